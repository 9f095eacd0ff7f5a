import Foundation
import SharedCore

/// Sends the vault's pending operations to the backend and applies each answer to the vault.
///
/// A sync first fetches the signed key database and installs it (an older one is refused and
/// reported as ``WalletEvent/keyDatabaseRefused(_:)``), so offline acceptance always checks tokens
/// against a key database the backend served recently (``WalletConfiguration/keyDatabaseMaxAge``).
/// Every answer of the backend anchors the vault's guarded clock to the backend's time (its HTTP
/// `Date`, ``WalletVault/recordServerTime(_:)``).
///
/// Whole-token payments go in batches through `POST transactions/sync-offline`; each item's result
/// is applied on its own: accepted confirms it, rejected releases its token (or voids it when the
/// backend says it was already spent) and keeps the reason on the operation. A payment smaller than
/// its token is divided first (`POST tokens/divide` under its operation id) and the division is
/// recorded at once (``WalletVault/recordDivision(operationId:division:)``): the token is used up,
/// the change token held and the payment token reserved. The payment token then goes to the payee
/// through `sync-offline`; accepted confirms the operation, refused releases the payment token
/// (never the divided one), so the device and the backend never disagree on what the wallet holds.
/// A division recorded by an earlier sync is not requested again.
///
/// **Only the backend's verdict settles an operation** (``WalletOperationOutcome``, sorted by
/// SharedCore's `RemoteUncertainty`). An answer that proves nothing — lost, timed out, a 5xx, a 409
/// for a request still in progress under the same key, a 2xx that cannot be read — keeps the
/// operation pending with its token reserved; it is resent at once under the same operation id (up
/// to ``resendAttempts`` times), then by the next sync, and the backend answers a resent id with
/// its first result, so nothing is counted twice. A division refused without a verdict (a 4xx
/// outside the backend's error table) is settled by the token's status (`POST tokens/validate`): a
/// token the backend still holds unspent is released; otherwise the operation waits for its
/// division under the same id. A refusal of a whole `sync-offline` batch is no verdict on any of its
/// items: they stay pending.
///
/// **A problem with one operation is that operation's.** An answer that cannot be recorded (a
/// division whose change token does not verify), an operation the app cannot describe, or one the
/// backend left out of its answer stays pending with the reason as its ``WalletOperation/reason``
/// (posted as ``WalletEvent/operationKeptPending(operationId:reason:)``), and the sync goes on with
/// the rest. Only a refused session, a failure of this device (its database, its secure storage)
/// and cancellation end a sync.
///
/// **The offline limits.** The offline window and running offline total restart
/// (``WalletVault/recordSuccessfulSync()``) only after a sync the backend accepted
/// (``WalletSyncProgress/restartsOfflineLimits``): it accepted every operation pending when the
/// sync started or, with nothing pending, confirmed the session (`GET auth/validate-session`). A
/// refusal, an answer lost or one that proves nothing leaves them running, as does being offline.
///
/// With a bus, the sync posts ``WalletEvent``s: ``WalletEvent/syncProgressed(synced:total:)`` with
/// each progress report, one event per operation the backend settles
/// (``WalletEvent/paymentConfirmed(operationId:amount:)``,
/// ``WalletEvent/divisionConfirmed(operationId:changeTokenId:change:)`` or
/// ``WalletEvent/operationRejected(operationId:reason:)``) or that stays pending, then
/// ``WalletEvent/syncFinished(accepted:rejected:)`` and, when anything was settled,
/// ``WalletEvent/balanceChanged(_:)``.
///
/// ```swift
/// let updates = sync.sync { operation, token in
///   WalletOfflineTransaction(
///     id: operation.id, senderId: token.ownerId, receiverId: try payees.payee(of: operation.id),
///     amount: operation.payment, tokenIds: [token.id], signature: try signer.sign(operation), timestamp: .now)
/// }
/// for try await progress in updates { show("\(progress.synced) of \(progress.total)") }
/// ```
public actor WalletSyncService {
  /// Describes a pending whole-token operation as the offline transaction to send: its payee and
  /// the sender's signature are the app's (the transaction's id must be the operation's id).
  public typealias Describe = @Sendable (WalletOperation, WalletOfflineToken) async throws -> WalletOfflineTransaction

  /// The backend API.
  public let api: WalletAPI
  /// The vault whose operations are sent.
  public let vault: WalletVault
  /// Transactions per request.
  public let batchSize: Int
  /// How many times a request whose answer proves nothing is resent at once before the sync moves on.
  public let resendAttempts: Int
  /// Where ``WalletEvent``s are posted, if anywhere.
  public nonisolated let bus: EventBus?
  private var isRunning = false

  /// Creates the service.
  /// - Parameters:
  ///   - api: The backend the operations are sent to.
  ///   - vault: The vault whose pending operations are sent and which records each answer.
  ///   - batchSize: Transactions per request, clamped to 1...500.
  ///   - resendAttempts: Immediate resends of a request whose answer proves nothing (0...10).
  ///   - bus: Where ``WalletEvent``s are posted (none by default).
  public init(
    api: WalletAPI, vault: WalletVault, batchSize: Int = 50, resendAttempts: Int = 2, bus: EventBus? = nil
  ) {
    self.api = api
    self.vault = vault
    self.batchSize = min(max(batchSize, 1), 500)
    self.resendAttempts = min(max(resendAttempts, 0), 10)
    self.bus = bus
  }

  /// Syncs, reporting progress after each answer; the last element is the final progress. The
  /// stream fails with a ``WalletError`` (or a storage error) when the sync cannot go on.
  public nonisolated func sync(describe: @escaping Describe) -> AsyncThrowingStream<WalletSyncProgress, any Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          _ = try await self.run(describe: describe) { continuation.yield($0) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Syncs and returns the final progress, calling `onProgress` after each answer.
  /// - Throws: ``WalletError/syncError(message:)`` when a sync is already running; what ends a
  ///   whole sync: ``WalletError/authenticationRequired``, a failure of this device (its database,
  ///   its secure storage), cancellation. A backend that cannot be reached is no error: the items
  ///   stay pending and the progress says it (``WalletSyncProgress/reachedBackend``), as does any
  ///   problem with one operation.
  @discardableResult
  public func run(
    describe: @escaping Describe, onProgress: @escaping @Sendable (WalletSyncProgress) -> Void = { _ in }
  ) async throws -> WalletSyncProgress {
    guard !isRunning else { throw WalletError.syncError(message: "a sync is already running") }
    isRunning = true
    defer { isRunning = false }
    let bus = bus
    let report: @Sendable (WalletSyncProgress) -> Void = { progress in
      onProgress(progress)
      bus?.post(WalletEvent.syncProgressed(synced: progress.synced, total: progress.total))
    }
    let pending = try await vault.pendingOperations()
    var progress = WalletSyncProgress(total: pending.count)
    try await refreshKeyDatabase()
    if pending.isEmpty { progress.reachedBackend = try await checkIn() }
    report(progress)
    for operation in pending where operation.isDivision {
      try Task.checkCancellation()
      do {
        try await divide(operation, describe: describe, progress: &progress)
      } catch let error where !Self.endsRun(error) {
        try await keepPending(operation, "its answer could not be used: \(Self.explain(error))", &progress)
      }
      report(progress)
    }
    let whole = pending.filter { !$0.isDivision }
    for start in stride(from: 0, to: whole.count, by: batchSize) {
      try Task.checkCancellation()
      let batch = Array(whole[start..<min(start + batchSize, whole.count)])
      try await send(batch, describe: describe, progress: &progress)
      report(progress)
    }
    if progress.restartsOfflineLimits { try await vault.recordSuccessfulSync() }
    bus?.post(WalletEvent.syncFinished(accepted: progress.accepted, rejected: progress.rejected))
    if progress.synced > 0 { await bus?.postBalance(of: vault) }
    return progress
  }

  // MARK: - Contacts

  /// Sends `endpoint` and anchors the vault's guarded clock to the answer's `Date`.
  private func contact<Request, Response: Decodable & Sendable>(_ endpoint: Endpoint<Request>) async throws -> Response
  {
    let answer: WalletServerAnswer<Response> = try await api.answer(to: endpoint)
    if let serverTime = answer.serverTime { try await vault.recordServerTime(serverTime) }
    return answer.value
  }

  /// Fetches the signed key database and installs it; one the vault refuses (an older version, a
  /// bad signature) is posted and the installed one stays. A backend that cannot be reached leaves
  /// the installed one to age.
  private func refreshKeyDatabase() async throws {
    let envelope: WalletDataEnvelope<WalletPublicKeyDatabase>
    do {
      envelope = try await contact(WalletEndpoints.publicKeys())
    } catch let error as WalletError where !Self.endsRun(error) {
      return
    }
    do {
      try await vault.installKeyDatabase(envelope.data)
    } catch let refusal as WalletKeyDatabaseError {
      bus?.post(WalletEvent.keyDatabaseRefused(refusal))
    }
  }

  /// Whether the backend confirms the session: the contact a sync with nothing to send makes.
  /// - Throws: What ends a sync (``WalletError/authenticationRequired`` among them); any other
  ///   failure, an outage included, is `false`.
  private func checkIn() async throws -> Bool {
    do {
      let session: WalletSession = try await contact(WalletEndpoints.validateSession())
      return session.valid
    } catch let error as WalletError where !Self.endsRun(error) {
      return false
    }
  }

  // MARK: - Divisions

  /// Divides the token of `operation` (or takes the division an earlier sync recorded) and sends
  /// the payment token to the payee.
  private func divide(
    _ operation: WalletOperation, describe: Describe, progress: inout WalletSyncProgress
  ) async throws {
    guard let payment = try await paymentToken(of: operation, progress: &progress) else { return }
    let transfer = try await describe(operation, payment)
    guard transfer.id == operation.id else {
      throw WalletError.syncError(
        message: "transaction \(transfer.id) describes operation \(operation.id): the ids must be equal")
    }
    // The transfer is answered as a whole-token payment is: the division is already recorded.
    try await self.transfer([operation], [transfer], progress: &progress)
  }

  /// The token the transfer sends: the payment token of a division already recorded, or of one the
  /// backend makes now (under the operation id), recorded before anything else is sent; `nil` when
  /// the backend's answer settled the operation or left it pending.
  private func paymentToken(
    of operation: WalletOperation, progress: inout WalletSyncProgress
  ) async throws -> WalletOfflineToken? {
    let current = try await vault.operation(operation.id) ?? operation
    if let paymentTokenId = current.paymentTokenId {
      guard let token = try await vault.token(paymentTokenId) else {
        throw WalletVaultError.unknownToken(paymentTokenId)
      }
      return token
    }
    guard let token = try await vault.token(operation.tokenId) else {
      throw WalletVaultError.unknownToken(operation.tokenId)
    }
    let request = WalletTokenDivisionRequest(
      tokenId: token.id, paymentAmount: operation.payment, signature: token.signature)
    var attempt = 0
    while true {
      try Task.checkCancellation()
      let division: WalletTokenDivision
      do {
        // Idempotent under the operation id: a resend gets the first division back.
        division = try await contact(WalletEndpoints.divideToken(request, operationId: operation.id))
      } catch let error as WalletError where !Self.endsRun(error) {
        let outcome = WalletOperationOutcome(error: error)
        switch outcome {
        case .unknown where attempt < resendAttempts:
          attempt += 1
          continue
        case .unknown:
          try await keepPending(operation, Self.pendingReason(error), &progress)
        case .refusedWithoutVerdict(let reason):
          progress.reachedBackend = true
          try await settleByTokenStatus(operation, token: token, refusal: reason, progress: &progress)
        case .accepted, .divided, .rejected, .tokenSpent:
          progress.reachedBackend = true
          try await settle(operation, as: outcome, progress: &progress)
        }
        return nil
      }
      progress.reachedBackend = true
      try await vault.recordDivision(operationId: operation.id, division: division)
      return division.paymentToken
    }
  }

  /// Settles a division the backend refused without a verdict by the token's status: a token it
  /// still holds unspent was not divided, so the operation is rejected and the token released; any
  /// other status (or none) keeps the operation pending, to be answered under its id.
  private func settleByTokenStatus(
    _ operation: WalletOperation, token: WalletOfflineToken, refusal: String, progress: inout WalletSyncProgress
  ) async throws {
    let validation: WalletTokenValidation
    do {
      validation = try await contact(
        WalletEndpoints.validateToken(
          WalletTokenValidationRequest(tokenId: token.id, signature: token.signature, amount: token.amount)))
    } catch let error as WalletError where !Self.endsRun(error) {
      try await keepPending(
        operation, "\(refusal); the token's status could not be read (\(Self.pendingReason(error)))", &progress)
      return
    }
    if validation.validationDetails.notSpent {
      try await settle(operation, as: .rejected(reason: refusal), progress: &progress)
    } else {
      try await keepPending(
        operation, "\(refusal); the backend holds the token as spent: waiting for its answer under this id",
        &progress)
    }
  }

  // MARK: - Batches

  /// Describes each operation of `batch` (one that cannot be described stays pending) and sends
  /// the rest in one request.
  private func send(
    _ batch: [WalletOperation], describe: Describe, progress: inout WalletSyncProgress
  ) async throws {
    var operations: [WalletOperation] = []
    var transactions: [WalletOfflineTransaction] = []
    for operation in batch {
      do {
        guard let token = try await vault.token(operation.tokenId) else {
          throw WalletVaultError.unknownToken(operation.tokenId)
        }
        let transaction = try await describe(operation, token)
        guard transaction.id == operation.id else {
          throw WalletError.syncError(
            message: "transaction \(transaction.id) describes operation \(operation.id): the ids must be equal")
        }
        operations.append(operation)
        transactions.append(transaction)
      } catch let error where !Self.endsRun(error) {
        try await keepPending(operation, "it could not be described: \(Self.explain(error))", &progress)
      }
    }
    guard !operations.isEmpty else { return }
    try await transfer(operations, transactions, progress: &progress)
  }

  /// Sends `transactions` through `sync-offline`, resending at once while the answer proves
  /// nothing, and applies each item's result; without a readable answer, every item stays pending.
  private func transfer(
    _ operations: [WalletOperation], _ transactions: [WalletOfflineTransaction], progress: inout WalletSyncProgress
  ) async throws {
    var attempt = 0
    while true {
      try Task.checkCancellation()
      let response: WalletOfflineSyncResponse
      do {
        response = try await contact(
          WalletEndpoints.syncOffline(WalletOfflineSyncRequest(transactions: transactions), idempotencyKey: nil))
      } catch let error as WalletError where !Self.endsRun(error) {
        let outcome = WalletOperationOutcome(error: error)
        if case .unknown = outcome, attempt < resendAttempts {
          attempt += 1
          continue
        }
        // A refusal of the whole batch is the backend's answer, but no verdict on any of its items.
        if outcome != .unknown { progress.reachedBackend = true }
        let reason = Self.pendingReason(error)
        for operation in operations { try await keepPending(operation, reason, &progress) }
        return
      }
      try await apply(response, to: operations, progress: &progress)
      return
    }
  }

  /// Applies the backend's answer to each operation of `batch` it names; one it does not name, or
  /// whose answer cannot be recorded, stays pending.
  private func apply(
    _ response: WalletOfflineSyncResponse, to batch: [WalletOperation], progress: inout WalletSyncProgress
  ) async throws {
    progress.reachedBackend = true
    let results = Dictionary(response.results.map { ($0.transactionId, $0) }, uniquingKeysWith: { first, _ in first })
    for operation in batch {
      guard let result = results[operation.id] else {
        try await keepPending(operation, "the backend's answer did not include it", &progress)
        continue
      }
      let outcome: WalletOperationOutcome = result.status == .accepted ? .accepted : Self.refusal(result)
      do {
        try await settle(operation, as: outcome, progress: &progress)
      } catch let error where !Self.endsRun(error) {
        try await keepPending(
          operation, "the backend's answer (\(result.status.rawValue)) could not be recorded: \(Self.explain(error))",
          &progress)
      }
    }
  }

  // MARK: - Outcomes

  /// Applies a definite outcome to `operation` in the vault, counts it and posts the event saying so.
  private func settle(
    _ operation: WalletOperation, as outcome: WalletOperationOutcome, progress: inout WalletSyncProgress
  ) async throws {
    let settled = try await vault.apply(outcome, to: operation.id)
    progress.synced += 1
    switch outcome {
    case .accepted where settled.isDivision, .divided:
      progress.accepted += 1
      bus?.post(
        WalletEvent.divisionConfirmed(
          operationId: settled.id, changeTokenId: settled.changeTokenId, change: settled.change))
    case .accepted:
      progress.accepted += 1
      bus?.post(WalletEvent.paymentConfirmed(operationId: settled.id, amount: settled.payment))
    case .rejected(let reason), .tokenSpent(let reason):
      progress.rejected += 1
      bus?.post(WalletEvent.operationRejected(operationId: settled.id, reason: reason))
    case .unknown, .refusedWithoutVerdict:
      break
    }
  }

  /// Keeps `operation` pending with `reason` (its ``WalletOperation/reason``), counts it as not
  /// settled and posts the event saying so.
  private func keepPending(
    _ operation: WalletOperation, _ reason: String, _ progress: inout WalletSyncProgress
  ) async throws {
    try await vault.keepPending(operationId: operation.id, reason: reason)
    progress.unknown += 1
    bus?.post(WalletEvent.operationKeptPending(operationId: operation.id, reason: reason))
  }

  /// The outcome of a refused transaction: its token voided when the backend says it was already
  /// spent, released otherwise, with the backend's code and reason kept.
  private static func refusal(_ result: WalletOfflineSyncResult) -> WalletOperationOutcome {
    let code = result.errorCode ?? "TRANSACTION_FAILED"
    let reason = result.reason.map { "\(code): \($0)" } ?? code
    let spent = code == "DOUBLE_SPENDING_DETECTED" || code == "TOKEN_ALREADY_SPENT"
    return spent ? .tokenSpent(reason: reason) : .rejected(reason: reason)
  }

  /// Whether `error` ends the whole sync rather than one operation's part of it: a refused session,
  /// cancellation, or a failure of this device (its database, its secure storage).
  private static func endsRun(_ error: any Error) -> Bool {
    if error is CancellationError { return true }
    switch AppError(error) {
    case .unauthorized, .cancelled, .local: return true
    default: return false
    }
  }

  /// Why an answer leaves an operation pending: the kind of uncertainty (SharedCore's
  /// `RemoteUncertainty`) or, for a refusal, its code, and what the answer said.
  private static func pendingReason(_ error: WalletError) -> String {
    let kind = RemoteUncertainty(failure: error.appError)?.kind.rawValue ?? "refused"
    return "\(kind): \(explain(error))"
  }

  /// An error as a reason: a wallet error's code and message, a vault refusal's explanation.
  private static func explain(_ error: any Error) -> String {
    switch error {
    case let error as WalletError: "\(error.code): \(error.userMessage)"
    case let error as WalletVaultError: "\(error)"
    default: String(describing: error)
    }
  }
}
