import Observation
import SharedCore

/// The balance screen: the device's balance from the vault and the backend's, each a `ResourceState`.
///
/// The device's balance never needs a network, so it shows while offline; a failed backend read
/// leaves it in place.
@MainActor
public final class WalletBalanceViewModel: StatefulViewModel<WalletBalanceState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case device
    case server
  }

  private let api: WalletAPI
  private let vault: WalletVault
  private let walletId: String

  /// Creates the view model for `walletId`.
  public init(api: WalletAPI, vault: WalletVault, walletId: String) {
    self.api = api
    self.vault = vault
    self.walletId = walletId
    super.init(initialState: WalletBalanceState())
  }

  /// Handles one balance-screen event.
  public func send(_ event: WalletBalanceEvent) {
    switch event {
    case .appeared, .refresh: reload()
    }
  }

  private func reload() {
    let api = api
    let vault = vault
    let walletId = walletId
    load(\.device, key: Key.device, origin: .cache) { try await vault.balance() }
    load(\.server, key: Key.server) { try await api.balance(walletId: walletId) }
  }
}
