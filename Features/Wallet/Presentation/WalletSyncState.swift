import SharedCore

/// What the sync status screen shows.
public struct WalletSyncState: Sendable, Equatable {
  /// The operations waiting for the backend's answer, oldest first; one the last sync could not
  /// settle says why (``WalletOperation/reason``).
  public var pending: ResourceState<[WalletOperation], AppError> = .idle
  /// The operations the backend refused, each with its reason.
  public var rejected: ResourceState<[WalletOperation], AppError> = .idle
  /// The running (or last) sync's progress: items answered of the total, updated after each answer.
  public var progress: WalletSyncProgress?
  /// The last sync: its final progress, or why it stopped.
  public var sync: ResourceState<WalletSyncProgress, AppError> = .idle

  /// Creates the initial state.
  public init() {}

  /// Whether a sync can start: none is running.
  public var canSync: Bool { !sync.isLoading }

  /// The share of items answered, 0...1, for a progress bar (1 when there was nothing to send).
  public var fractionCompleted: Double {
    guard let progress, progress.total > 0 else { return progress == nil ? 0 : 1 }
    return Double(progress.synced) / Double(progress.total)
  }
}
