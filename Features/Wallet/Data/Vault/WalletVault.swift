import Foundation
import SharedCore

/// The device's record of offline tokens: it accepts each token once, ever, and derives every
/// balance from what it stores.
///
/// Accepting a token verifies it (``WalletTokenVerifier``, with the cached key database restored on
/// first use) and records it in one write transaction on a `FeatureDatabase`: the same token id a
/// second time is refused with ``WalletTokenRefusal/alreadyAccepted(tokenId:)`` (the backend's
/// `DOUBLE_SPENDING_DETECTED`), after a restart too, and of many concurrent acceptances of one
/// token exactly one succeeds. The issuer's offline limits hold across tokens: the value accepted
/// since the last successful sync and the time since that sync, measured on the guarded clock
/// (``guardedNow()``: the backend's time at the last contact plus the time elapsed on the boot
/// clock, which setting the device clock does not change). Nothing is accepted with a key database
/// the backend has not served for longer than ``keyDatabaseMaxAge``, or after a restart of the
/// device until the backend is reached again.
///
/// Spends are operations keyed by the caller's id: pending until a definite answer, releasing the
/// token only on a rejection; a payment smaller than its token is a division whose change token is
/// recorded together with the confirmation. Balances are queries over tokens and operations, never
/// counters.
///
/// **Durability.** What may already have happened elsewhere is committed to survive power loss
/// (`WriteDurability.powerLoss`): a token accepted from another device, a spend and the reservation
/// of its token, the backend's division (the payment token reserved, the change token held), and
/// the key database (so that no older one is taken after a power cut). The rest commits to survive
/// the app being killed (`processCrash`): losing the last of those commits to a power cut is
/// harmless, since a settlement lost leaves its operation pending and the next sync gets the same
/// answer again under the operation's id, a window restart lost keeps the window running, and the
/// guarded clock is measured again after the restart.
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
  /// How long a key database is trusted for offline acceptance after the backend last served it.
  public let keyDatabaseMaxAge: Duration
  private let recorded = WalletRecordedTokens()

  /// Creates a vault.
  /// - Parameters:
  ///   - database: Where to keep tokens and operations; its schema must be ``schema``.
  ///   - verifier: Checks tokens (and change tokens) before they are recorded.
  ///   - currency: The currency of the wallet's tokens and limits.
  ///   - timeSource: The device's clocks (the platform's by default; `WalletTestTimeSource` in tests).
  ///   - keyDatabaseMaxAge: How long after the backend last served the key database tokens are still
  ///     accepted offline against it (``WalletConfiguration/defaultKeyDatabaseMaxAge`` by default).
  public init(
    database: any FeatureDatabase, verifier: WalletTokenVerifier, currency: Currency,
    timeSource: any WalletTimeSource = WalletSystemTimeSource(),
    keyDatabaseMaxAge: Duration = WalletConfiguration.defaultKeyDatabaseMaxAge
  ) {
    self.database = database
    self.verifier = verifier
    self.currency = currency
    self.timeSource = timeSource
    self.keyDatabaseMaxAge = keyDatabaseMaxAge
  }

  // MARK: - Accepting tokens

  /// Verifies `token` and records it, once, durably (it survives power loss).
  ///
  /// The check and the write are one transaction: a crash leaves the token either recorded or
  /// not, never half. The guarded clock advances even when the token is refused.
  /// - Returns: The verified token.
  /// - Throws: ``WalletTokenRefusal``: ``WalletTokenRefusal/alreadyAccepted(tokenId:)`` for a token
  ///   recorded before, a verification refusal,
  ///   ``WalletTokenRefusal/keyDatabaseTooOld(refreshedAt:maxAgeSeconds:)``,
  ///   ``WalletTokenRefusal/syncRequired``, ``WalletTokenRefusal/restartedSinceLastContact``,
  ///   ``WalletTokenRefusal/offlineTooLong(seconds:limit:)`` or
  ///   ``WalletTokenRefusal/offlineTotalExceeded(acceptedSoFar:limit:)``; or a storage error.
  @discardableResult
  public func accept(_ token: WalletOfflineToken) async throws -> WalletVerifiedToken {
    let verifier = self.verifier
    let currency = self.currency
    let maxAge = WalletVaultClock.milliseconds(keyDatabaseMaxAge)
    let json = try WalletCoding.makeEncoder().encode(token)
    let outcome = try await writeAtGuardedNow(durability: .powerLoss) { db, clock in
      try Self.restoreIfEmpty(verifier, currency: currency, in: db)
      return try WalletVaultRecords.accept(
        token, json: json, verifier: verifier, keyDatabaseMaxAge: maxAge, clock: clock, in: db)
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

  /// Records a pending spend of `tokenId` under `operationId`, durably (it survives power loss): the
  /// whole token, or `payment` of it (a division, whose change the backend returns on confirmation).
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
    return try await writeAtGuardedNow(durability: .powerLoss) { db, clock in
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
  /// token, verified, becomes an available token, in one transaction that survives power loss. The
  /// same division again changes nothing.
  /// - Throws: ``WalletVaultError/divisionMismatch(operationId:reason:)`` when the division is of
  ///   another token or amount, ``WalletVaultError/invalidChangeToken(_:)`` when its change token
  ///   does not verify, and as ``confirm(operationId:)``.
  @discardableResult
  public func confirm(operationId: String, division: WalletTokenDivision) async throws -> WalletOperation {
    let currency = self.currency
    let verifier = self.verifier
    let operation = try await writeAtGuardedNow(durability: .powerLoss) { db, clock in
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
  /// operation with ``confirm(operationId:)``. The same division again changes nothing. The
  /// transaction survives power loss.
  /// - Throws: ``WalletVaultError/divisionMismatch(operationId:reason:)`` when the division is of
  ///   another token or amount (or another division is recorded),
  ///   ``WalletVaultError/invalidChangeToken(_:)`` when a returned token does not verify,
  ///   ``WalletVaultError/operationConflict(operationId:reason:)`` for a settled operation,
  ///   ``WalletVaultError/unknownOperation(_:)``; or a storage error.
  @discardableResult
  public func recordDivision(operationId: String, division: WalletTokenDivision) async throws -> WalletOperation {
    let currency = self.currency
    let verifier = self.verifier
    let operation = try await writeAtGuardedNow(durability: .powerLoss) { db, clock in
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
  /// unknown outcome or a refusal without a verdict leaves it pending (and its token reserved) for
  /// resubmission under the same id.
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
    case .unknown, .refusedWithoutVerdict:
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

  /// Keeps a pending operation pending and records why the last sync could not settle it (shown as
  /// its ``WalletOperation/reason``); an operation no longer pending is left as it is.
  @discardableResult
  func keepPending(operationId: String, reason: String) async throws -> WalletOperation? {
    let currency = self.currency
    return try await database.write { db in
      try db.run(
        "UPDATE wallet_operations SET reason = ? WHERE operation_id = ? AND state = 'pending'",
        [.text(reason), .text(operationId)])
      return try WalletVaultRecords.operation(operationId, currency: currency, in: db)
    }
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

  // MARK: - Balances

  /// The balances, computed now from the stored tokens and operations.
  public func balance() async throws -> WalletDerivedBalance {
    let currency = self.currency
    return try await database.read { db in try WalletVaultRecords.balance(currency: currency, in: db) }
  }
}
