import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// A division the backend made is recorded before the transfer is sent: whatever the transfer's
/// fate, the device holds what the backend says it holds.
@Suite("After a division the device and the backend agree on every token")
struct WalletSyncDivisionTests {
  private static let payee: WalletSyncService.Describe = WalletSamples.describe(payee: "shop")

  /// A transfer the backend refuses: its sender is not the signed-in wallet.
  private static let refusedTransfer: WalletSyncService.Describe = { operation, token in
    WalletOfflineTransaction(
      id: operation.id, senderId: "wallet-someone-else", receiverId: "shop", amount: operation.payment,
      tokenIds: [token.id], signature: "sig", timestamp: Date())
  }

  /// A wallet holding one ₹25 token with a pending payment of ₹10 from it.
  private static func walletPayingTenOfTwentyFive() async throws -> (
    backend: WalletFakeBackend, container: Container, vault: WalletVault, original: WalletOfflineToken
  ) {
    let wallet = try await WalletHarness()
    let original = try #require(try await wallet.accept(["25.00"]).first)
    try await wallet.vault.beginSpend(operationId: "div-1", tokenId: original.id, payment: WalletSamples.inr("10.00"))
    return (wallet.backend, wallet.container, wallet.vault, original)
  }

  @Test func aRefusedTransferAfterADivisionKeepsTheOriginalDividedAndThePaymentTokenAvailable() async throws {
    let (backend, container, vault, original) = try await Self.walletPayingTenOfTwentyFive()
    let service = try container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: Self.refusedTransfer)

    #expect(progress.rejected == 1)
    #expect(await backend.status(ofToken: original.id) == "divided")
    let available = try await vault.availableTokens()
    #expect(!available.map(\.id).contains(original.id), "the backend split it: it is not spendable")
    #expect(available.map(\.amount) == [WalletSamples.inr("10.00"), WalletSamples.inr("15.00")])
    for token in available { #expect(await backend.status(ofToken: token.id) == "active") }
    let balance = try await vault.balance()
    #expect(balance.available == WalletSamples.inr("25.00") && balance.pending.isZero && balance.spent.isZero)
    #expect(try await vault.operation("div-1")?.state == .rejected)
    await #expect(throws: WalletVaultError.self) {
      try await vault.beginSpend(operationId: "div-2", tokenId: original.id, payment: WalletSamples.inr("5.00"))
    }
  }

  @Test func theTokensOfARefusedDivisionCanBeSpentAgain() async throws {
    let (backend, container, vault, _) = try await Self.walletPayingTenOfTwentyFive()
    let service = try container.resolve(WalletSyncService.self)
    try await service.run(describe: Self.refusedTransfer)
    let payment = try #require(try await vault.availableTokens().first { $0.amount == WalletSamples.inr("10.00") })
    try await vault.beginSpend(operationId: "pay-again", tokenId: payment.id)

    let progress = try await service.run(describe: Self.payee)

    #expect(progress.accepted == 1)
    #expect(await backend.status(ofToken: payment.id) != "active")
    let balance = try await vault.balance()
    #expect(balance.spent == WalletSamples.inr("10.00") && balance.available == WalletSamples.inr("15.00"))
  }

  @Test func aDivisionWhoseTransferAnswerIsLostIsRecordedAndResumedWithoutDividingAgain() async throws {
    let (backend, container, vault, original) = try await Self.walletPayingTenOfTwentyFive()
    await backend.dropResponses(to: "sync-offline", times: 3)
    let service = try container.resolve(WalletSyncService.self)

    let lost = try await service.run(describe: Self.payee)

    #expect(lost.unknown == 1)
    var balance = try await vault.balance()
    #expect(balance.pending == WalletSamples.inr("10.00"), "the payment token waits for the transfer's answer")
    #expect(balance.available == WalletSamples.inr("15.00"), "the change is held at once")
    #expect(try await vault.operation("div-1")?.state == .pending)

    let resumed = try await service.run(describe: Self.payee)

    #expect(resumed.accepted == 1)
    #expect(await backend.counters["divisions"] == 1)
    #expect(await backend.status(ofToken: original.id) == "divided")
    let confirmed = try #require(try await vault.operation("div-1"))
    #expect(confirmed.state == .confirmed && confirmed.changeTokenId != nil)
    balance = try await vault.balance()
    #expect(balance.spent == WalletSamples.inr("10.00") && balance.available == WalletSamples.inr("15.00"))
    #expect(balance.pending.isZero)
  }

  @Test func anAcceptedTransferAfterADivisionConfirmsItWithItsChange() async throws {
    let (_, container, vault, _) = try await Self.walletPayingTenOfTwentyFive()
    let service = try container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: Self.payee)

    #expect(progress.accepted == 1)
    let confirmed = try #require(try await vault.operation("div-1"))
    #expect(confirmed.state == .confirmed)
    let change = try #require(try await vault.availableTokens().first)
    #expect(confirmed.changeTokenId == change.id && change.amount == WalletSamples.inr("15.00"))
    let balance = try await vault.balance()
    #expect(balance.spent == WalletSamples.inr("10.00") && balance.available == WalletSamples.inr("15.00"))
  }
}
