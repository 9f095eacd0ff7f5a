/// Makes the Plans screens' view models over the module's services.
public struct PlansViewModelFactory: Sendable {
  private let gate: PlansGate
  private let sync: PlansSyncService

  /// A factory over the gate and the sync service.
  public init(gate: PlansGate, sync: PlansSyncService) {
    self.gate = gate
    self.sync = sync
  }

  /// The plan screen's view model.
  @MainActor public func makePlansViewModel() -> PlansViewModel {
    PlansViewModel(gate: gate, sync: sync)
  }
}
