import SharedCore

/// What the balance screen shows: the device's balance, derived from its vault (offline too), and
/// the backend's (which needs a network).
public struct WalletBalanceState: Sendable, Equatable {
  /// Available, pending and offline value on this device, computed from the stored tokens and
  /// operations; its origin is `.cache`.
  public var device: ResourceState<WalletDerivedBalance, AppError> = .idle
  /// The backend's blockchain, offline and pending balances.
  public var server: ResourceState<WalletBalance, AppError> = .idle

  /// Creates the initial state.
  public init() {}
}
