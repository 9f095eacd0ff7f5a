import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature

/// Offline acceptance against the server's signed tokens and key database, double spends, change
/// making and lossless batch sync, over real HTTP.
@Suite(.referenceServer, .serialized) struct WalletOfflineIntegrationTests {
  @Test func serverIssuedTokensAreAcceptedOfflineAgainstTheFetchedKeyDatabase() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    try await host.goOnlineOnce()
    let tokens = try await host.issue(["25.00", "12.34"])
    for token in tokens {
      let verified = try await host.vault.accept(token)
      #expect(verified.token.id == token.id)
    }
    #expect(try await host.vault.balance().available == Money(minorUnits: 3_734, currency: .inr))
    var tampered = try #require(tokens.first)
    tampered.id = "tok-forged"
    await #expect(throws: WalletTokenRefusal.self) { try await host.vault.accept(tampered) }
    let stranger = try await WalletHost()
    defer { stranger.removeFiles() }
    try await stranger.goOnlineOnce()
    await #expect(throws: WalletTokenRefusal.self, "made out to another wallet") {
      try await stranger.vault.accept(try #require(tokens.last))
    }
  }

  @Test func aDoubleSpendIsRefusedOfflineAndAgainByTheServer() async throws {
    let walletId = WalletHost.freshWalletId()
    let phone = try await WalletHost(walletId: walletId)
    let tablet = try await WalletHost(walletId: walletId)
    defer {
      phone.removeFiles()
      tablet.removeFiles()
    }
    try await phone.goOnlineOnce()
    try await tablet.goOnlineOnce()
    let token = try #require(try await phone.issue(["40.00"]).first)
    try await phone.vault.accept(token)
    await #expect(throws: WalletTokenRefusal.alreadyAccepted(tokenId: token.id), "refused offline") {
      try await phone.vault.accept(token)
    }
    try await tablet.vault.accept(token)  // another device of the wallet has not heard of it
    try await phone.vault.beginSpend(operationId: "phone-pay", tokenId: token.id)
    try await tablet.vault.beginSpend(operationId: "tablet-pay", tokenId: token.id)
    let sync = WalletHost.describe(payee: "merchant-7")
    let first = try await phone.container.resolve(WalletSyncService.self).run(describe: sync)
    #expect(first.accepted == 1 && first.isComplete)
    let second = try await tablet.container.resolve(WalletSyncService.self).run(describe: sync)
    #expect(second.rejected == 1 && second.isComplete, "the server refuses the second spend")
    let refused = try #require(try await tablet.vault.operation("tablet-pay"))
    #expect(refused.state == .rejected)
    #expect(refused.reason?.hasPrefix("DOUBLE_SPENDING_DETECTED") == true, "the reason stays visible")
    #expect(try await tablet.vault.balance().available.minorUnits == 0, "the spent token is not released")
    #expect(try await phone.serverStatus(ofToken: token.id) == "spent")
  }

  @Test func changeMakingIsConfirmedByTheServersDivision() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    try await host.goOnlineOnce()
    let token = try #require(try await host.issue(["100.00"]).first)
    try await host.vault.accept(token)
    let divisionsBefore = try await host.counters()["divisions"] ?? 0
    let pending = try await host.vault.beginSpend(
      operationId: "coffee", tokenId: token.id, payment: Money(minorUnits: 6_250, currency: .inr))
    #expect(pending.isDivision && pending.state == .pending)
    let progress = try await host.container.resolve(WalletSyncService.self).run(
      describe: WalletHost.describe(payee: "cafe"))
    #expect(progress.accepted == 1 && progress.isComplete)
    let confirmed = try #require(try await host.vault.operation("coffee"))
    #expect(confirmed.state == .confirmed)
    let changeId = try #require(confirmed.changeTokenId)
    #expect(try await host.vault.token(changeId)?.amount == Money(minorUnits: 3_750, currency: .inr))
    #expect(try await host.vault.balance().available == Money(minorUnits: 3_750, currency: .inr))
    #expect(try await host.serverStatus(ofToken: token.id) == "divided")
    #expect(try await host.serverStatus(ofToken: changeId) == "active")
    #expect(try await host.counters()["divisions"] == divisionsBefore + 1)
    let server = try await host.api.balance(walletId: host.walletId).balances.offline
    #expect(server.amount == Money(minorUnits: 3_750, currency: .inr), "the payment part went to the payee")
    #expect(server.tokenCount == 1)
  }

  @Test func aBatchSyncWithALostResponseCountsEachTransactionOnce() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    try await host.goOnlineOnce()
    let amounts = (1...10).map { "\($0).25" }
    let tokens = try await host.issue(amounts)
    for token in tokens { try await host.vault.accept(token) }
    for (index, token) in tokens.prefix(7).enumerated() {
      try await host.vault.beginSpend(operationId: "pay-\(index)", tokenId: token.id)
    }
    let before = try await host.counters()
    try await host.server.addFault(
      .init(pathPrefix: "/wallet-api/transactions/sync-offline", method: "POST", dropResponse: true, times: 1))
    let service = try host.container.resolve(WalletSyncService.self)
    var reports: [WalletSyncProgress] = []
    for try await progress in service.sync(describe: WalletHost.describe(payee: "shop")) { reports.append(progress) }
    let final = try #require(reports.last)
    #expect(final.total == 7 && final.synced == 7 && final.accepted == 7 && final.unknown == 0)
    #expect(reports.map(\.synced) == reports.map(\.synced).sorted(), "progress only grows")
    #expect(reports.first?.synced == 0 && reports.count == 3, "start, then one report per batch of 4")
    let counters = try await host.counters()
    let accepted = (counters["offlineAccepted"] ?? 0) - (before["offlineAccepted"] ?? 0)
    let replayed = (counters["offlineReplayed"] ?? 0) - (before["offlineReplayed"] ?? 0)
    #expect(accepted == 7, "each transaction counted once")
    #expect(replayed == 4, "the dropped batch was answered again from its first results")
    let history = try await host.api.history(WalletHistoryQuery(limit: 100, type: .offlineTransfer))
    #expect(history.pagination.total == 7)
    let server = try await host.api.balance(walletId: host.walletId).balances.offline
    let local = try await host.vault.balance()
    #expect(local.available == server.amount && local.availableTokenCount == server.tokenCount)
    #expect(local.pendingOperationCount == 0)
    let again = try await service.run(describe: WalletHost.describe(payee: "shop"))
    #expect(again.total == 0, "nothing left to send")
  }

  @Test func answersLostBeyondTheResendsStayPendingUntilTheNextSync() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    try await host.goOnlineOnce()
    let tokens = try await host.issue(["3.00", "4.00"])
    for (index, token) in tokens.enumerated() {
      try await host.vault.accept(token)
      try await host.vault.beginSpend(operationId: "lost-\(index)", tokenId: token.id)
    }
    let before = try await host.counters()
    try await host.server.addFault(
      .init(pathPrefix: "/wallet-api/transactions/sync-offline", method: "POST", dropResponse: true, times: 3))
    let service = try host.container.resolve(WalletSyncService.self)
    let lost = try await service.run(describe: WalletHost.describe(payee: "shop"))
    #expect(lost.unknown == 2 && lost.synced == 0, "three answers lost: the outcome is unknown")
    #expect(try await host.vault.pendingOperations().map(\.id) == ["lost-0", "lost-1"])
    #expect(try await host.vault.balance().available.minorUnits == 0, "the tokens stay reserved")
    let later = try await service.run(describe: WalletHost.describe(payee: "shop"))
    #expect(later.accepted == 2 && later.isComplete)
    let after = try await host.counters()
    #expect((after["offlineAccepted"] ?? 0) - (before["offlineAccepted"] ?? 0) == 2, "recorded once, on the first send")
    #expect(try await host.vault.operation("lost-1")?.state == .confirmed)
  }

  @Test func aRotatedKeyDatabaseReplacesTheOlderOneWhichIsThenRefused() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    let older = try await host.api.fetchPublicKeys()
    try await host.vault.installKeyDatabase(older)
    _ = try await WalletHost.admin(host.server, "POST", "admin/wallet/key-database", [:])
    let newer = try await host.api.fetchPublicKeys()
    #expect(try WalletKeyDatabaseVersion(newer.version) > WalletKeyDatabaseVersion(older.version))
    try await host.vault.installKeyDatabase(newer)
    await #expect(throws: WalletKeyDatabaseError.self, "a lower version never replaces a higher one") {
      try await host.vault.installKeyDatabase(older)
    }
    #expect(try await host.vault.restoreKeyDatabase() == newer.version)
  }
}
