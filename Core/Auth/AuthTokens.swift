import Foundation

/// An access token, its refresh token and when the access token expires.
public struct AuthTokens: Sendable, Hashable, Codable {
  /// The bearer token sent with requests.
  public var accessToken: String
  /// The token exchanged for a new pair, when the backend issues one.
  public var refreshToken: String?
  /// When the access token stops being accepted; `nil` when unknown.
  public var expiresAt: Date?

  /// Creates a token pair.
  public init(accessToken: String, refreshToken: String? = nil, expiresAt: Date? = nil) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }
}

extension AuthTokens: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Redacted: tokens never appear in descriptions, logs or test failure output.
  public var description: String {
    let refresh = refreshToken == nil ? "nil" : "<redacted>"
    let expiry = expiresAt.map { "\($0)" } ?? "nil"
    return "AuthTokens(accessToken: <redacted>, refreshToken: \(refresh), expiresAt: \(expiry))"
  }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no token either.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "accessToken": "<redacted>", "refreshToken": refreshToken == nil ? "nil" : "<redacted>",
        "expiresAt": expiresAt as Any,
      ],
      displayStyle: .struct)
  }
}
