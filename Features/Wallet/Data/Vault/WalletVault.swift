import Foundation
import SharedCore

/// The device's record of offline tokens: it accepts each token once, ever, and derives every
/// balance from what it stores.
///
/// Accepting a token verifies it (``WalletTokenVerifier``) and records it in one write transaction
/// on a `FeatureDatabase`: the same token id a second time is refused with
/// ``WalletTokenRefusal/alreadyAccepted(tokenId:)`` (the backend's `DOUBLE_SPENDING_DETECTED`),
/// after a restart too, and of many concurrent acceptances of one token exactly one succeeds.
/// The issuer's offline limits hold across tokens: the value accepted since the last successful
/// sync and the time since that sync, measured on a guarded clock that never moves backwards.
///
/// Spends are operations keyed by the caller's id: pending until a definite answer, releasing the
/// token only on a rejection; a payment smaller than its token is a division whose change token is
/// recorded together with the confirmation. Balances are queries over tokens and operations, never
/// counters.
///
/// ```swift
/// let vault = WalletVault(database: database, verifier: verifier, currency: .inr)
/// try await vault.recordSuccessfulSync()
/// let verified = try await vault.accept(token)
/// let balance = try await vault.balance()
/// ```
public struct WalletVault: Sendable {
  /// Where tokens and operations are stored.
  public let database: any FeatureDatabase
  /// Checks tokens before they are recorded.
  public let verifier: WalletTokenVerifier
  /// The currency of the wallet's tokens and limits.
  public let currency: Currency
  /// Where the vault reads the time.
  public let timeSource: any WalletTimeSource
  private let recorded = WalletRecordedTokens()

  /// Creates a vault.
  /// - Parameters:
  ///   - database: Where to keep tokens and operations; its schema must be ``schema``.
  ///   - verifier: Checks tokens (and change tokens) before they are recorded.
  ///   - currency: The currency of the wallet's tokens and limits.
  ///   - timeSource: The device's clocks (the platform's by default; `WalletTestTimeSource` in tests).
  public init(
    database: any FeatureDatabase, verifier: WalletTokenVerifier, currency: Currency,
    timeSource: any WalletTimeSource = WalletSystemTimeSource()
  ) {
    self.database = database
    self.verifier = verifier
    self.currency = currency
    self.timeSource = timeSource
  }

  // MARK: - Key database

  /// Installs `keyDatabase` in the verifier and caches it, so that ``restoreKeyDatabase()`` finds
  /// it after a restart. A database older than the cached one is refused, also right after a
  /// restart: the cached one is installed instead and stays active.
  /// - Throws: ``WalletKeyDatabaseError``: ``WalletKeyDatabaseError/downgrade(installed:offered:)``
  ///   for an older version, ``WalletKeyDatabaseError/conflictingVersion(_:)`` for the cached
  ///   version with other contents, or a refusal of its signature or contents; or a storage error.
  public func installKeyDatabase(_ keyDatabase: WalletPublicKeyDatabase) async throws {
    let offered = try WalletKeyDatabaseVersion(keyDatabase.version)
    let json = try WalletCoding.makeEncoder().encode(keyDatabase)
    let verifier = self.verifier
    let currency = self.currency
    try await database.write { db in
      if let row = try db.queryFirst("SELECT version, database_json FROM wallet_key_database WHERE id = 1") {
        let stored = try WalletKeyDatabaseVersion(try row.value(String.self, at: 0))
        if offered <= stored {
          // The cached database stays active: install it first (its signature checked again), so
          // the offer is compared with it even when the verifier is empty after a restart.
          try Self.installCached(try row.value(Data.self, at: 1), currency: currency, in: verifier)
          try verifier.install(keyDatabase)
          return
        }
      }
      try verifier.install(keyDatabase)
      try db.run(
        "INSERT INTO wallet_key_database (id, version, database_json) VALUES (1, ?, ?) "
          + "ON CONFLICT (id) DO UPDATE SET version = excluded.version, database_json = excluded.database_json",
        [.text(keyDatabase.version), .blob(json)])
    }
  }

  /// Installs the cached key database in the verifier (checking its signature again); returns its
  /// version, or `nil` when none is cached.
  @discardableResult
  public func restoreKeyDatabase() async throws -> String? {
    let json = try await database.read { db in
      try db.queryFirst("SELECT database_json FROM wallet_key_database WHERE id = 1")?.value(Data.self, at: 0)
    }
    guard let json else { return nil }
    return try Self.installCached(json, currency: currency, in: verifier).version
  }

  /// Decodes the cached key database `json` and installs it in `verifier`, its signature checked again.
  @discardableResult
  private static func installCached(
    _ json: Data, currency: Currency, in verifier: WalletTokenVerifier
  ) throws -> WalletPublicKeyDatabase {
    let keyDatabase = try WalletCoding.makeDecoder(currency: currency).decode(WalletPublicKeyDatabase.self, from: json)
    try verifier.install(keyDatabase)
    return keyDatabase
  }

