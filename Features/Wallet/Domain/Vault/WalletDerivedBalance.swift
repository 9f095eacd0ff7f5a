import SharedCore

/// The balances of the tokens on this device, computed from the stored tokens and operations on
/// every read: there is no counter that could drift from them.
public struct WalletDerivedBalance: Sendable, Hashable {
  /// Tokens held and not reserved by any operation: spendable now.
  public let available: Money
  /// Tokens reserved by operations whose outcome is not yet known.
  public let pending: Money
  /// Value paid by confirmed operations (a division's payment part only: its change is a new
  /// available token).
  public let spent: Money
  /// Tokens voided because the backend reported them spent elsewhere.
  public let voided: Money
  /// Value accepted offline since the last successful sync (what the offline total limit counts).
  public let offline: Money
  /// How many tokens make up ``available``.
  public let availableTokenCount: Int
  /// How many operations make up ``pending``.
  public let pendingOperationCount: Int

  /// Creates a balance.
  public init(
    available: Money, pending: Money, spent: Money, voided: Money, offline: Money, availableTokenCount: Int,
    pendingOperationCount: Int
  ) {
    self.available = available
    self.pending = pending
    self.spent = spent
    self.voided = voided
    self.offline = offline
    self.availableTokenCount = availableTokenCount
    self.pendingOperationCount = pendingOperationCount
  }
}
