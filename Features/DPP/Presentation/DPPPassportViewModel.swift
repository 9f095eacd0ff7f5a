import Observation
import SharedCore

/// The product passport screen for one product: details, registration to a user, recording
/// lifecycle events (queued when offline), syncing the queue and exporting EPCIS.
///
/// Recording an event reloads the first page of events afterwards; several recordings run side by
/// side (none cancels another), ``DPPPassportState/recording`` shows the latest. For the other actions a
/// repeated action cancels the previous one of the same kind.
@MainActor
public final class DPPPassportViewModel: StatefulViewModel<DPPPassportState>, ViewModel {
  private let loader: DPPProductDetailsLoader
  private let registerProduct: RegisterDPPProduct
  private let recordEvent: RecordLifecycleEvent
  private let exportDocument: ExportEPCISDocument
  private var recordCount = 0

  /// Creates the view model for product `id`.
  public init(
    id: DPPProductID,
    loader: DPPProductDetailsLoader,
    register: RegisterDPPProduct,
    record: RecordLifecycleEvent,
    export: ExportEPCISDocument
  ) {
    self.loader = loader
    registerProduct = register
    recordEvent = record
    exportDocument = export
    super.init(initialState: DPPPassportState(id: id))
  }

  /// Handles one passport-screen event.
  public func send(_ event: DPPPassportEvent) {
    let id = state.id
    switch event {
    case .refresh: loadDetails(id, with: loader)
    case .loadMoreEvents: loadMoreEvents(with: loader)
    case .register(let userId):
      load(\.registration, key: ActionKey.register) { [registerProduct] in
        try await registerProduct(id, userId: userId)
      }
    case .recordEvent(let lifecycleEvent): record(lifecycleEvent)
    case .syncPendingEvents:
      load(\.sync, key: ActionKey.sync) { [recordEvent] in try await recordEvent.sync() }
    case .exportEPCIS:
      load(\.export, key: ActionKey.export) { [exportDocument] in try await exportDocument(id) }
    }
  }

  private func record(_ event: LifecycleEvent) {
    recordCount += 1
    let task = load(\.recording, key: ActionKey.record(recordCount)) { [recordEvent] in try await recordEvent(event) }
    tasks.run(ActionKey.reloadAfterRecord(recordCount)) { [weak self] in
      await task.value
      guard let self, !Task.isCancelled, self.state.recording.isSuccess else { return }
      self.reloadEvents(with: self.loader)
    }
  }
}

/// The task keys of the passport screen's actions.
private enum ActionKey: Hashable, Sendable {
  case register, sync, export
  case record(Int), reloadAfterRecord(Int)
}