  // MARK: - Sync and clock

  /// Records a successful sync with the server: the offline window and the offline total start
  /// again from now.
  public func recordSuccessfulSync() async throws {
    try await writeAtGuardedNow { db, clock in
      try db.run(
        "UPDATE wallet_clock SET last_sync_ms = ?, sync_epoch = sync_epoch + 1 WHERE id = 1",
        [.integer(clock.nowMilliseconds)])
    }
  }

  /// The vault's guarded time: the latest of every time it has seen, stored.
  public func guardedNow() async throws -> Date {
    try await writeAtGuardedNow { _, clock in clock.now }
  }

  // MARK: - Accepting tokens

  /// Verifies `token` and records it, once.
  ///
  /// The check and the write are one transaction: a crash leaves the token either recorded or
  /// not, never half. The guarded clock advances even when the token is refused.
  /// - Returns: The verified token.
  /// - Throws: ``WalletTokenRefusal``: ``WalletTokenRefusal/alreadyAccepted(tokenId:)`` for a token
  ///   recorded before, a verification refusal, ``WalletTokenRefusal/syncRequired``,
  ///   ``WalletTokenRefusal/offlineTooLong(seconds:limit:)`` or
  ///   ``WalletTokenRefusal/offlineTotalExceeded(acceptedSoFar:limit:)``; or a storage error.
  @discardableResult
  public func accept(_ token: WalletOfflineToken) async throws -> WalletVerifiedToken {
    let verifier = self.verifier
    let json = try WalletCoding.makeEncoder().encode(token)
    let outcome = try await writeAtGuardedNow { db, clock in
      try WalletVaultRecords.accept(token, json: json, verifier: verifier, clock: clock, in: db)
    }
    switch outcome {
    case .success, .failure(.alreadyAccepted): recorded.insert(token.id)
    case .failure: break
    }
    return try outcome.get()
  }

  /// Whether a token with this id was ever accepted on this device.
  ///
  /// Tokens are never forgotten, so a token this vault has once seen recorded is answered from
  /// memory; any other id is looked up in the database (another process or vault may have recorded
  /// it since).
  public func contains(tokenId: String) async throws -> Bool {
    if recorded.contains(tokenId) { return true }
    let found = try await database.read { db in
      try db.queryFirst("SELECT 1 FROM wallet_tokens WHERE token_id = ?", [.text(tokenId)]) != nil
    }
    if found { recorded.insert(tokenId) }
    return found
  }

  // MARK: - Spending

  /// Records a pending spend of `tokenId` under `operationId`: the whole token, or `payment` of it
  /// (a division, whose change the backend returns on confirmation).
  ///
  /// Idempotent: the same operation id for the same token and payment returns the recorded
  /// operation, in whatever state it is. The token stays reserved until a definite answer.
  /// - Throws: ``WalletVaultError/unknownToken(_:)``, ``WalletVaultError/invalidPayment(reason:)``,
  ///   ``WalletVaultError/tokenAlreadySpent(tokenId:operationId:)`` when another live operation holds
  ///   the token, ``WalletVaultError/tokenVoided(tokenId:reason:)``,
  ///   ``WalletVaultError/operationConflict(operationId:reason:)`` when the id is used for another
  ///   token or payment; or a storage error.
  @discardableResult
  public func beginSpend(operationId: String, tokenId: String, payment: Money? = nil) async throws -> WalletOperation {
    let currency = self.currency
    return try await writeAtGuardedNow { db, clock in
      try WalletVaultRecords.beginSpend(
        operationId: operationId, tokenId: tokenId, payment: payment, currency: currency, clock: clock, in: db)
    }
  }

  /// Records the definite acceptance of a pending whole-token payment, or of a division whose
  /// division is recorded (``recordDivision(operationId:division:)``): its token is spent.
  /// Confirming a confirmed operation again changes nothing.
  /// - Throws: ``WalletVaultError/unknownOperation(_:)``,
  ///   ``WalletVaultError/divisionMismatch(operationId:reason:)`` for a division not recorded yet
  ///   (confirm it with ``confirm(operationId:division:)``), or ``WalletVaultError/operationConflict(operationId:reason:)``
  ///   for a rejected operation.
  @discardableResult
  public func confirm(operationId: String) async throws -> WalletOperation {
    try await resolve(operationId: operationId, as: .confirmed, reason: nil, voidsToken: false)
  }

