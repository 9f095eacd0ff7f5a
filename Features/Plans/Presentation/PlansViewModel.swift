import Foundation
import SharedCore

/// The plan screen: the user's plan and purchases, live, and the restore action.
///
/// ```swift
/// let model = factory.makePlansViewModel()
/// model.start()                         // follows the gate
/// model.send(.restore)                  // asks the backend for purchases made on other devices
/// Text(model.state.snapshot.value?.plan.name ?? "—")
/// ```
@MainActor
public final class PlansViewModel: StatefulViewModel<PlansViewModel.State> {
  /// What the screen shows.
  public struct State: Sendable, Equatable {
    /// The gate's latest snapshot.
    public var snapshot: ResourceState<PlansGateSnapshot, AppError>
    /// The last restore's outcome: `nil` before any; a pending one is never shown as a failure.
    public var restore: RemoteOutcome<PlansInstallReport, AppError>?
  }

  private let gate: PlansGate
  private let sync: PlansSyncService

  /// A view model over the gate and the sync service.
  public init(gate: PlansGate, sync: PlansSyncService) {
    self.gate = gate
    self.sync = sync
    super.init(initialState: State(snapshot: .idle, restore: nil))
  }

  /// Follows the gate until closed.
  public func start() {
    load(\.snapshot, key: "snapshot") { [gate] in
      gate.updates().map { @Sendable snapshot in
        ResourceState<PlansGateSnapshot, AppError>.success(snapshot, origin: .local)
      }
    }
  }

  /// Handles a screen event.
  public func send(_ event: PlansEvent) {
    switch event {
    case .restore:
      tasks.run("restore") { [weak self, sync] in
        let outcome = await sync.restore()
        guard !Task.isCancelled else { return }
        self?.update { $0.restore = outcome }
      }
    case .refresh:
      tasks.run("refresh") { [gate] in await gate.refresh() }
    }
  }
}
