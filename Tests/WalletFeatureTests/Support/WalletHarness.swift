import Foundation
import SharedCore
import SharedTesting
import WalletFeature
import WalletTesting

/// A wallet over the testing kit's fake backend, ready to accept tokens offline, and the screens'
/// factory.
struct WalletHarness {
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

  /// Four spends waiting to sync (three whole tokens of 10, 20 and 30 INR and 12 INR of a 50 INR
  /// token), the 20 INR one already spent by another device of the wallet, so the backend refuses it.
  /// - Returns: The four tokens, in that order.
  @discardableResult
  func queueSpendsOneOfWhichWasSpentElsewhere() async throws -> [WalletOfflineToken] {
    let tokens = try await accept(["10.00", "20.00", "30.00", "50.00"])
    for (index, token) in tokens.prefix(3).enumerated() {
      try await vault.beginSpend(operationId: "pay-\(index)", tokenId: token.id)
    }
    try await vault.beginSpend(operationId: "split", tokenId: tokens[3].id, payment: WalletSamples.inr("12.00"))
    _ = try await container.resolve(WalletAPI.self).syncOfflineTransactions([
      WalletOfflineTransaction(
        id: "elsewhere", senderId: WalletSamples.walletId, receiverId: "shop", amount: tokens[1].amount,
        tokenIds: [tokens[1].id], signature: "sig", timestamp: Date())
    ])
    return tokens
  }
}
