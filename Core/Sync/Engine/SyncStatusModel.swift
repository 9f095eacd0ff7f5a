import Observation

/// A ``SyncEngine``'s status for SwiftUI: observable on the main actor.
///
/// ```swift
/// let model = SyncStatusModel(engine: engine)
/// // In a view: `Text(model.status == .offline ? "Offline" : "")`
/// ```
@MainActor
@Observable
public final class SyncStatusModel {
  /// The engine's latest status.
  public private(set) var status: SyncStatus = .idle

  /// The task following the engine; cancelled when the model is released.
  @ObservationIgnored private let observation = LockedValue<Task<Void, Never>?>(nil)

  /// Starts following `engine`'s status until the model is released.
  public init(engine: SyncEngine) {
    let task = Task { [weak self] in
      for await status in await engine.statusUpdates() {
        guard let self else { return }
        self.status = status
      }
    }
    observation.withLock { $0 = task }
  }

  deinit {
    observation.withLock { $0?.cancel() }
  }
}
