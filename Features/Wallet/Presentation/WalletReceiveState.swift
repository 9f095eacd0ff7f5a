import SharedCore

/// What the receive screen shows.
public struct WalletReceiveState: Sendable, Equatable {
  /// The last scan: verified, or refused with the reason. It fails (`AppError`) only when the
  /// device could not record it (its database).
  public var receipt: ResourceState<WalletReceiveOutcome, AppError> = .idle

  /// Creates the initial state.
  public init() {}

  /// Whether a scan can be taken: none is being checked.
  public var canScan: Bool { !receipt.isLoading }
}
