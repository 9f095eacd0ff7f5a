import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature

/// Every endpoint of the wallet API over real HTTP, on the wallet backend's own token session.
@Suite(.referenceServer, .serialized) struct WalletAPIIntegrationTests {
  @Test func sessionRefreshAndLogoutInvalidateTheTokens() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    let session = try await host.api.validateSession()
    #expect(session.valid && session.walletId == host.walletId)
    try await host.server.expireTokens()
    #expect(try await host.api.validateSession().walletId == host.walletId, "expired: refreshed once, then sent")
    let stats = try await host.server.stats()
    #expect(stats.refreshCalls == 0, "the generic backend's refresh is never used")
    let manual = try await host.api.refreshToken(try #require(await refreshToken(of: host)))
    #expect(manual.expiresIn > 0 && manual.tokenType == "Bearer")
    let receipt = try await host.api.logout(refreshToken: manual.refreshToken)
    #expect(receipt.success)
    #expect(try await host.tokens().isSignedIn == false, "the local token store is cleared")
    await #expect(throws: WalletError.authenticationRequired) { try await host.api.refreshToken(manual.refreshToken) }
  }

  @Test func balanceHistoryAndItsPages() async throws {
    let host = try await WalletHost(balance: "1250.75")
    defer { host.removeFiles() }
    _ = try await host.issue(["100.00", "0.50"])
    let balance = try await host.api.balance(walletId: host.walletId)
    #expect(balance.balances.blockchain.amount == Money(minorUnits: 125_075, currency: .inr))
    #expect(balance.balances.offline.amount == Money(minorUnits: 10_050, currency: .inr))
    #expect(balance.balances.offline.tokenCount == 2)
    #expect(balance.totalBalance == Money(minorUnits: 135_125, currency: .inr))
    await #expect(throws: WalletError.authorizationFailed) { try await host.api.balance(walletId: "someone-else") }
    for index in 0..<5 {
      _ = try await host.api.submitTransaction(
        WalletTransactionSubmission(
          type: .onlineTransfer, senderId: host.walletId, receiverId: "payee-\(index)",
          amount: Money(minorUnits: 125, currency: .inr), tokenIds: [], senderSignature: "sig"),
        idempotencyKey: "submit-\(index)")
    }
    let page = try await host.api.history(WalletHistoryQuery(page: 2, limit: 2))
    #expect(page.pagination.total == 5 && page.pagination.totalPages == 3)
    #expect(page.transactions.map(\.receiverId) == ["payee-2", "payee-1"])
    var pages: [[String]] = []
    for try await items in host.api.historyPages(WalletHistoryQuery(page: 1, limit: 2, status: .completed)) {
      pages.append(items.map(\.receiverId))
    }
    #expect(pages == [["payee-4", "payee-3"], ["payee-2", "payee-1"], ["payee-0"]])
    let none = try await host.api.history(WalletHistoryQuery(type: .tokenPurchase))
    #expect(none.transactions.isEmpty)
    let early = try await host.api.history(WalletHistoryQuery(endDate: Date(timeIntervalSince1970: 0)))
    #expect(early.pagination.total == 0)
  }

