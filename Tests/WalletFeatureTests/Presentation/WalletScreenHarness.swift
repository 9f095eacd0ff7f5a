import Foundation
import SharedCore
import SharedTesting
import WalletFeature
import WalletTesting

/// A wallet over the testing kit's fake backend, ready to accept tokens offline, and the screens'
/// factory.
struct WalletScreenHarness {
  let backend: WalletFakeBackend
  let container: Container
  let vault: WalletVault
  let factory: WalletViewModelFactory

  init(balance: String = "1000.00", signedIn: Bool = true) async throws {
    backend = try WalletFakeBackend(balance: balance)
    container = try await Container.walletTesting(backend: backend, signedIn: signedIn)
    vault = try container.resolve(WalletVault.self)
    factory = try container.resolve(WalletViewModelFactory.self)
    try await backend.prepare(vault)
  }

  /// Tokens issued by the backend and accepted into the vault.
  @discardableResult
  func accept(_ amounts: [String]) async throws -> [WalletOfflineToken] {
    let tokens = try await backend.issue(amounts)
    for token in tokens { try await vault.accept(token) }
    return tokens
  }
}
