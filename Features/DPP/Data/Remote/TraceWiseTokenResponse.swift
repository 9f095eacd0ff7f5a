import Foundation
import SharedCore

/// The token pair `POST /v1/auth/token` and `/v1/auth/refresh` return.
public struct TraceWiseTokenResponse: Codable, Sendable, Hashable {
  /// The bearer access token (a JWT).
  public let accessToken: String
  /// The rotating refresh token.
  public let refreshToken: String
  /// Seconds until the access token expires.
  public let expiresIn: Int
  /// `Bearer`.
  public let tokenType: String?

  /// Creates a response.
  public init(accessToken: String, refreshToken: String, expiresIn: Int, tokenType: String? = "Bearer") {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
    self.tokenType = tokenType
  }

  /// The pair as `AuthTokens`, expiring `expiresIn` seconds after `receivedAt`.
  public func authTokens(receivedAt: Date) -> AuthTokens {
    AuthTokens(
      accessToken: accessToken, refreshToken: refreshToken,
      expiresAt: receivedAt.addingTimeInterval(TimeInterval(expiresIn)))
  }
}

extension TraceWiseTokenResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// A description that never contains the tokens.
  public var description: String {
    "TraceWiseTokenResponse(accessToken: <redacted>, refreshToken: <redacted>, expiresIn: \(expiresIn))"
  }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no token either.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "accessToken": "<redacted>", "refreshToken": "<redacted>", "expiresIn": expiresIn,
        "tokenType": tokenType as Any,
      ],
      displayStyle: .struct)
  }
}
