import Foundation
import SharedCore

/// The vault's SQL, run inside the transactions ``WalletVault`` opens. Every value is bound.
enum WalletVaultRecords {
  /// Verifies and records a token; a refusal is returned (not thrown) so that the transaction
  /// still commits the advanced clock. The checks, in order: recorded before, the token itself, the
  /// key database's age (`keyDatabaseMaxAge` milliseconds since the backend last served it), a first
  /// sync, time measured since the last contact, the offline window, the offline total.
  static func accept(
    _ token: WalletOfflineToken, json: Data, verifier: WalletTokenVerifier, keyDatabaseMaxAge: Int64,
    clock: WalletVaultClock, in db: any SQLiteQuerying
  ) throws -> Result<WalletVerifiedToken, WalletTokenRefusal> {
    if try db.queryFirst("SELECT 1 FROM wallet_tokens WHERE token_id = ?", [.text(token.id)]) != nil {
      return .failure(.alreadyAccepted(tokenId: token.id))
    }
    let verified: WalletVerifiedToken
    do {
      verified = try verifier.verify(token, at: clock.now)
    } catch {
      return .failure(error)
    }
    let refreshed = try db.queryFirst("SELECT refreshed_ms FROM wallet_key_database WHERE id = 1")?.value(
      Int64?.self, at: 0)
    guard let refreshed, clock.nowMilliseconds - refreshed <= keyDatabaseMaxAge else {
      return .failure(
        .keyDatabaseTooOld(
          refreshedAt: refreshed.map { Date(timeIntervalSince1970: TimeInterval($0) / 1000) },
          maxAgeSeconds: keyDatabaseMaxAge / 1000))
    }
    let limits = verified.limits
    guard let lastSync = clock.lastSyncMilliseconds else { return .failure(.syncRequired) }
    guard clock.isMeasuredSinceContact else { return .failure(.restartedSinceLastContact) }
    let offlineSeconds = (clock.nowMilliseconds - lastSync) / 1000
    guard offlineSeconds <= limits.maxOfflineSeconds else {
      return .failure(.offlineTooLong(seconds: offlineSeconds, limit: limits.maxOfflineSeconds))
    }
    let acceptedSoFar = try offlineTotal(epoch: clock.syncEpoch, currency: token.amount.currency, in: db)
    let (total, overflow) = acceptedSoFar.minorUnits.addingReportingOverflow(token.amount.minorUnits)
    guard !overflow, total <= limits.maxOfflineTotal.minorUnits else {
      return .failure(.offlineTotalExceeded(acceptedSoFar: acceptedSoFar, limit: limits.maxOfflineTotal))
    }
    try insert(
      token, json: json, origin: "offline", keyDatabaseVersion: verified.keyDatabaseVersion, clock: clock,
      epoch: clock.syncEpoch, in: db)
    return .success(verified)
  }

  /// Records a pending spend of `payment` (the whole token when `nil`), idempotently by operation id.
  static func beginSpend(
    operationId: String, tokenId: String, payment: Money?, currency: Currency, clock: WalletVaultClock,
    in db: any SQLiteQuerying
  ) throws -> WalletOperation {
    guard
      let token = try db.queryFirst(
        "SELECT amount_minor, voided_reason, divided_by FROM wallet_tokens WHERE token_id = ?", [.text(tokenId)])
    else {
      if let existing = try operation(operationId, currency: currency, in: db) {
        throw WalletVaultError.operationConflict(
          operationId: operationId, reason: "already spends token \(existing.tokenId)")
      }
      throw WalletVaultError.unknownToken(tokenId)
    }
    let tokenAmount = try token.value(Int64.self, at: 0)
    let paymentMinor = payment?.minorUnits ?? tokenAmount
    if let payment, payment.currency != currency {
      throw WalletVaultError.invalidPayment(reason: "the payment is in \(payment.currency), the wallet in \(currency)")
    }
    guard paymentMinor > 0, paymentMinor <= tokenAmount else {
      throw WalletVaultError.invalidPayment(
        reason:
          "the payment must be above zero and at most the token's \(Money(minorUnits: tokenAmount, currency: currency))"
      )
    }
    if let existing = try operation(operationId, currency: currency, in: db) {
      guard existing.tokenId == tokenId, existing.payment.minorUnits == paymentMinor else {
        throw WalletVaultError.operationConflict(
          operationId: operationId, reason: "already pays \(existing.payment) from token \(existing.tokenId)")
      }
      return existing
    }
    if let reason = try token.value(String?.self, at: 1) {
      throw WalletVaultError.tokenVoided(tokenId: tokenId, reason: reason)
    }
    if let divider = try token.value(String?.self, at: 2) {
      throw WalletVaultError.tokenAlreadySpent(tokenId: tokenId, operationId: divider)
    }
    if let live = try db.queryFirst(
      """
      SELECT operation_id FROM wallet_operations
      WHERE (token_id = ? OR payment_token_id = ?) AND state IN ('pending', 'confirmed')
      """,
      [.text(tokenId), .text(tokenId)])
    {
      throw WalletVaultError.tokenAlreadySpent(tokenId: tokenId, operationId: try live.value(String.self, at: 0))
    }
    try db.run(
      """
      INSERT INTO wallet_operations (operation_id, token_id, payment_minor, state, created_at_ms)
      VALUES (?, ?, ?, 'pending', ?)
      """,
      [.text(operationId), .text(tokenId), .integer(paymentMinor), .integer(clock.nowMilliseconds)])
    return try recorded(operationId, currency: currency, in: db)
  }

