import SharedCore

/// Makes the wallet screens' view models over one API, vault and sync service.
public struct WalletViewModelFactory: Sendable {
  /// The backend API.
  public let api: WalletAPI
  /// The device's vault.
  public let vault: WalletVault
  /// The offline sync.
  public let sync: WalletSyncService
  /// The wallet on this device.
  public let walletId: String
  /// Where the receive and pay screens post ``WalletEvent``s, if anywhere (the sync screen's events
  /// come from ``sync``'s own bus).
  public let bus: EventBus?

  /// A factory over these services.
  public init(api: WalletAPI, vault: WalletVault, sync: WalletSyncService, walletId: String, bus: EventBus? = nil) {
    self.api = api
    self.vault = vault
    self.sync = sync
    self.walletId = walletId
    self.bus = bus
  }

  /// The balance screen.
  @MainActor public func makeBalance() -> WalletBalanceViewModel {
    WalletBalanceViewModel(api: api, vault: vault, walletId: walletId)
  }

  /// The history screen, `pageSize` transactions per page.
  @MainActor public func makeHistory(pageSize: Int = 20) -> WalletHistoryViewModel {
    WalletHistoryViewModel(api: api, pageSize: pageSize)
  }

  /// The receive (scan a token) screen.
  @MainActor public func makeReceive() -> WalletReceiveViewModel {
    WalletReceiveViewModel(vault: vault, bus: bus)
  }

  /// The pay screen.
  @MainActor public func makePay() -> WalletPayViewModel {
    WalletPayViewModel(vault: vault, bus: bus)
  }

  /// The sync status screen; `describe` makes each operation's offline transaction (its payee and
  /// signature are the app's).
  @MainActor public func makeSync(describe: @escaping WalletSyncService.Describe) -> WalletSyncViewModel {
    WalletSyncViewModel(service: sync, describe: describe)
  }
}
