import Foundation
import SharedCore
import Testing
import WalletFeature

@Suite("Wallet models decode the backend's JSON exactly")
struct WalletModelDecodingTests {
  private let decoder = WalletCoding.makeDecoder(currency: .inr)

  private func decode<T: Decodable>(_ type: T.Type, _ fixture: String) throws -> T {
    try decoder.decode(type, from: Fixtures.data("models/\(fixture)"))
  }

  private func roundTrip<T: Codable & Equatable>(_ value: T) throws {
    let data = try WalletCoding.makeEncoder().encode(value)
    #expect(try decoder.decode(T.self, from: data) == value)
  }

  private func inr(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: .inr) }

  @Test("every fixture decodes and survives an encode-decode round trip")
  func everyFixtureRoundTrips() throws {
    try roundTrip(decode(WalletBalance.self, "balance.json"))
    try roundTrip(decode(WalletTransactionSyncPage.self, "transaction-sync.json"))
    try roundTrip(decode(WalletTokenValidation.self, "token-validation.json"))
    try roundTrip(decode(WalletTokenDivision.self, "token-division.json"))
    try roundTrip(decode(WalletPublicKeyDatabase.self, "public-keys.json"))
    try roundTrip(decode(WalletSecurityStatus.self, "security-status.json"))
    try roundTrip(decode(WalletHistoryPage.self, "history-page.json"))
    try roundTrip(decode(WalletOfflineSyncResponse.self, "offline-sync-response.json"))
  }

  @Test("the balance's buckets, counts and timestamps")
  func balance() throws {
    let balance = try decode(WalletBalance.self, "balance.json")
    #expect(balance.walletId == "wallet-123")
    #expect(balance.balances.blockchain.amount == inr(125_075))
    #expect(balance.balances.blockchain.currency == .inr)
    #expect(balance.balances.offline.amount == inr(20_050))
    #expect(balance.balances.offline.tokenCount == 4)
    #expect(balance.balances.offline.lastUpdated == Date(timeIntervalSince1970: 1_795_167_072))
    #expect(balance.balances.pending.amount == inr(1_500))
    #expect(balance.balances.pending.transactionCount == 1)
    #expect(balance.totalBalance == inr(146_625))
  }

  @Test("a sync page's transactions, cursor and paging flag")
  func syncPage() throws {
    let page = try decode(WalletTransactionSyncPage.self, "transaction-sync.json")
    #expect(page.transactions.map(\.id) == ["test-tx-id", "tx-2"])
    #expect(page.transactions[0].type == .offlineTransfer)
    #expect(page.transactions[0].amount == inr(1_500))
    #expect(page.transactions[0].status == .completed)
    #expect(page.transactions[0].blockchainTxHash == "0xabc123")
    #expect(page.transactions[1].amount == inr(1))
    #expect(page.transactions[1].completedAt == nil)
    #expect(page.transactions[1].timestamp == Date(timeIntervalSince1970: 1_795_149_060))
    #expect(page.totalCount == 2)
    #expect(!page.hasMore)
  }

  @Test("token validation, division and key database")
  func tokens() throws {
    let validation = try decode(WalletTokenValidation.self, "token-validation.json")
    #expect(validation.valid)
    #expect(validation.token.amount == inr(2_500))
    #expect(validation.validationDetails.allPassed)
    let division = try decode(WalletTokenDivision.self, "token-division.json")
    #expect(division.originalToken.amount == inr(10_000))
    #expect(division.paymentToken.amount == inr(6_250))
    #expect(division.changeToken?.amount == inr(3_750))
    #expect(division.changeToken?.keyId == "issuer-2026-a")
    let keys = try decode(WalletPublicKeyDatabase.self, "public-keys.json")
    #expect(keys.version == "3")
    #expect(keys.publicKeys["wallet-123"]?.walletAddress.hasPrefix("0x9f2c") == true)
    #expect(keys.issuerKeys == nil && keys.offlineLimits == nil && keys.signature == nil)
  }

  @Test("security status, history page and offline sync results")
  func securityHistoryAndSync() throws {
    let status = try decode(WalletSecurityStatus.self, "security-status.json")
    #expect(status.overallStatus == .healthy)
    #expect(status.securityScore == 85)
    #expect(status.alerts.first?.type == .warning)
    #expect(status.recommendations.first?.priority == .medium)
    let history = try decode(WalletHistoryPage.self, "history-page.json")
    #expect(history.transactions.first?.amount == inr(99_999))
    #expect(history.transactions.first?.status.isFinal == true)
    #expect(!history.pagination.hasMore)
    let sync = try decode(WalletOfflineSyncResponse.self, "offline-sync-response.json")
    #expect(sync.results[0].rejection == nil)
    #expect(sync.results[1].rejection == .doubleSpendingDetected)
  }

  @Test("amounts are written as exact JSON numbers")
  func amountsEncodeAsNumbers() throws {
    let request = WalletTokenValidationRequest(tokenId: "t-1", signature: "sig", amount: inr(1_050))
    let text = String(decoding: try WalletCoding.makeEncoder().encode(request), as: UTF8.self)
    #expect(text == #"{"amount":10.5,"signature":"sig","tokenId":"t-1"}"#)
    let event = WalletSecurityEvent(
      eventType: .performanceIssue, severity: .medium, description: "Slow API response detected",
      metadata: ["endpoint": .string("/wallet/history")])
    let eventText = String(decoding: try WalletCoding.makeEncoder().encode(event), as: UTF8.self)
    #expect(eventText.contains(#""eventType":"performance_issue""#))
  }

  @Test("the history query's items, and its refusals named by field")
  func historyQuery() throws {
    let start = Date(timeIntervalSince1970: 1_763_596_800)
    let query = WalletHistoryQuery(page: 2, limit: 50, type: .tokenPurchase, status: .pending, startDate: start)
    let items = try query.queryItems()
    #expect(items.map(\.name) == ["page", "limit", "type", "status", "startDate"])
    #expect(items.map(\.value) == ["2", "50", "token_purchase", "pending", "2025-11-20T00:00:00Z"])
    #expect(query.onPage(3).page == 3)
    let bad = WalletHistoryQuery(page: 0, limit: 500, startDate: start, endDate: start.addingTimeInterval(-1))
    #expect(throws: WalletError.self) { try bad.queryItems() }
    do {
      _ = try bad.queryItems()
    } catch {
      guard case .validationError(let details) = error else { Issue.record("unexpected \(error)"); return }
      #expect(details.map(\.field) == ["page", "limit", "startDate"])
    }
  }
}