  /// Moves a pending operation to a final state; the same final state again is a no-op. A
  /// rejection that voids the token also marks the token, so that it is not released.
  static func resolve(
    operationId: String, as state: WalletOperationState, reason: String?, voidsToken: Bool, currency: Currency,
    clock: WalletVaultClock, in db: any SQLiteQuerying
  ) throws -> WalletOperation {
    guard let existing = try operation(operationId, currency: currency, in: db) else {
      throw WalletVaultError.unknownOperation(operationId)
    }
    switch existing.state {
    case state:
      return existing
    case .pending:
      if state == .confirmed, existing.isDivision, existing.paymentTokenId == nil {
        throw WalletVaultError.divisionMismatch(
          operationId: operationId, reason: "a division is confirmed with the backend's division and its change")
      }
      try db.run(
        "UPDATE wallet_operations SET state = ?, resolved_at_ms = ?, reason = ? WHERE operation_id = ?",
        [
          .text(state.rawValue), .integer(clock.nowMilliseconds), reason.map(SQLiteValue.text) ?? .null,
          .text(operationId),
        ])
      if voidsToken {
        // After a division the transfer sends the payment token: that is the one spent elsewhere.
        try db.run(
          "UPDATE wallet_tokens SET voided_reason = ? WHERE token_id = ?",
          [.text(reason ?? "spent elsewhere"), .text(existing.paymentTokenId ?? existing.tokenId)])
      }
      return try recorded(operationId, currency: currency, in: db)
    case .confirmed, .rejected:
      throw WalletVaultError.operationConflict(
        operationId: operationId, reason: "already \(existing.state.rawValue), cannot become \(state.rawValue)")
    }
  }

  /// Confirms a pending division with the backend's answer: the operation and its change token are
  /// recorded together, so the change is neither lost nor counted twice.
  static func confirm(
    operationId: String, division: WalletTokenDivision, verifier: WalletTokenVerifier, currency: Currency,
    clock: WalletVaultClock, in db: any SQLiteQuerying
  ) throws -> WalletOperation {
    guard let existing = try operation(operationId, currency: currency, in: db) else {
      throw WalletVaultError.unknownOperation(operationId)
    }
    func mismatch(_ reason: String) -> WalletVaultError {
      .divisionMismatch(operationId: operationId, reason: reason)
    }
    switch existing.state {
    case .confirmed:
      guard existing.changeTokenId == division.changeToken?.id else { throw mismatch("confirmed with other change") }
      return existing
    case .rejected:
      throw WalletVaultError.operationConflict(
        operationId: operationId, reason: "already rejected, cannot be confirmed")
    case .pending:
      break
    }
    if existing.paymentTokenId != nil {
      guard isRecorded(division, for: existing) else {
        throw mismatch("the division recorded for it returned other tokens")
      }
      return try resolve(
        operationId: operationId, as: .confirmed, reason: nil, voidsToken: false, currency: currency, clock: clock,
        in: db)
    }
    try checkDivision(division, of: existing)
    var changeTokenId: String?
    if let change = division.changeToken {
      try insertIssued(change, verifier: verifier, clock: clock, in: db)
      changeTokenId = change.id
    }
    try db.run(
      """
      UPDATE wallet_operations SET state = 'confirmed', resolved_at_ms = ?, change_token_id = ?, reason = NULL
      WHERE operation_id = ?
      """,
      [.integer(clock.nowMilliseconds), changeTokenId.map(SQLiteValue.text) ?? .null, .text(operationId)])
    return try recorded(operationId, currency: currency, in: db)
  }

