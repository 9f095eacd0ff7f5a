import Foundation
import SharedCore

/// The vault's SQL, run inside the transactions ``WalletVault`` opens. Every value is bound.
enum WalletVaultRecords {
  /// Verifies and records a token; a refusal is returned (not thrown) so that the transaction
  /// still commits the advanced clock.
  static func accept(
    _ token: WalletOfflineToken, json: Data, verifier: WalletTokenVerifier, clock: WalletVaultClock,
    in db: any SQLiteQuerying
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
    let limits = verified.limits
    guard let lastSync = clock.lastSyncMilliseconds else { return .failure(.syncRequired) }
    let offlineSeconds = (clock.nowMilliseconds - lastSync) / 1000
    guard offlineSeconds <= limits.maxOfflineSeconds else {
      return .failure(.offlineTooLong(seconds: offlineSeconds, limit: limits.maxOfflineSeconds))
    }
    let acceptedSoFar = try offlineTotal(epoch: clock.syncEpoch, currency: token.amount.currency, in: db)
    let (total, overflow) = acceptedSoFar.minorUnits.addingReportingOverflow(token.amount.minorUnits)
    guard !overflow, total <= limits.maxOfflineTotal.minorUnits else {
      return .failure(.offlineTotalExceeded(acceptedSoFar: acceptedSoFar, limit: limits.maxOfflineTotal))
    }
    try db.run(
      """
      INSERT INTO wallet_tokens (token_id, amount_minor, currency, owner_id, key_id, key_database_version, token_json,
        accepted_at_ms, sync_epoch)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(token.id), .integer(token.amount.minorUnits), .text(token.amount.currency.code), .text(token.ownerId),
        .text(token.keyId), .text(verified.keyDatabaseVersion), .blob(json), .integer(clock.nowMilliseconds),
        .integer(clock.syncEpoch),
      ])
    return .success(verified)
  }

  /// Records a pending spend, idempotently by operation id.
  static func beginSpend(
    operationId: String, tokenId: String, currency: Currency, clock: WalletVaultClock, in db: any SQLiteQuerying
  ) throws -> WalletOperation {
    if let existing = try operation(operationId, currency: currency, in: db) {
      guard existing.tokenId == tokenId else {
        throw WalletVaultError.operationConflict(
          operationId: operationId, reason: "already spends token \(existing.tokenId)")
      }
      return existing
    }
    guard try db.queryFirst("SELECT 1 FROM wallet_tokens WHERE token_id = ?", [.text(tokenId)]) != nil else {
      throw WalletVaultError.unknownToken(tokenId)
    }
    if let live = try db.queryFirst(
      "SELECT operation_id FROM wallet_operations WHERE token_id = ? AND state IN ('pending', 'confirmed')",
      [.text(tokenId)])
    {
      throw WalletVaultError.tokenAlreadySpent(tokenId: tokenId, operationId: try live.value(String.self, at: 0))
    }
    try db.run(
      "INSERT INTO wallet_operations (operation_id, token_id, state, created_at_ms) VALUES (?, ?, 'pending', ?)",
      [.text(operationId), .text(tokenId), .integer(clock.nowMilliseconds)])
    guard let recorded = try operation(operationId, currency: currency, in: db) else {
      throw WalletVaultError.corruptRecord(table: "wallet_operations", reason: "\(operationId) not found after insert")
    }
    return recorded
  }

  /// Moves a pending operation to a final state; the same final state again is a no-op.
  static func resolve(
    operationId: String, as state: WalletOperationState, reason: String?, currency: Currency,
    clock: WalletVaultClock, in db: any SQLiteQuerying
  ) throws -> WalletOperation {
    guard let existing = try operation(operationId, currency: currency, in: db) else {
      throw WalletVaultError.unknownOperation(operationId)
    }
    switch existing.state {
    case state:
      return existing
    case .pending:
      try db.run(
        "UPDATE wallet_operations SET state = ?, resolved_at_ms = ?, reason = ? WHERE operation_id = ?",
        [
          .text(state.rawValue), .integer(clock.nowMilliseconds), reason.map(SQLiteValue.text) ?? .null,
          .text(operationId),
        ])
      guard let resolved = try operation(operationId, currency: currency, in: db) else {
        throw WalletVaultError.corruptRecord(table: "wallet_operations", reason: "\(operationId) vanished")
      }
      return resolved
    case .confirmed, .rejected:
      throw WalletVaultError.operationConflict(
        operationId: operationId, reason: "already \(existing.state.rawValue), cannot become \(state.rawValue)")
    }
  }

  /// The operation recorded under `operationId`, with its token's amount.
  static func operation(_ operationId: String, currency: Currency, in db: any SQLiteQuerying) throws
    -> WalletOperation?
  {
    guard
      let row = try db.queryFirst(
        """
        SELECT o.token_id, t.amount_minor, t.currency, o.state, o.reason
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
      amount: Money(minorUnits: try row.value(Int64.self, at: 1), currency: currency), state: state,
      reason: try row.value(String?.self, at: 4))
  }

  /// The value accepted during offline period `epoch`.
  static func offlineTotal(epoch: Int64, currency: Currency, in db: any SQLiteQuerying) throws -> Money {
    let row = try db.queryFirst(
      "SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_tokens WHERE sync_epoch = ? AND currency = ?",
      [.integer(epoch), .text(currency.code)])
    return Money(minorUnits: try row?.value(Int64.self, at: 0) ?? 0, currency: currency)
  }

  /// Every balance, by query.
  static func balance(currency: Currency, in db: any SQLiteQuerying) throws -> WalletDerivedBalance {
    let row = try db.queryFirst(
      """
      SELECT
        COALESCE(SUM(CASE WHEN o.state IS NULL THEN t.amount_minor ELSE 0 END), 0),
        COALESCE(SUM(CASE WHEN o.state = 'pending' THEN t.amount_minor ELSE 0 END), 0),
        COALESCE(SUM(CASE WHEN o.state = 'confirmed' THEN t.amount_minor ELSE 0 END), 0),
        COUNT(CASE WHEN o.state IS NULL THEN 1 END),
        COUNT(CASE WHEN o.state = 'pending' THEN 1 END)
      FROM wallet_tokens t
      LEFT JOIN wallet_operations o ON o.token_id = t.token_id AND o.state IN ('pending', 'confirmed')
      WHERE t.currency = ?
      """,
      [.text(currency.code)])
    guard let row else { throw WalletVaultError.corruptRecord(table: "wallet_tokens", reason: "no balance row") }
    let epoch = try db.queryFirst("SELECT sync_epoch FROM wallet_clock WHERE id = 1")?.value(Int64.self, at: 0) ?? 0
    return WalletDerivedBalance(
      available: Money(minorUnits: try row.value(Int64.self, at: 0), currency: currency),
      pending: Money(minorUnits: try row.value(Int64.self, at: 1), currency: currency),
      spent: Money(minorUnits: try row.value(Int64.self, at: 2), currency: currency),
      offline: try offlineTotal(epoch: epoch, currency: currency, in: db),
      availableTokenCount: try row.value(Int.self, at: 3),
      pendingOperationCount: try row.value(Int.self, at: 4))
  }
}