  /// Records the backend's division of a pending payment: the operation is confirmed and the change
  /// token, verified, becomes an available token, in one transaction. The same division again
  /// changes nothing.
  /// - Throws: ``WalletVaultError/divisionMismatch(operationId:reason:)`` when the division is of
  ///   another token or amount, ``WalletVaultError/invalidChangeToken(_:)`` when its change token
  ///   does not verify, and as ``confirm(operationId:)``.
  @discardableResult
  public func confirm(operationId: String, division: WalletTokenDivision) async throws -> WalletOperation {
    let currency = self.currency
    let verifier = self.verifier
    let operation = try await writeAtGuardedNow { db, clock in
      try WalletVaultRecords.confirm(
        operationId: operationId, division: division, verifier: verifier, currency: currency, clock: clock, in: db)
    }
    if let change = operation.changeTokenId { recorded.insert(change) }
    return operation
  }

  /// Records the backend's division of a pending payment, before its transfer is sent: the token
  /// is used up (the backend split it, so no rejection releases it), the change token, verified,
  /// becomes available and the payment token, verified, is reserved for the operation, in one
  /// transaction. A rejected transfer then releases the payment token; an accepted one confirms the
  /// operation with ``confirm(operationId:)``. The same division again changes nothing.
  /// - Throws: ``WalletVaultError/divisionMismatch(operationId:reason:)`` when the division is of
  ///   another token or amount (or another division is recorded),
  ///   ``WalletVaultError/invalidChangeToken(_:)`` when a returned token does not verify,
  ///   ``WalletVaultError/operationConflict(operationId:reason:)`` for a settled operation,
  ///   ``WalletVaultError/unknownOperation(_:)``; or a storage error.
  @discardableResult
  public func recordDivision(operationId: String, division: WalletTokenDivision) async throws -> WalletOperation {
    let currency = self.currency
    let verifier = self.verifier
    let operation = try await writeAtGuardedNow { db, clock in
      try WalletVaultRecords.recordDivision(
        operationId: operationId, division: division, verifier: verifier, currency: currency, clock: clock, in: db)
    }
    for id in [operation.paymentTokenId, operation.changeTokenId].compactMap({ $0 }) { recorded.insert(id) }
    return operation
  }

  /// Records the definite rejection of a pending operation: its token is released (after a
  /// recorded division, its payment token; the divided token stays used up). Rejecting a rejected
  /// operation again changes nothing.
  /// - Throws: ``WalletVaultError/unknownOperation(_:)``, or
  ///   ``WalletVaultError/operationConflict(operationId:reason:)`` for a confirmed operation.
  @discardableResult
  public func reject(operationId: String, reason: String) async throws -> WalletOperation {
    try await resolve(operationId: operationId, as: .rejected, reason: reason, voidsToken: false)
  }

  /// Applies the backend's answer to a submitted operation: a definite answer resolves it, an
  /// unknown outcome leaves it pending (and its token reserved) for resubmission under the same id.
  /// - Throws: As ``confirm(operationId:)``, ``confirm(operationId:division:)`` and
  ///   ``reject(operationId:reason:)``; ``WalletVaultError/unknownOperation(_:)`` for an unknown id.
  @discardableResult
  public func apply(_ outcome: WalletOperationOutcome, to operationId: String) async throws -> WalletOperation {
    switch outcome {
    case .accepted: return try await confirm(operationId: operationId)
    case .divided(let division): return try await confirm(operationId: operationId, division: division)
    case .rejected(let reason): return try await reject(operationId: operationId, reason: reason)
    case .tokenSpent(let reason):
      return try await resolve(operationId: operationId, as: .rejected, reason: reason, voidsToken: true)
    case .unknown:
      guard let operation = try await operation(operationId) else {
        throw WalletVaultError.unknownOperation(operationId)
      }
      return operation
    }
  }

  /// The operation recorded under `operationId`, if any.
  public func operation(_ operationId: String) async throws -> WalletOperation? {
    let currency = self.currency
    return try await database.read { db in try WalletVaultRecords.operation(operationId, currency: currency, in: db) }
  }

  private func resolve(
    operationId: String, as state: WalletOperationState, reason: String?, voidsToken: Bool
  ) async throws -> WalletOperation {
    let currency = self.currency
    return try await writeAtGuardedNow { db, clock in
      try WalletVaultRecords.resolve(
        operationId: operationId, as: state, reason: reason, voidsToken: voidsToken, currency: currency, clock: clock,
        in: db)
    }
  }

  /// Runs `body` in one write transaction after advancing the guarded clock to the wall clock, so
  /// every record the vault writes is stamped with a time that never goes backwards.
  @discardableResult
  private func writeAtGuardedNow<T: Sendable>(
    _ body: @Sendable (any SQLiteQuerying, WalletVaultClock) throws -> T
  ) async throws -> T {
    let wallClock = timeSource.now().wallClock
    return try await database.write { db in try body(db, try WalletVaultClock.advance(to: wallClock, in: db)) }
  }

  // MARK: - Balances

  /// The balances, computed now from the stored tokens and operations.
  public func balance() async throws -> WalletDerivedBalance {
    let currency = self.currency
    return try await database.read { db in try WalletVaultRecords.balance(currency: currency, in: db) }
  }
}