  /// Records the backend's division of a pending payment before its transfer is sent: the token
  /// is marked divided (never released again), the change token becomes available and the payment
  /// token is reserved for the operation, in one transaction. The same division again changes
  /// nothing.
  static func recordDivision(
    operationId: String, division: WalletTokenDivision, verifier: WalletTokenVerifier, currency: Currency,
    clock: WalletVaultClock, in db: any SQLiteQuerying
  ) throws -> WalletOperation {
    guard let existing = try operation(operationId, currency: currency, in: db) else {
      throw WalletVaultError.unknownOperation(operationId)
    }
    if existing.paymentTokenId != nil {
      guard isRecorded(division, for: existing) else {
        throw WalletVaultError.divisionMismatch(
          operationId: operationId, reason: "another division is recorded for it")
      }
      return existing
    }
    guard existing.state == .pending else {
      throw WalletVaultError.operationConflict(
        operationId: operationId, reason: "already \(existing.state.rawValue), cannot record a division")
    }
    try checkDivision(division, of: existing)
    try insertIssued(division.paymentToken, verifier: verifier, clock: clock, in: db)
    if let change = division.changeToken { try insertIssued(change, verifier: verifier, clock: clock, in: db) }
    try db.run(
      "UPDATE wallet_tokens SET divided_by = ? WHERE token_id = ?", [.text(operationId), .text(existing.tokenId)])
    try db.run(
      "UPDATE wallet_operations SET payment_token_id = ?, change_token_id = ?, reason = NULL WHERE operation_id = ?",
      [
        .text(division.paymentToken.id), division.changeToken.map { SQLiteValue.text($0.id) } ?? .null,
        .text(operationId),
      ])
    return try recorded(operationId, currency: currency, in: db)
  }

  /// Whether `division` is the one recorded for `operation` (the same payment and change tokens).
  private static func isRecorded(_ division: WalletTokenDivision, for operation: WalletOperation) -> Bool {
    division.paymentToken.id == operation.paymentTokenId && division.changeToken?.id == operation.changeTokenId
  }

  /// Checks that `division` divides the operation's token into its payment and change.
  private static func checkDivision(_ division: WalletTokenDivision, of existing: WalletOperation) throws {
    func mismatch(_ reason: String) -> WalletVaultError {
      .divisionMismatch(operationId: existing.id, reason: reason)
    }
    guard division.originalToken.id == existing.tokenId else {
      throw mismatch("the division is of token \(division.originalToken.id), not \(existing.tokenId)")
    }
    guard division.paymentToken.amount == existing.payment else {
      throw mismatch("the division pays \(division.paymentToken.amount), not \(existing.payment)")
    }
    if existing.change.isZero {
      guard division.changeToken == nil else { throw mismatch("a whole-token payment has no change") }
    } else {
      guard let change = division.changeToken, change.amount == existing.change else {
        throw mismatch("the change must be \(existing.change)")
      }
    }
  }

  /// Verifies and writes a token the backend issued in a division (origin `change`, outside the
  /// offline limits).
  private static func insertIssued(
    _ token: WalletOfflineToken, verifier: WalletTokenVerifier, clock: WalletVaultClock, in db: any SQLiteQuerying
  ) throws {
    if try db.queryFirst("SELECT 1 FROM wallet_tokens WHERE token_id = ?", [.text(token.id)]) != nil {
      throw WalletVaultError.invalidChangeToken(.alreadyAccepted(tokenId: token.id))
    }
    let verified: WalletVerifiedToken
    do {
      verified = try verifier.verify(token, at: clock.now)
    } catch {
      throw WalletVaultError.invalidChangeToken(error)
    }
    try insert(
      token, json: try WalletCoding.makeEncoder().encode(token), origin: "change",
      keyDatabaseVersion: verified.keyDatabaseVersion, clock: clock, epoch: -1, in: db)
  }

