import Observation
import SharedCore

/// The sync status screen: the waiting and rejected operations, and a sync with live progress.
///
/// Progress is updated after each answer (items synced of the total). Rejected operations stay
/// listed with the backend's reason; operations the sync could not settle (an answer lost or one
/// that proves nothing, an answer that could not be recorded) stay pending with the reason and are
/// sent again, under the same ids, by the next sync.
/// The sync's ``WalletEvent``s are posted by the service, on its bus.
@MainActor
public final class WalletSyncViewModel: StatefulViewModel<WalletSyncState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case pending
    case rejected
    case sync
  }

  private let service: WalletSyncService
  private let describe: WalletSyncService.Describe

  /// Creates the view model.
  /// - Parameters:
  ///   - service: The sync service (its vault holds the operations).
  ///   - describe: Describes each operation as the offline transaction sent (payee and signature
  ///     are the app's); see ``WalletSyncService/Describe``.
  public init(service: WalletSyncService, describe: @escaping WalletSyncService.Describe) {
    self.service = service
    self.describe = describe
    super.init(initialState: WalletSyncState())
  }

  /// Handles one sync-screen event.
  public func send(_ event: WalletSyncEvent) {
    switch event {
    case .appeared:
      reloadOutbox()
    case .sync:
      guard state.canSync else { return }
      let service = service
      let describe = describe
      update { $0.progress = nil }
      load(\.sync, key: Key.sync) { [weak self] in
        var last: WalletSyncProgress?
        do {
          for try await progress in service.sync(describe: describe) {
            last = progress
            await self?.update { $0.progress = progress }
          }
        } catch {
          await self?.reloadOutbox()
          throw error
        }
        await self?.reloadOutbox()
        return last ?? WalletSyncProgress(total: 0)
      }
    }
  }

  private func reloadOutbox() {
    let vault = service.vault
    load(\.pending, key: Key.pending, origin: .cache) { try await vault.pendingOperations() }
    load(\.rejected, key: Key.rejected, origin: .cache) { try await vault.operations(in: .rejected) }
  }
}
