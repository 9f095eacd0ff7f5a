/// Which credentials a request carries; an endpoint may need several (Warply's bearer endpoints
/// also send the loyalty signature headers, TraceWise sends an API key and a bearer token).
///
/// Each auth step in an ``APIClient``'s chain acts only on requests whose kinds include its own.
public struct AuthKind: OptionSet, Sendable, Hashable {
  /// The bit set.
  public let rawValue: Int

  /// Creates a set from its raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// No credentials.
  public static let none: AuthKind = []
  /// An API key header (`X-API-Key` by default), see ``APIKeyStep``.
  public static let apiKey = AuthKind(rawValue: 1 << 0)
  /// `Authorization: Bearer <access token>` with refresh, see ``BearerTokenStep``.
  public static let bearer = AuthKind(rawValue: 1 << 1)
  /// `Authorization: Basic <credentials>` (RFC 7617), see ``BasicAuthStep``.
  public static let basic = AuthKind(rawValue: 1 << 2)
  /// The loyalty signature headers, see ``LoyaltySignatureStep``.
  public static let loyaltySignature = AuthKind(rawValue: 1 << 3)
}