  /// Writes a token row.
  static func insert(
    _ token: WalletOfflineToken, json: Data, origin: String, keyDatabaseVersion: String, clock: WalletVaultClock,
    epoch: Int64, in db: any SQLiteQuerying
  ) throws {
    try db.run(
      """
      INSERT INTO wallet_tokens (token_id, amount_minor, currency, owner_id, key_id, key_database_version, token_json,
        accepted_at_ms, sync_epoch, origin)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(token.id), .integer(token.amount.minorUnits), .text(token.amount.currency.code), .text(token.ownerId),
        .text(token.keyId), .text(keyDatabaseVersion), .blob(json), .integer(clock.nowMilliseconds),
        .integer(epoch), .text(origin),
      ])
  }

  /// The operation just written.
  private static func recorded(_ operationId: String, currency: Currency, in db: any SQLiteQuerying) throws
    -> WalletOperation
  {
    guard let operation = try operation(operationId, currency: currency, in: db) else {
      throw WalletVaultError.corruptRecord(table: "wallet_operations", reason: "\(operationId) not found after writing")
    }
    return operation
  }

  /// The operation recorded under `operationId`, with its token's amount.
  static func operation(_ operationId: String, currency: Currency, in db: any SQLiteQuerying) throws
    -> WalletOperation?
  {
    guard
      let row = try db.queryFirst(
        """
        SELECT o.token_id, t.amount_minor, t.currency, o.state, o.reason, o.payment_minor, o.change_token_id,
          o.payment_token_id
        FROM wallet_operations o JOIN wallet_tokens t ON t.token_id = o.token_id
        WHERE o.operation_id = ?
        """,
        [.text(operationId)])
    else { return nil }
    let stateText = try row.value(String.self, at: 3)
    guard let state = WalletOperationState(rawValue: stateText) else {
      throw WalletVaultError.corruptRecord(table: "wallet_operations", reason: "unknown state \(stateText)")
    }
    let code = try row.value(String.self, at: 2)
    guard code == currency.code else {
      throw WalletVaultError.corruptRecord(
        table: "wallet_tokens", reason: "currency \(code), expected \(currency.code)")
    }
    return WalletOperation(
      id: operationId, tokenId: try row.value(String.self, at: 0),
      tokenAmount: Money(minorUnits: try row.value(Int64.self, at: 1), currency: currency),
      payment: Money(minorUnits: try row.value(Int64.self, at: 5), currency: currency), state: state,
      reason: try row.value(String?.self, at: 4), changeTokenId: try row.value(String?.self, at: 6),
      paymentTokenId: try row.value(String?.self, at: 7))
  }

  /// The value accepted during offline period `epoch`.
  static func offlineTotal(epoch: Int64, currency: Currency, in db: any SQLiteQuerying) throws -> Money {
    let row = try db.queryFirst(
      "SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_tokens WHERE sync_epoch = ? AND origin = 'offline' AND currency = ?",
      [.integer(epoch), .text(currency.code)])
    return Money(minorUnits: try row?.value(Int64.self, at: 0) ?? 0, currency: currency)
  }

  /// Every balance, by query. A divided token counts through its payment and change tokens, an
  /// operation's payment token through the operation.
  static func balance(currency: Currency, in db: any SQLiteQuerying) throws -> WalletDerivedBalance {
    let row = try db.queryFirst(
      """
      SELECT
        COALESCE(SUM(CASE WHEN o.state IS NULL AND t.voided_reason IS NULL THEN t.amount_minor ELSE 0 END), 0),
        COALESCE(SUM(CASE WHEN o.state = 'pending' THEN t.amount_minor ELSE 0 END), 0),
        COALESCE(SUM(CASE WHEN o.state = 'confirmed' THEN o.payment_minor ELSE 0 END), 0),
        COALESCE(SUM(CASE WHEN o.state IS NULL AND t.voided_reason IS NOT NULL THEN t.amount_minor ELSE 0 END), 0),
        COUNT(CASE WHEN o.state IS NULL AND t.voided_reason IS NULL THEN 1 END),
        COUNT(CASE WHEN o.state = 'pending' THEN 1 END)
      FROM wallet_tokens t
      LEFT JOIN wallet_operations o ON o.state IN ('pending', 'confirmed')
        AND (o.payment_token_id = t.token_id OR (o.token_id = t.token_id AND o.payment_token_id IS NULL))
      WHERE t.currency = ? AND t.divided_by IS NULL
      """,
      [.text(currency.code)])
    guard let row else { throw WalletVaultError.corruptRecord(table: "wallet_tokens", reason: "no balance row") }
    let epoch = try db.queryFirst("SELECT sync_epoch FROM wallet_clock WHERE id = 1")?.value(Int64.self, at: 0) ?? 0
    return WalletDerivedBalance(
      available: Money(minorUnits: try row.value(Int64.self, at: 0), currency: currency),
      pending: Money(minorUnits: try row.value(Int64.self, at: 1), currency: currency),
      spent: Money(minorUnits: try row.value(Int64.self, at: 2), currency: currency),
      voided: Money(minorUnits: try row.value(Int64.self, at: 3), currency: currency),
      offline: try offlineTotal(epoch: epoch, currency: currency, in: db),
      availableTokenCount: try row.value(Int.self, at: 4),
      pendingOperationCount: try row.value(Int.self, at: 5))
  }
}
