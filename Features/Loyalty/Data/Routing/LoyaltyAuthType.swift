/// How a loyalty request authenticates (the platform SDK's three kinds).
public enum LoyaltyAuthType: String, Sendable, Hashable, CaseIterable {
  /// The signature headers (`loyalty-web-id`, `loyalty-date`, `loyalty-signature`).
  case standard
  /// The signature headers and `Authorization: Bearer <access token>`.
  case bearerToken
  /// The signature headers and `Authorization: Basic <partner credentials>`.
  case basicAuth
}
