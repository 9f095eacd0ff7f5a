import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature

@Suite("Change-making and outcomes: divisions survive restarts, funds move only on definite answers")
struct WalletVaultDivisionTests {
  private let harness: WalletVaultHarness

  init() throws { harness = try WalletVaultHarness() }

  private static func inr(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: .inr) }

  /// Available + pending + spent must equal the value of the tokens accepted offline: change tokens
  /// replace part of what they came from, never add to it.
  private func expectConserved(_ vault: WalletVault, accepted: Int64, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
  {
    let balance = try await vault.balance()
    let sum =
      balance.available.minorUnits + balance.pending.minorUnits + balance.spent.minorUnits
      + balance.voided.minorUnits
    #expect(sum == accepted, sourceLocation: sourceLocation)
  }

  @Test("a payment smaller than its token is a pending division that survives reopening, then confirms with its change")
  func divisionAcrossRestart() async throws {
    let temporary = try TemporaryDatabase()
    let pool = harness.fixture.pool
    let division = harness.fixture.divisions[0]
    let sqlite = try temporary.open()
    let vault = try await harness.vault(sqlite)
    try await vault.recordSuccessfulSync()
    try await vault.accept(pool[0])
    try await vault.accept(pool[1])
    let accepted = pool[0].amount.minorUnits + pool[1].amount.minorUnits
    let pending = try await vault.beginSpend(operationId: "pay-1", tokenId: pool[0].id, payment: Self.inr(500))
    #expect(pending.isDivision && pending.change == Self.inr(313) && pending.state == .pending)
    await sqlite.close()

    let reopened = try await harness.vault(try temporary.open())
    let recorded = try #require(try await reopened.operation("pay-1"))
    #expect(recorded == pending)
    var balance = try await reopened.balance()
    #expect(balance.pending == pool[0].amount && balance.available == pool[1].amount)
    try await expectConserved(reopened, accepted: accepted)
    await #expect(throws: WalletVaultError.self) { try await reopened.confirm(operationId: "pay-1") }

    let confirmed = try await reopened.confirm(operationId: "pay-1", division: division)
    #expect(confirmed.state == .confirmed && confirmed.changeTokenId == "tok-change-001")
    #expect(try await reopened.confirm(operationId: "pay-1", division: division) == confirmed)
    #expect(try await reopened.apply(.divided(division), to: "pay-1") == confirmed)
    balance = try await reopened.balance()
    #expect(balance.spent == Self.inr(500))
    #expect(balance.available == (try pool[1].amount.adding(Self.inr(313))))
    #expect(balance.pending.isZero && balance.availableTokenCount == 2)
    #expect(balance.offline.minorUnits == accepted, "change from the backend is not offline acceptance")
    try await expectConserved(reopened, accepted: accepted)
    #expect(try await reopened.contains(tokenId: "tok-change-001"))
    try await reopened.beginSpend(operationId: "pay-2", tokenId: "tok-change-001")
  }

  @Test("a division that does not match, or change already held, is refused and the payment stays pending")
  func mismatchedDivisions() async throws {
    let vault = try await harness.syncedVault()
    let pool = harness.fixture.pool
    let divisions = harness.fixture.divisions
    try await vault.accept(pool[0])
    try await vault.beginSpend(operationId: "pay-1", tokenId: pool[0].id, payment: Self.inr(500))
    await #expect(throws: WalletVaultError.self) {
      try await vault.confirm(operationId: "pay-1", division: divisions[1])
    }
    var wrongChange = divisions[0]
    wrongChange.changeToken = divisions[2].changeToken
    await #expect(throws: WalletVaultError.self) {
      try await vault.confirm(operationId: "pay-1", division: wrongChange)
    }
    let change = try #require(divisions[0].changeToken)
    try await vault.accept(change)
    await #expect(throws: WalletVaultError.invalidChangeToken(.alreadyAccepted(tokenId: change.id))) {
      try await vault.confirm(operationId: "pay-1", division: divisions[0])
    }
    #expect(try await vault.operation("pay-1")?.state == .pending)
    try await expectConserved(vault, accepted: pool[0].amount.minorUnits + change.amount.minorUnits)
  }

  @Test("payments are above zero and at most the token; an operation id keeps its token and payment")
  func paymentRules() async throws {
    let vault = try await harness.syncedVault()
    let pool = harness.fixture.pool
    try await vault.accept(pool[0])
    await #expect(throws: WalletVaultError.self) {
      try await vault.beginSpend(operationId: "p", tokenId: pool[0].id, payment: Self.inr(0))
    }
    await #expect(throws: WalletVaultError.self) {
      try await vault.beginSpend(operationId: "p", tokenId: pool[0].id, payment: Self.inr(814))
    }
    await #expect(throws: WalletVaultError.self) {
      try await vault.beginSpend(operationId: "p", tokenId: pool[0].id, payment: Money(minorUnits: 1, currency: .usd))
    }
    let whole = try await vault.beginSpend(operationId: "p", tokenId: pool[0].id, payment: Self.inr(813))
    #expect(!whole.isDivision)
    #expect(try await vault.beginSpend(operationId: "p", tokenId: pool[0].id) == whole)
    await #expect(
      throws: WalletVaultError.operationConflict(
        operationId: "p", reason: "already pays 8.13 INR from token tok-pool-001")
    ) {
      try await vault.beginSpend(operationId: "p", tokenId: pool[0].id, payment: Self.inr(100))
    }
  }

  @Test("an unknown outcome stays pending; resubmission is idempotent; only a definite rejection releases the token")
  func outcomes() async throws {
    let vault = try await harness.syncedVault()
    let pool = harness.fixture.pool
    for token in pool.prefix(3) { try await vault.accept(token) }
    let accepted = pool.prefix(3).reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    let submitted = try await vault.beginSpend(operationId: "op-lost", tokenId: pool[0].id)
    for error in [WalletError.networkError(.timeout), .internalServerError, .invalidResponse(path: "", reason: "cut")] {
      #expect(try await vault.apply(WalletOperationOutcome(error: error), to: "op-lost") == submitted)
    }
    #expect(try await vault.beginSpend(operationId: "op-lost", tokenId: pool[0].id) == submitted)
    await #expect(throws: WalletVaultError.tokenAlreadySpent(tokenId: pool[0].id, operationId: "op-lost")) {
      try await vault.beginSpend(operationId: "op-other", tokenId: pool[0].id)
    }
    #expect(try await vault.balance().pending == pool[0].amount)
    let rejected = try await vault.apply(WalletOperationOutcome(error: .insufficientBalance), to: "op-lost")
    #expect(rejected.state == .rejected && rejected.reason == "INSUFFICIENT_BALANCE")
    #expect(try await vault.balance().available.minorUnits == accepted)
    try await vault.beginSpend(operationId: "op-again", tokenId: pool[0].id)
    #expect(try await vault.apply(.accepted, to: "op-again").state == .confirmed)

    try await vault.beginSpend(operationId: "op-spent", tokenId: pool[1].id)
    let voided = try await vault.apply(WalletOperationOutcome(error: .tokenAlreadySpent), to: "op-spent")
    #expect(voided.state == .rejected)
    let balance = try await vault.balance()
    #expect(balance.voided == pool[1].amount && balance.available == pool[2].amount)
    await #expect(throws: WalletVaultError.tokenVoided(tokenId: pool[1].id, reason: "TOKEN_ALREADY_SPENT")) {
      try await vault.beginSpend(operationId: "op-retry", tokenId: pool[1].id)
    }
    await #expect(throws: WalletVaultError.unknownOperation("nope")) { try await vault.apply(.unknown, to: "nope") }
    try await expectConserved(vault, accepted: accepted)
  }

  @Test("which backend errors are definite: refusals reject, a spent token voids, everything else is unknown")
  func outcomeClassification() {
    let rejected: [WalletError] = [
      .validationError(details: []), .insufficientBalance, .tokenExpired, .invalidSignature,
      .transactionFailed(reason: "x"), .securityViolation, .authorizationFailed, .resourceNotFound,
    ]
    for error in rejected { #expect(WalletOperationOutcome(error: error) == .rejected(reason: error.code)) }
    for error in [WalletError.tokenAlreadySpent, .doubleSpendingDetected] {
      #expect(WalletOperationOutcome(error: error) == .tokenSpent(reason: error.code))
    }
    let unknown: [WalletError] = [
      .authenticationRequired, .rateLimitExceeded(retryAfter: nil), .blockchainError(message: "x"),
      .networkError(.connectionLost), .syncError(message: "x"), .internalServerError,
      .invalidResponse(path: "", reason: ""), .cancelled, .temporarilyUnavailable(retryAfter: nil),
      .local(.init(.storage, reason: "x")),
    ]
    for error in unknown { #expect(WalletOperationOutcome(error: error) == .unknown) }
  }
}
