import Foundation
import SharedCore

/// Sends the vault's pending operations to the backend and applies each answer to the vault.
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
/// The offline window and running offline total restart (``WalletVault/recordSuccessfulSync()``)
/// only when the backend answered during the sync and no answer was lost; with nothing pending the
/// sync checks the session (`GET auth/validate-session`) to reach it. Offline, they do not restart.
///
/// A lost answer is an unknown outcome: the items stay pending with their tokens reserved and are
/// resent under the same operation ids (at once, up to ``resendAttempts`` times, then by the next
/// sync); the backend answers a resent id with its first result, so nothing is counted twice.
///
/// With a bus, the sync posts ``WalletEvent``s: ``WalletEvent/syncProgressed(synced:total:)`` with
/// each progress report, one event per operation the backend settles
/// (``WalletEvent/paymentConfirmed(operationId:amount:)``,
/// ``WalletEvent/divisionConfirmed(operationId:changeTokenId:change:)`` or
/// ``WalletEvent/operationRejected(operationId:reason:)``), then
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
  /// How many times a request whose answer was lost is resent before the sync moves on.
  public let resendAttempts: Int
  /// Where ``WalletEvent``s are posted, if anywhere.
  public nonisolated let bus: EventBus?
  private var isRunning = false

  /// Creates the service.
  /// - Parameters:
  ///   - api: The backend the operations are sent to.
  ///   - vault: The vault whose pending operations are sent and which records each answer.
  ///   - batchSize: Transactions per request, clamped to 1...500.
  ///   - resendAttempts: Immediate resends of a request whose answer was lost (0...10).
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
  /// - Throws: ``WalletError/syncError(message:)`` when a sync is already running; a
  ///   ``WalletError`` that stops the whole sync (authentication, a refused batch); a storage error.
  ///   A backend that cannot be reached is no error: the items stay pending and the progress says
  ///   it (``WalletSyncProgress/reachedBackend``).
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
    if pending.isEmpty { progress.reachedBackend = try await checkIn() }
    report(progress)
    for operation in pending where operation.isDivision {
      try Task.checkCancellation()
      try await divide(operation, describe: describe, progress: &progress)
      report(progress)
    }
    let whole = pending.filter { !$0.isDivision }
    for start in stride(from: 0, to: whole.count, by: batchSize) {
      try Task.checkCancellation()
      let batch = Array(whole[start..<min(start + batchSize, whole.count)])
      try await send(batch, describe: describe, progress: &progress)
      report(progress)
    }
    if progress.reachedBackend, progress.unknown == 0 { try await vault.recordSuccessfulSync() }
    bus?.post(WalletEvent.syncFinished(accepted: progress.accepted, rejected: progress.rejected))
    if progress.synced > 0 { await bus?.postBalance(of: vault) }
    return progress
  }

  // MARK: - Divisions

  private func divide(
    _ operation: WalletOperation, describe: Describe, progress: inout WalletSyncProgress
  ) async throws {
    var attempt = 0
    while true {
      do {
        // Both calls are idempotent under the operation id: a resend gets the first answers back.
        let payment = try await paymentToken(of: operation, progress: &progress)
        let transfer = try await describe(operation, payment)
        guard transfer.id == operation.id else {
          throw WalletError.syncError(
            message: "transaction \(transfer.id) describes operation \(operation.id): the ids must be equal")
        }
        let response = try await api.syncOfflineTransactions([transfer])
        // The transfer is answered as a whole-token payment is: the division is already recorded.
        try await apply(response, to: [operation], progress: &progress)
        return
      } catch let error as WalletError {
        let outcome = WalletOperationOutcome(error: error)
        if case .unknown = outcome {
          if case .authenticationRequired = error { throw error }
          if attempt < resendAttempts {
            attempt += 1
            continue
          }
          progress.unknown += 1
          return
        }
        progress.reachedBackend = true
        try await settle(operation, as: outcome)
        progress.synced += 1
        progress.rejected += 1
        return
      }
    }
  }

  /// The token the transfer sends: the payment token of a division already recorded, or of one
  /// the backend makes now, recorded before anything else is sent.
  private func paymentToken(
    of operation: WalletOperation, progress: inout WalletSyncProgress
  ) async throws -> WalletOfflineToken {
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
    let division = try await api.divideToken(request, operationId: operation.id)
    progress.reachedBackend = true
    try await vault.recordDivision(operationId: operation.id, division: division)
    return division.paymentToken
  }

  // MARK: - Session check

  /// Whether the backend confirms the session: the contact a sync with nothing to send makes.
  /// - Throws: ``WalletError/authenticationRequired`` (the session must be renewed); any other
  ///   failure, an outage included, is `false`.
  private func checkIn() async throws -> Bool {
    do {
      return try await api.validateSession().valid
    } catch {
      if case .authenticationRequired = error { throw error }
      return false
    }
  }

  // MARK: - Batches

  private func send(
    _ batch: [WalletOperation], describe: Describe, progress: inout WalletSyncProgress
  ) async throws {
    var transactions: [WalletOfflineTransaction] = []
    for operation in batch {
      guard let token = try await vault.token(operation.tokenId) else {
        throw WalletVaultError.unknownToken(operation.tokenId)
      }
      let transaction = try await describe(operation, token)
      guard transaction.id == operation.id else {
        throw WalletError.syncError(
          message: "transaction \(transaction.id) describes operation \(operation.id): the ids must be equal")
      }
      transactions.append(transaction)
    }
    var attempt = 0
    while true {
      let response: WalletOfflineSyncResponse
      do {
        response = try await api.syncOfflineTransactions(transactions)
      } catch {
        guard case .unknown = WalletOperationOutcome(error: error), !error.isAuthentication else { throw error }
        if attempt < resendAttempts {
          attempt += 1
          continue
        }
        progress.unknown += batch.count
        return
      }
      try await apply(response, to: batch, progress: &progress)
      return
    }
  }

  /// Applies the backend's answer to each operation of `batch` it names; one it does not name stays
  /// pending.
  private func apply(
    _ response: WalletOfflineSyncResponse, to batch: [WalletOperation], progress: inout WalletSyncProgress
  ) async throws {
    progress.reachedBackend = true
    let results = Dictionary(response.results.map { ($0.transactionId, $0) }, uniquingKeysWith: { first, _ in first })
    for operation in batch {
      guard let result = results[operation.id] else {
        progress.unknown += 1  // no answer for it: stays pending, resent next time
        continue
      }
      switch result.status {
      case .accepted:
        try await settle(operation, as: .accepted)
        progress.accepted += 1
      case .rejected:
        try await settle(operation, as: Self.refusal(result))
        progress.rejected += 1
      }
      progress.synced += 1
    }
  }

  // MARK: - Outcomes

  /// Applies a definite outcome to `operation` in the vault and posts the event saying so.
  private func settle(_ operation: WalletOperation, as outcome: WalletOperationOutcome) async throws {
    let settled = try await vault.apply(outcome, to: operation.id)
    guard let bus else { return }
    switch outcome {
    case .accepted where settled.isDivision, .divided:
      bus.post(
        WalletEvent.divisionConfirmed(
          operationId: settled.id, changeTokenId: settled.changeTokenId, change: settled.change))
    case .accepted:
      bus.post(WalletEvent.paymentConfirmed(operationId: settled.id, amount: settled.payment))
    case .rejected(let reason), .tokenSpent(let reason):
      bus.post(WalletEvent.operationRejected(operationId: settled.id, reason: reason))
    case .unknown:
      break
    }
  }

  /// The outcome of a refused transaction: its token voided when the backend says it was already
  /// spent, released otherwise, with the backend's code and reason kept.
  private static func refusal(_ result: WalletOfflineSyncResult) -> WalletOperationOutcome {
    let code = result.errorCode ?? "TRANSACTION_FAILED"
    let reason = result.reason.map { "\(code): \($0)" } ?? code
    let spent = code == "DOUBLE_SPENDING_DETECTED" || code == "TOKEN_ALREADY_SPENT"
    return spent ? .tokenSpent(reason: reason) : .rejected(reason: reason)
  }
}

extension WalletError {
  fileprivate var isAuthentication: Bool {
    if case .authenticationRequired = self { true } else { false }
  }
}
