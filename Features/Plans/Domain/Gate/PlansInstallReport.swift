/// What ``PlansGate/install(transactions:renewals:confirmsAll:)`` did.
public struct PlansInstallReport: Sendable, Hashable {
  /// One refused JWS.
  public struct Refusal: Sendable, Hashable {
    /// Which list it was in.
    public enum Kind: String, Sendable, Hashable {
      /// The transactions.
      case transaction
      /// The renewal info.
      case renewal
    }

    /// Which list it was in.
    public var kind: Kind
    /// Its position in that list.
    public var index: Int
    /// Why it was refused.
    public var error: PlansVerificationError
  }

  /// Transactions newer than what was kept, now kept.
  public var installedTransactions: [PlanTransaction] = []
  /// Renewal info newer than what was kept, now kept.
  public var installedRenewals: [PlanRenewalInfo] = []
  /// Verified data no newer than what was kept.
  public var unchanged = 0
  /// What did not verify.
  public var refused: [Refusal] = []

  /// An empty report.
  public init() {}
}
