import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature

/// A division whose answer proves nothing, over real HTTP: the reference server still working on
/// it (409 `IDEMPOTENCY_KEY_IN_USE` to the retry), an unreadable 2xx, a dropped answer. Each time
/// the token stays reserved and nothing is released; a later sync, resending under the same
/// operation id, settles the operation exactly once, as the server's own records show.
@Suite(.referenceServer, .serialized) struct WalletDivisionUncertaintyIntegrationTests {
  /// A device holding a ₹25 token with a pending payment of ₹10 from it (`coffee`), and the
  /// server's counters before the sync.
  private static func payingTenOfTwentyFive(requestTimeout: Duration? = nil) async throws -> (
    host: WalletHost, token: WalletOfflineToken, before: [String: Int]
  ) {
    let host = try await WalletHost(requestTimeout: requestTimeout)
    try await host.server.clearFaults()
    try await host.goOnlineOnce()
    let token = try #require(try await host.issue(["25.00"]).first)
    try await host.vault.accept(token)
    try await host.vault.beginSpend(
      operationId: "coffee", tokenId: token.id, payment: Money(minorUnits: 1_000, currency: .inr))
    return (host, token, try await host.counters())
  }

  /// The token is still reserved by the pending operation, which says why it is pending.
  private static func expectReserved(
    _ host: WalletHost, _ token: WalletOfflineToken, reasonPrefix: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let operation = try #require(try await host.vault.operation("coffee"), sourceLocation: sourceLocation)
    #expect(operation.state == .pending && operation.paymentTokenId == nil, sourceLocation: sourceLocation)
    #expect(
      operation.reason?.hasPrefix(reasonPrefix) == true, "\(operation.reason ?? "-")", sourceLocation: sourceLocation)
    let balance = try await host.vault.balance()
    #expect(
      balance.pending == token.amount && balance.available.isZero, "nothing released", sourceLocation: sourceLocation)
  }

  /// The later sync settled the division once: divided once, paid once, the change held by both.
  private static func expectSettledOnce(
    _ host: WalletHost, _ token: WalletOfflineToken, before: [String: Int], progress: WalletSyncProgress,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    #expect(progress.accepted == 1 && progress.isComplete, sourceLocation: sourceLocation)
    let counters = try await host.counters()
    #expect(counters["divisions"] == (before["divisions"] ?? 0) + 1, "divided once", sourceLocation: sourceLocation)
    #expect(
      counters["offlineAccepted"] == (before["offlineAccepted"] ?? 0) + 1, "paid once", sourceLocation: sourceLocation)
    let operation = try #require(try await host.vault.operation("coffee"), sourceLocation: sourceLocation)
    #expect(operation.state == .confirmed && operation.reason == nil, sourceLocation: sourceLocation)
    let change = try #require(operation.changeTokenId, sourceLocation: sourceLocation)
    let payment = try #require(operation.paymentTokenId, sourceLocation: sourceLocation)
    #expect(try await host.serverStatus(ofToken: token.id) == "divided", sourceLocation: sourceLocation)
    #expect(try await host.serverStatus(ofToken: payment) == "spent", sourceLocation: sourceLocation)
    #expect(try await host.serverStatus(ofToken: change) == "active", sourceLocation: sourceLocation)
    let local = try await host.vault.balance()
    let server = try await host.api.balance(walletId: host.walletId).balances.offline
    #expect(local.available == Money(minorUnits: 1_500, currency: .inr), sourceLocation: sourceLocation)
    #expect(local.available == server.amount && local.pending.isZero, sourceLocation: sourceLocation)
  }

  @Test func aDivisionStillInProgressKeepsItsTokenAndALaterSyncSettlesItOnce() async throws {
    let (host, token, before) = try await Self.payingTenOfTwentyFive(requestTimeout: .seconds(2))
    defer { host.removeFiles() }
    // The first request works six seconds; the client gives up after two and asks again.
    try await host.server.addFault(
      .init(pathPrefix: "/wallet-api/tokens/divide", method: "POST", processingMs: 6_000, times: 1))
    let service = WalletSyncService(api: host.api, vault: host.vault, resendAttempts: 2)

    let first = try await service.run(describe: WalletHost.describe(payee: "cafe"))

    #expect(first.unknown == 1 && first.synced == 0 && first.rejected == 0)
    try await Self.expectReserved(host, token, reasonPrefix: "inProgress")
    #expect(try await host.server.stats().count("POST", "/wallet-api/tokens/divide") >= 2, "asked again")
    #expect(try await host.waitForServerStatus("divided", ofToken: token.id), "the first request finished")

    let later = try await service.run(describe: WalletHost.describe(payee: "cafe"))

    try await Self.expectSettledOnce(host, token, before: before, progress: later)
  }

  /// The server divides the token and its answer is lost: garbled once (an unreadable 2xx), or
  /// dropped on every attempt of the client's retry policy (three).
  @Test(arguments: [
    (
      ReferenceServer.Fault(pathPrefix: "/wallet-api/tokens/divide", method: "POST", garbleResponse: true, times: 1),
      "unreadableAnswer"
    ),
    (
      ReferenceServer.Fault(pathPrefix: "/wallet-api/tokens/divide", method: "POST", dropResponse: true, times: 3),
      "noAnswer"
    ),
  ])
  func aLostDivisionAnswerKeepsTheTokenAndALaterSyncSettlesItOnce(fault: ReferenceServer.Fault, reason: String)
    async throws
  {
    let (host, token, before) = try await Self.payingTenOfTwentyFive()
    defer { host.removeFiles() }
    try await host.server.addFault(fault)
    let service = WalletSyncService(api: host.api, vault: host.vault, resendAttempts: 0)

    let first = try await service.run(describe: WalletHost.describe(payee: "cafe"))

    #expect(first.unknown == 1 && first.synced == 0)
    try await Self.expectReserved(host, token, reasonPrefix: reason)
    #expect(try await host.serverStatus(ofToken: token.id) == "divided", "the server divided it")

    let later = try await service.run(describe: WalletHost.describe(payee: "cafe"))

    try await Self.expectSettledOnce(host, token, before: before, progress: later)
  }

  @Test func anUnreadableBatchAnswerKeepsItsTokensAndALaterSyncCountsThemOnce() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    try await host.server.clearFaults()
    try await host.goOnlineOnce()
    let tokens = try await host.issue(["3.00", "4.00"])
    for (index, token) in tokens.enumerated() {
      try await host.vault.accept(token)
      try await host.vault.beginSpend(operationId: "pay-\(index)", tokenId: token.id)
    }
    let before = try await host.counters()
    try await host.server.addFault(
      .init(pathPrefix: "/wallet-api/transactions/sync-offline", method: "POST", garbleResponse: true, times: 1))
    let service = WalletSyncService(api: host.api, vault: host.vault, resendAttempts: 0)

    let first = try await service.run(describe: WalletHost.describe(payee: "shop"))

    #expect(first.unknown == 2 && first.synced == 0)
    #expect(try await host.vault.pendingOperations().allSatisfy { $0.reason?.hasPrefix("unreadableAnswer") == true })
    #expect(try await host.vault.balance().available.isZero, "both tokens stay reserved")
    #expect(try await host.serverStatus(ofToken: tokens[0].id) == "spent", "the server recorded the batch")

    let later = try await service.run(describe: WalletHost.describe(payee: "shop"))

    #expect(later.accepted == 2 && later.isComplete)
    let counters = try await host.counters()
    #expect(counters["offlineAccepted"] == (before["offlineAccepted"] ?? 0) + 2, "counted once")
    #expect(
      counters["offlineReplayed"] == (before["offlineReplayed"] ?? 0) + 2, "answered again from the first results")
  }
}
