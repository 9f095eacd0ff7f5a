/// The backend's view of the user's purchases: every signed transaction and renewal info it holds
/// for them, from every device. The device trusts none of it until it verifies each JWS itself.
public struct PlansServerView: Sendable, Hashable, Codable {
  /// Signed transactions (compact JWS).
  public var signedTransactions: [String]
  /// Signed renewal info (compact JWS).
  public var signedRenewalInfo: [String]

  /// Creates a view.
  public init(signedTransactions: [String], signedRenewalInfo: [String]) {
    self.signedTransactions = signedTransactions
    self.signedRenewalInfo = signedRenewalInfo
  }
}
