import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// An answer that does not prove what the backend did keeps the operation pending with its token
/// reserved; the next sync asks again under the same operation id, and only a definite refusal
/// releases a token.
@Suite("A division or a batch whose outcome is unknown keeps its token until the backend says what happened")
struct WalletSyncUnknownOutcomeTests {
  private static let payee: WalletSyncService.Describe = WalletSamples.describe(payee: "shop")

  /// A wallet holding one ₹25 token with a pending payment of ₹10 from it (a division).
  private static func walletPayingTenOfTwentyFive() async throws -> (
    wallet: WalletHarness, service: WalletSyncService, original: WalletOfflineToken
  ) {
    let wallet = try await WalletHarness()
    let original = try #require(try await wallet.accept(["25.00"]).first)
    try await wallet.vault.beginSpend(operationId: "div-1", tokenId: original.id, payment: WalletSamples.inr("10.00"))
    return (wallet, try wallet.container.resolve(WalletSyncService.self), original)
  }

  /// The token stays reserved by its pending operation: nothing was released.
  private static func expectReserved(
    _ wallet: WalletHarness, _ token: WalletOfflineToken, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    #expect(try await wallet.vault.operation("div-1")?.state == .pending, sourceLocation: sourceLocation)
    let balance = try await wallet.vault.balance()
    #expect(balance.pending == token.amount && balance.available.isZero, sourceLocation: sourceLocation)
    #expect(
      try await !wallet.vault.availableTokens().contains { $0.id == token.id }, "released",
      sourceLocation: sourceLocation)
  }

  @Test func aDivisionAnsweredStillInProgressKeepsItsTokenUntilTheNextSyncSettlesItOnce() async throws {
    let (wallet, service, original) = try await Self.walletPayingTenOfTwentyFive()
    // The first request and both resends meet a key still being handled (409 IDEMPOTENCY_KEY_IN_USE).
    await wallet.backend.inject(.refuse(status: 409, code: "IDEMPOTENCY_KEY_IN_USE"), into: "tokens/divide", times: 3)

    let first = try await service.run(describe: Self.payee)

    #expect(first.unknown == 1 && first.rejected == 0 && first.synced == 0)
    try await Self.expectReserved(wallet, original)

    let later = try await service.run(describe: Self.payee)

    #expect(later.accepted == 1 && later.isComplete)
    let counters = await wallet.backend.counters
    #expect(counters["divisions"] == 1 && counters["offlineAccepted"] == 1)
    #expect(await wallet.backend.status(ofToken: original.id) == "divided")
    #expect(try await wallet.vault.operation("div-1")?.state == .confirmed)
  }

  @Test func anUncodedRefusalOfADivisionTheBackendMadeKeepsTheTokenReserved() async throws {
    let (wallet, service, original) = try await Self.walletPayingTenOfTwentyFive()
    // The backend divides the token, but the answer is an uncoded 422 (a refusal is not resent).
    await wallet.backend.inject(
      .replaceAnswer(status: 422, code: "IDEMPOTENCY_KEY_REUSED"), into: "tokens/divide", times: 1)

    let first = try await service.run(describe: Self.payee)

    #expect(first.rejected == 0 && first.unknown == 1)
    #expect(await wallet.backend.status(ofToken: original.id) == "divided")
    try await Self.expectReserved(wallet, original)
    let reason = try #require(try await wallet.vault.operation("div-1")?.reason)
    #expect(reason.contains("IDEMPOTENCY_KEY_REUSED") && reason.contains("spent"), "\(reason)")

    let later = try await service.run(describe: Self.payee)

    #expect(later.accepted == 1)
    #expect(await wallet.backend.counters["divisions"] == 1, "divided once: the resend got the first division")
    let balance = try await wallet.vault.balance()
    #expect(balance.spent == WalletSamples.inr("10.00") && balance.available == WalletSamples.inr("15.00"))
  }

  @Test func anUncodedRefusalOfADivisionTheBackendDidNotMakeReleasesTheTokenOnceItsStatusSaysSo() async throws {
    let (wallet, service, original) = try await Self.walletPayingTenOfTwentyFive()
    await wallet.backend.inject(.refuse(status: 422, code: "IDEMPOTENCY_KEY_REUSED"), into: "tokens/divide", times: 1)

    let progress = try await service.run(describe: Self.payee)

    #expect(progress.rejected == 1)
    #expect(await wallet.backend.status(ofToken: original.id) == "active")
    let rejected = try #require(try await wallet.vault.operation("div-1"))
    #expect(rejected.state == .rejected && rejected.reason?.contains("IDEMPOTENCY_KEY_REUSED") == true)
    #expect(try await wallet.vault.availableTokens().map(\.id) == [original.id], "the backend still has it active")
  }

  @Test func aBatchAnsweredInProgressOrUnreadablyStaysPendingAndIsSettledOnceLater() async throws {
    let wallet = try await WalletHarness()
    let tokens = try await wallet.accept(["10.00", "20.00"])
    for (index, token) in tokens.enumerated() {
      try await wallet.vault.beginSpend(operationId: "pay-\(index)", tokenId: token.id)
    }
    let service = try wallet.container.resolve(WalletSyncService.self)
    await wallet.backend.inject(.garbleResponse, into: "transactions/sync-offline", times: 1)
    await wallet.backend.inject(
      .refuse(status: 409, code: "IDEMPOTENCY_KEY_IN_USE"), into: "transactions/sync-offline", times: 2)

    let first = try await service.run(describe: Self.payee)

    #expect(first.unknown == 2 && first.synced == 0)
    #expect(try await wallet.vault.pendingOperations().map(\.id) == ["pay-0", "pay-1"])
    #expect(try await wallet.vault.balance().available.isZero, "both tokens stay reserved")
    #expect(await wallet.backend.counters["offlineAccepted"] == 2, "the unreadable answer's batch was recorded")

    let later = try await service.run(describe: Self.payee)

    #expect(later.accepted == 2 && later.isComplete)
    #expect(await wallet.backend.counters["offlineAccepted"] == 2, "and counted once")
    #expect(await wallet.backend.counters["offlineReplayed"] == 2)
  }

  @Test func aDivisionRefusedWithAVerdictReleasesItsTokenOrVoidsItWhenSpentElsewhere() async throws {
    let (wallet, service, original) = try await Self.walletPayingTenOfTwentyFive()
    await wallet.backend.inject(.refuse(status: 422, code: "INSUFFICIENT_BALANCE"), into: "tokens/divide")

    let refused = try await service.run(describe: Self.payee)

    #expect(refused.rejected == 1)
    #expect(try await wallet.vault.operation("div-1")?.reason == "INSUFFICIENT_BALANCE")
    #expect(try await wallet.vault.availableTokens().map(\.id) == [original.id], "released")

    try await wallet.vault.beginSpend(operationId: "div-2", tokenId: original.id, payment: WalletSamples.inr("10.00"))
    await wallet.backend.inject(.refuse(status: 409, code: "TOKEN_ALREADY_SPENT"), into: "tokens/divide")

    let spent = try await service.run(describe: Self.payee)

    #expect(spent.rejected == 1)
    let balance = try await wallet.vault.balance()
    #expect(balance.voided == original.amount && balance.available.isZero, "voided, not released")
  }

  @Test func aRefusalWithoutAVerdictWhoseTokenStatusCannotBeReadStaysPending() async throws {
    let (wallet, service, original) = try await Self.walletPayingTenOfTwentyFive()
    await wallet.backend.inject(.refuse(status: 422, code: "IDEMPOTENCY_KEY_REUSED"), into: "tokens/divide")
    await wallet.backend.inject(.refuse(status: 503, code: nil), into: "tokens/validate")

    let progress = try await service.run(describe: Self.payee)

    #expect(progress.unknown == 1 && progress.rejected == 0)
    try await Self.expectReserved(wallet, original)
    let reason = try #require(try await wallet.vault.operation("div-1")?.reason)
    #expect(reason.contains("could not be read"), "\(reason)")
  }

  @Test func anOperationTheBatchAnswerLeavesOutStaysPending() async throws {
    let wallet = try await WalletHarness()
    let token = try #require(try await wallet.accept(["10.00"]).first)
    try await wallet.vault.beginSpend(operationId: "pay", tokenId: token.id)
    await wallet.backend.transport.on(
      .post, WalletFakeBackend.baseURL.path + "/transactions/sync-offline",
      reply: .json(#"{"results": [], "syncedCount": 0, "failedCount": 0}"#))
    let service = try wallet.container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: Self.payee)

    #expect(progress.unknown == 1 && progress.reachedBackend && !progress.restartsOfflineLimits)
    let pending = try #require(try await wallet.vault.operation("pay"))
    #expect(pending.state == .pending && pending.reason == "the backend's answer did not include it")
  }
}