  @Test func tokensValidateDivideAndTheKeyDatabase() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    let token = try #require(try await host.issue(["25.00"]).first)
    let validation = try await host.api.validateToken(
      WalletTokenValidationRequest(tokenId: token.id, signature: token.signature, amount: token.amount))
    #expect(validation.valid && validation.token.amount == token.amount)
    let tampered = try await host.api.validateToken(
      WalletTokenValidationRequest(
        tokenId: token.id, signature: token.signature, amount: Money(minorUnits: 2_600, currency: .inr)))
    #expect(!tampered.valid && !tampered.validationDetails.signatureValid)
    let database = try await host.api.fetchPublicKeys()
    #expect(database.publicKeys[host.walletId] != nil && database.signature != nil)
    try await host.vault.installKeyDatabase(database)
    let division = try await host.api.divideToken(
      WalletTokenDivisionRequest(
        tokenId: token.id, paymentAmount: Money(minorUnits: 1_000, currency: .inr), signature: token.signature),
      operationId: "divide-1")
    #expect(division.originalToken.status == "divided")
    #expect(division.paymentToken.amount.minorUnits == 1_000 && division.changeToken?.amount.minorUnits == 1_500)
    await #expect(throws: WalletError.tokenAlreadySpent) {
      try await host.api.divideToken(
        WalletTokenDivisionRequest(
          tokenId: token.id, paymentAmount: Money(minorUnits: 100, currency: .inr), signature: token.signature),
        operationId: "divide-2")
    }
  }

  @Test func transactionsSubmitSyncPagesAndStatus() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    var ids: [String] = []
    for index in 0..<7 {
      let receipt = try await host.api.submitTransaction(
        WalletTransactionSubmission(
          type: .onlineTransfer, senderId: host.walletId, receiverId: "r-\(index)",
          amount: Money(minorUnits: 100, currency: .inr), tokenIds: [], senderSignature: "sig"),
        idempotencyKey: "tx-\(index)")
      ids.append(receipt.transactionId)
    }
    let first = try await host.api.syncTransactions(limit: 3)
    #expect(first.transactions.count == 3 && first.hasMore && first.totalCount == 7)
    let all = try await host.api.syncAllTransactions(limit: 3)
    #expect(all.transactions.map(\.id) == ids, "every change once, in order, across pages")
    let status = try await host.api.transactionStatus(transactionId: ids[0])
    #expect(status.status == .completed && status.blockchainTxHash != nil)
    await #expect(throws: WalletError.resourceNotFound) { try await host.api.transactionStatus(transactionId: "tx-x") }
    let again = try await host.api.syncAllTransactions(lastSyncTimestamp: all.lastSyncTimestamp, limit: 3)
    #expect(again.transactions.isEmpty, "nothing changed after the cursor")
    await #expect(throws: WalletError.insufficientBalance) {
      try await host.api.submitTransaction(
        WalletTransactionSubmission(
          type: .onlineTransfer, senderId: host.walletId, receiverId: "r",
          amount: Money(minorUnits: 10_000_000, currency: .inr), tokenIds: [], senderSignature: "sig"),
        idempotencyKey: "too-much")
    }
  }

  @Test func securityStatusEventsAndRecommendations() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    let healthy = try await host.api.mobileSecurityStatus()
    #expect(healthy.overallStatus == .healthy && healthy.securityScore == 100)
    let receipt = try await host.api.reportSecurityEvent(
      WalletSecurityEvent(
        eventType: .doubleSpendAttempt, severity: .high, description: "token presented twice",
        metadata: ["tokenId": "tok-1"]))
    #expect(!receipt.eventId.isEmpty)
    let status = try await host.api.mobileSecurityStatus()
    #expect(status.overallStatus == .warning && status.securityScore == 85 && status.alerts.count == 1)
    let recommendations = try await host.api.securityRecommendations().recommendations.map(\.id)
    #expect(recommendations == ["rec-biometrics", "rec-double_spend_attempt"])
  }

  @Test func thePerformanceMonitorReadsThePipelineMetrics() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    for _ in 0..<3 { _ = try await host.api.securityRecommendations() }
    let monitor = try host.container.resolve(WalletPerformanceMonitor.self)
    let name = "wallet GET /security/recommendations"
    #expect(await monitor.latencyHistory(for: name).count == 3)
    #expect(await monitor.averageResponseTime(for: name) != nil)
    #expect(await monitor.endpoints().contains(name))
    #expect(await monitor.slowEndpoints(threshold: .seconds(60)).isEmpty)
    #expect(await monitor.slowEndpoints(threshold: .zero)[name] != nil)
  }

  private func refreshToken(of host: WalletHost) async throws -> String? {
    let store = try host.container.resolve((any TokenStoreFactory).self).makeTokenStore(
      forBackend: WalletModule.clientName)
    return try await store.load()?.refreshToken
  }
}
