import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// A problem with one operation's answer is that operation's: it stays pending with the reason, and
/// the sync sends everything else. Only authentication, storage and cancellation end a sync.
@Suite("A bad answer for one operation does not stop the sync")
struct WalletSyncOperationProblemTests {
  private static let payee: WalletSyncService.Describe = WalletSamples.describe(payee: "shop")

  /// A wallet paying ₹10 of a ₹25 token (`div-1`, a division) and a whole ₹30 token (`pay-1`).
  private static func walletWithADivisionAndAPayment() async throws -> (
    wallet: WalletHarness, divided: WalletOfflineToken, whole: WalletOfflineToken
  ) {
    let wallet = try await WalletHarness()
    let tokens = try await wallet.accept(["25.00", "30.00"])
    try await wallet.vault.beginSpend(operationId: "div-1", tokenId: tokens[0].id, payment: WalletSamples.inr("10.00"))
    try await wallet.vault.beginSpend(operationId: "pay-1", tokenId: tokens[1].id)
    return (wallet, tokens[0], tokens[1])
  }

  @Test func aDivisionWhoseChangeTokenDoesNotVerifyStaysPendingAndThePaymentBehindItIsSent() async throws {
    let (wallet, divided, whole) = try await Self.walletWithADivisionAndAPayment()
    // The division's answer carries a change token whose signature is not the issuer's.
    let payment = try #require(try await wallet.backend.issue(["10.00"]).first)
    var change = try #require(try await wallet.backend.issue(["15.00"]).first)
    change.signature = payment.signature
    let division = WalletTokenDivision(
      originalToken: WalletTokenStatus(id: divided.id, amount: divided.amount, status: "divided"),
      paymentToken: payment, changeToken: change)
    let body = String(decoding: try WalletCoding.makeEncoder().encode(division), as: UTF8.self)
    await wallet.backend.transport.on(.post, WalletFakeBackend.baseURL.path + "/tokens/divide", reply: .json(body))
    let service = try wallet.container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: Self.payee)

    #expect(progress.accepted == 1 && progress.unknown == 1 && progress.rejected == 0)
    #expect(await wallet.backend.status(ofToken: whole.id) == "spent", "the payment behind the division was sent")
    let stuck = try #require(try await wallet.vault.operation("div-1"))
    #expect(stuck.state == .pending && stuck.paymentTokenId == nil)
    let balance = try await wallet.vault.balance()
    #expect(balance.pending == divided.amount && balance.spent == whole.amount && balance.available.isZero)
  }

  @Test func anOperationTheAppCannotDescribeStaysPendingAndTheOthersAreSent() async throws {
    let (wallet, _, whole) = try await Self.walletWithADivisionAndAPayment()
    let service = try wallet.container.resolve(WalletSyncService.self)
    let describe: WalletSyncService.Describe = { operation, token in
      guard operation.id != "div-1" else {
        throw WalletError.validationError(details: [.init(field: "payee", message: "unknown payee")])
      }
      return try await Self.payee(operation, token)
    }

    let progress = try await service.run(describe: describe)

    #expect(progress.accepted == 1 && progress.unknown == 1)
    #expect(try await wallet.vault.operation("div-1")?.state == .pending)
    #expect(try await wallet.vault.operation("pay-1")?.state == .confirmed)
    #expect(await wallet.backend.status(ofToken: whole.id) == "spent")
  }

  @Test func aSessionTheBackendRefusesEndsTheSyncAndKeepsEverythingPending() async throws {
    let wallet = try await WalletHarness(signedIn: false)
    let token = try #require(try await wallet.accept(["10.00"]).first)
    try await wallet.vault.beginSpend(operationId: "pay", tokenId: token.id)
    let service = try wallet.container.resolve(WalletSyncService.self)

    await #expect(throws: WalletError.authenticationRequired) { try await service.run(describe: Self.payee) }

    #expect(try await wallet.vault.operation("pay")?.state == .pending)
    #expect(await wallet.backend.status(ofToken: token.id) == "active")
  }
}
