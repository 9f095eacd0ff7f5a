import Foundation
import SharedCore

/// The backend's answer to a token refresh: a new access token and a rotated refresh token.
public struct WalletAuthResponse: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The new bearer access token.
  public var accessToken: String
  /// The new refresh token; the one sent is no longer valid.
  public var refreshToken: String
  /// The access token's lifetime, in seconds.
  public var expiresIn: Int
  /// The token type, `Bearer`.
  public var tokenType: String?

  /// Creates a response.
  public init(accessToken: String, refreshToken: String, expiresIn: Int, tokenType: String? = nil) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
    self.tokenType = tokenType
  }

  /// The tokens to store, expiring `expiresIn` seconds after `receivedAt`.
  public func authTokens(receivedAt: Date) -> AuthTokens {
    AuthTokens(
      accessToken: accessToken, refreshToken: refreshToken,
      expiresAt: receivedAt.addingTimeInterval(TimeInterval(expiresIn)))
  }

  /// A description that never shows the tokens.
  public var description: String { "WalletAuthResponse(expiresIn: \(expiresIn), tokens: <redacted>)" }
}
