import Foundation

/// The business API's token answer (`/v1/auth/token`, `/v1/auth/refresh`).
public struct BusinessTokenResponse: Decodable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The bearer token.
  public let accessToken: String
  /// The rotating refresh token.
  public let refreshToken: String
  /// Seconds until the access token expires.
  public let expiresIn: Int

  /// The tokens for the backend session, expiring `expiresIn` seconds after `receivedAt`.
  public func authTokens(receivedAt: Date) -> AuthTokens {
    AuthTokens(
      accessToken: accessToken, refreshToken: refreshToken,
      expiresAt: receivedAt.addingTimeInterval(TimeInterval(expiresIn)))
  }

  /// Never shows the tokens.
  public var description: String { "BusinessTokenResponse(expiresIn: \(expiresIn), tokens: <redacted>)" }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no token either.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["accessToken": "<redacted>", "refreshToken": "<redacted>", "expiresIn": expiresIn],
      displayStyle: .struct)
  }
}
