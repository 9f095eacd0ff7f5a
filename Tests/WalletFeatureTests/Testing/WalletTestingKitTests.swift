import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The testing kit: its issuer signs like the real one, and its fake backend keeps the real
/// backend's rules.
@Suite struct WalletTestingKitTests {
  @Test func theTestKeysArePublishedConsistently() throws {
    for signer in [WalletTestSigner.anchor, WalletTestSigner.issuer] {
      let message = Data("wallet testing kit".utf8)
      let signature = try #require(Data(base64URLEncoded: try signer.sign(message)))
      #expect(signature.count == 64)
      #expect(
        try SystemCrypto().isValidP256Signature(signature, format: .raw, for: message, publicKey: signer.publicPoint))
    }
    #expect(WalletTestIssuer().trustAnchor == (try WalletVectors.load().anchor), "the anchor of the test vectors")
  }

  @Test("seeded tokens verify, with a low S every time, and a tampered one does not", arguments: [UInt64(7), 8, 9])
  func issuedTokensVerify(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let issuer = WalletTestIssuer()
    let verifier = try WalletTokenVerifier(
      walletId: "wallet-kit", trustAnchor: issuer.trustAnchor, crypto: SystemCrypto())
    try verifier.install(try issuer.keyDatabase(version: "3"))
    for index in 0..<25 {
      let amount = Money(minorUnits: Int64.random(in: 1...50_000, using: &random), currency: .inr)
      let token = try issuer.token(amount: amount, owner: "wallet-kit", id: "tok-\(seed)-\(index)")
      #expect(try verifier.verify(token, at: Date()).token == token)
      var tampered = token
      tampered.amount = Money(minorUnits: amount.minorUnits + 1, currency: .inr)
      #expect(throws: WalletTokenRefusal.invalidSignature) { try verifier.verify(tampered, at: Date()) }
    }
  }

  @Test func theFakeBackendServesEveryEndpointLikeTheRealOne() async throws {
    let backend = try WalletFakeBackend(balance: "500.00")
    let container = try await Container.walletTesting(backend: backend)
    let api = try container.resolve(WalletAPI.self)
    #expect(try await api.validateSession().walletId == WalletSamples.walletId)
    let tokens = try await backend.issue(["25.00", "12.50"])
    let balance = try await api.balance(walletId: backend.walletId)
    #expect(balance.balances.blockchain.amount == WalletSamples.inr("500.00"))
    #expect(balance.balances.offline.amount == WalletSamples.inr("37.50") && balance.balances.offline.tokenCount == 2)
    await #expect(throws: WalletError.authorizationFailed) { try await api.balance(walletId: "wallet-other") }

    let first = try #require(tokens.first)
    let validation = try await api.validateToken(
      WalletTokenValidationRequest(tokenId: first.id, signature: first.signature, amount: first.amount))
    #expect(validation.valid && validation.validationDetails.notSpent)
    let keys = try await api.fetchPublicKeys()
    #expect(keys == (await backend.keyDatabase))

    let division = try await api.divideToken(
      WalletTokenDivisionRequest(
        tokenId: first.id, paymentAmount: WalletSamples.inr("10.00"), signature: first.signature),
      operationId: "split-1")
    #expect(division.changeToken?.amount == WalletSamples.inr("15.00"))
    let again = try await api.divideToken(
      WalletTokenDivisionRequest(
        tokenId: first.id, paymentAmount: WalletSamples.inr("10.00"), signature: first.signature),
      operationId: "split-1")
    #expect(again == division, "a resent division is answered with the first")
    #expect(await backend.counters["divisions"] == 1)

    let second = try #require(tokens.last)
    let payment = WalletOfflineTransaction(
      id: "offline-1", senderId: backend.walletId, receiverId: "shop", amount: second.amount, tokenIds: [second.id],
      signature: "sig", timestamp: Date())
    let synced = try await api.syncOfflineTransactions([payment])
    #expect(synced.results.map(\.status) == [.accepted])
    var twice = payment
    twice.id = "offline-2"
    let refused = try await api.syncOfflineTransactions([payment, twice])
    #expect(refused.results.map(\.status) == [.accepted, .rejected], "the resend replays, the second spend is refused")
    #expect(refused.results.last?.errorCode == "DOUBLE_SPENDING_DETECTED")
    #expect(await backend.counters["offlineReplayed"] == 1)
    await #expect(throws: WalletError.tokenAlreadySpent) {
      try await api.submitTransaction(
        WalletTransactionSubmission(
          type: .offlineTransfer, senderId: backend.walletId, receiverId: "shop", amount: second.amount,
          tokenIds: [second.id], senderSignature: "sig"),
        idempotencyKey: "submit-1")
    }

    let serverId = try #require(synced.results.first?.serverTransactionId)
    #expect(try await api.transactionStatus(transactionId: serverId).status == .completed)
    let receipt = try await api.reportSecurityEvent(
      WalletSecurityEvent(eventType: .doubleSpendAttempt, severity: .high, description: "token offered twice"))
    let status = try await api.mobileSecurityStatus()
    #expect(status.overallStatus == .warning && status.alerts.map(\.id) == ["alert-\(receipt.eventId)"])
    #expect(try await api.securityRecommendations().recommendations.count == 2)
  }

  @Test func historyIsFilteredAndPagedAndTheSyncCursorMissesNothing() async throws {
    let backend = try WalletFakeBackend()
    for index in 0..<45 {
      await backend.record(
        WalletTransaction(
          id: "hist-\(index)", type: index % 3 == 0 ? .tokenPurchase : .offlineTransfer,
          senderId: WalletSamples.walletId, receiverId: "shop", amount: WalletSamples.inr("1.00"),
          status: index % 5 == 0 ? .pending : .completed, timestamp: WalletSamples.now.addingTimeInterval(Double(index))
        ))
    }
    let api = try await Container.walletTesting(backend: backend).resolve(WalletAPI.self)
    var seen: [WalletTransaction] = []
    for try await page in api.historyPages(WalletHistoryQuery(limit: 10, type: .offlineTransfer)) { seen += page }
    #expect(seen.count == 30 && seen.allSatisfy { $0.type == .offlineTransfer })
    #expect(seen.map(\.timestamp) == seen.map(\.timestamp).sorted(by: >), "newest first")
    let pending = try await api.history(WalletHistoryQuery(limit: 100, status: .pending))
    #expect(pending.pagination.total == 9)
    let synced = try await api.syncAllTransactions(limit: 7)
    #expect(Set(synced.transactions.map(\.id)).count == 45, "every change once, across pages")
    await backend.setStatus(.failed, ofTransaction: "hist-3", reason: "chain reorganised")
    let later = try await api.syncAllTransactions(lastSyncTimestamp: synced.lastSyncTimestamp)
    #expect(later.transactions.map(\.id) == ["hist-3"])
  }

  @Test func sessionsRotateOnRefreshAndEndAtLogout() async throws {
    let backend = try WalletFakeBackend()
    let container = try await Container.walletTesting(backend: backend)
    let api = try container.resolve(WalletAPI.self)
    let rotated = try await api.refreshToken(WalletFakeBackend.initialRefreshToken)
    await #expect(throws: WalletError.authenticationRequired, "a refresh token is used once") {
      try await api.refreshToken(WalletFakeBackend.initialRefreshToken)
    }
    #expect(try await api.logout(refreshToken: rotated.refreshToken).success)
    #expect(try await container.resolve(TokenManager.self, name: WalletModule.clientName).isSignedIn == false)
    let signedOut = try await Container.walletTesting(backend: backend, signedIn: false).resolve(WalletAPI.self)
    await #expect(throws: WalletError.authenticationRequired) { try await signedOut.validateSession() }
  }

  @Test func aDroppedAnswerLeavesTheSyncPendingAndTheResendCountsOnce() async throws {
    let backend = try WalletFakeBackend()
    let container = try await Container.walletTesting(backend: backend)
    let vault = try container.resolve(WalletVault.self)
    try await backend.prepare(vault)
    for (index, token) in try await backend.issue(["5.00", "6.00"]).enumerated() {
      try await vault.accept(token)
      try await vault.beginSpend(operationId: "drop-\(index)", tokenId: token.id)
    }
    await backend.dropResponses(to: "transactions/sync-offline", times: 3)
    let service = try container.resolve(WalletSyncService.self)
    let lost = try await service.run(describe: WalletSamples.describe(payee: "shop"))
    #expect(lost.unknown == 2 && lost.synced == 0)
    let later = try await service.run(describe: WalletSamples.describe(payee: "shop"))
    #expect(later.accepted == 2 && later.isComplete)
    let counters = await backend.counters
    #expect(counters["offlineAccepted"] == 2, "recorded once, on the first send")
    #expect(counters["offlineReplayed"] == 6, "two lost resends and the next sync were answered from the first results")
    #expect(try await vault.balance().spent == WalletSamples.inr("11.00"))
  }
}
