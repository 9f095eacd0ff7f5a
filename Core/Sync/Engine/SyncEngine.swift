import Foundation

/// Runs sync: uploads queued local changes, then downloads every type's server changes.
///
/// **Upload** takes the queue in order, except that a mutation waits for the creates of the local
/// records it references (across types) and for earlier mutations of its own record; once one
/// waits, later updates and deletes wait with it (only creates go ahead). Consecutive
/// independent mutations of one type travel together when the remote batches
/// (``SyncRemote/maximumBatchSize``), and their acknowledgements are applied in one transaction.
/// Each mutation is marked attempted (durably) before it is sent with its stable idempotency key,
/// so a process killed mid-request retries with the same key and the server answers the first
/// result again. What is sent is the mutation as marked, not as read at the start of the pass: one
/// that a local write changed or removed meanwhile waits for the next pass, so an edit or delete
/// made during a sync is never lost or undone.
///
/// **What each answer means** (the rows that are not the sync contract's own follow
/// ``RemoteUncertainty``, the table every feature shares):
///
/// | Answer to one change | The change | The run |
/// | --- | --- | --- |
/// | 2xx with the record | acknowledged | goes on |
/// | 409 with the server's `current` record (stale version) | the type's ``SyncConflictPolicy`` | goes on |
/// | 400, 404, 405, 410, 412, 413, 415, 422, 409 `REFERENCED`, another 4xx | **refused**: parked with the reason | goes on |
/// | 422 `UNIQUE_CONFLICT` (a value another record holds) | **refused**: parked with ``SyncRejection/clashes`` | goes on |
/// | 409 without `current` (`IDEMPOTENCY_KEY_IN_USE`: the first request with its key is still running) | **unconfirmed**: stays queued, same key, next run | goes on |
/// | 2xx whose body cannot be read | **unconfirmed**: stays queued, same key, next run | goes on |
/// | offline, unreachable, timeout, dropped connection, 408, 429, 5xx | stays queued, same key | ends: ``SyncStatus/offline`` |
/// | 401 (refresh did not help), 403 to a request of its own | stays queued | upload ends, download runs, then ``SyncStatus/failed(_:)`` |
///
/// A refused change never blocks changes that do not need it: a change that needs a record the
/// server refused (an invoice naming a refused customer) waits, listed in ``SyncStatus/waiting(_:)``
/// with the record it waits for, while everything else uploads. A change is never sent under a new
/// key while an earlier answer to it proved nothing.
///
/// **Download** pages each type's changes by cursor until the server has no more; each page and
/// its cursor are applied in one transaction. A page larger than asked for is refused. Only the
/// server's explicit refusal of the cursor (``SyncRemoteError/cursorExpired(_:)``) starts the type
/// over from the beginning; that full download then removes the local records the server no longer
/// lists (``SyncStore/restartDownload(of:)``). Any other failure keeps the cursor for the next run.
///
/// **Scheduling:** runs are single-flight: ``sync()`` while a run is under way joins it.
/// ``run(connectivity:interval:)`` syncs when connectivity returns and on an interval.
///
/// **Signed out:** when the server refuses the session (401 after the token refresh failed), the
/// queue is kept as it is and the run ends ``SyncStatus/failed(_:)`` with ``AppError/unauthorized``:
/// ask the user to sign in again, then sync; the queued changes upload under their original keys.
public actor SyncEngine: ClosableService {
  private let store: any SyncStore
  private let remote: any SyncRemote
  /// Changes asked for per download request.
  public nonisolated let pageSize: Int
  private let broadcaster = SnapshotBroadcaster<SyncStatus>()
  private var current: Task<SyncReport, any Error>?
  private var isClosed = false

  /// The engine's status.
  public private(set) var status: SyncStatus = .idle {
    didSet { if status != oldValue { broadcaster.yield(status) } }
  }

  /// Creates an engine.
  /// - Parameters:
  ///   - store: The local records and their queue.
  ///   - remote: The server.
  ///   - pageSize: Changes asked for per download request; raised to 1 when lower.
  public init(store: any SyncStore, remote: any SyncRemote, pageSize: Int = SyncEngine.defaultPageSize) {
    self.store = store
    self.remote = remote
    self.pageSize = max(1, pageSize)
  }

  deinit { broadcaster.finish() }

  /// The download page size an engine asks for unless told otherwise: 500 changes.
  public static let defaultPageSize = 500

  /// The page sizes a configuration may choose (SharedPlatform's `PlatformModule` refuses others):
  /// at least one change, and at most 10,000, since each page is held in memory and applied in one
  /// transaction, and servers cap their pages well below that (the reference server at 1,000).
  public static let pageSizeRange = 1...10_000

  /// The current status, then every change.
  public func statusUpdates() -> AsyncStream<SyncStatus> {
    broadcaster.stream(startingWith: status, bufferingPolicy: .bufferingNewest(16))
  }

  /// Uploads, then downloads; joins the run under way if there is one.
  ///
  /// Cancelling a caller cancels the run (what was applied stays applied; the rest stays queued).
  /// - Throws: ``AppError`` when the run stopped early (``status`` says why), or `CancellationError`
  ///   (also after ``close()``).
  @discardableResult
  public func sync() async throws -> SyncReport {
    guard !isClosed else { throw CancellationError() }
    let task: Task<SyncReport, any Error>
    if let current {
      task = current
    } else {
      task = Task { try await self.perform() }
      current = task
    }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Cancels the run under way, if any, and waits for it to end (what it applied stays applied, the
  /// rest stays queued under the same keys); later runs are refused with `CancellationError`, and
  /// ``run(connectivity:interval:)`` loops run nothing more. Closing twice does nothing.
  public func close() async {
    isClosed = true
    guard let current else { return }
    current.cancel()
    _ = await current.result
  }

  /// Syncs now, whenever `connectivity` comes back online, and every `interval`, until cancelled.
  /// Failures only show in ``status``: the next trigger tries again.
  public func run(connectivity: (any ConnectivityMonitor)? = nil, interval: Duration? = nil) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.syncReportingOnlyStatus() }
      if let connectivity {
        group.addTask {
          var previous: ConnectivityStatus?
          for await reachability in await connectivity.updates() {
            if reachability == .online, let previous, previous != .online { await self.syncReportingOnlyStatus() }
            previous = reachability
          }
        }
      }
      if let interval {
        group.addTask {
          while (try? await Task.sleep(for: interval)) != nil { await self.syncReportingOnlyStatus() }
        }
      }
    }
  }

  /// Runs ``sync()`` for a trigger: its outcome is in ``status``.
  private func syncReportingOnlyStatus() async {
    _ = try? await sync()
  }

  // MARK: - A run

  /// What one run carries from its upload to its status.
  private struct RunState {
    var report = SyncReport()
    /// Records whose change was sent without a conclusive answer: not sent again in this run.
    var deferred: Set<String> = []
    var unconfirmed: [SyncUnconfirmedChange] = []
  }

  private func perform() async throws -> SyncReport {
    defer { current = nil }
    var run = RunState()
    do {
      var uploadError: (any Error)?
      do {
        try await upload(&run)
      } catch let error where !Task.isCancelled && !AppError(error).isRetryable && AppError(error) != .cancelled {
        // Not an outage (the account, say): the server's changes are still worth having.
        uploadError = error
      }
      try await download(into: &run.report)
      if let uploadError { throw uploadError }
      let backlog = SyncBacklog(blocked: try await blockedChanges(), unconfirmed: run.unconfirmed)
      run.report.blocked = backlog.blocked.count
      status = backlog.isEmpty ? .idle : .waiting(backlog)
      return run.report
    } catch {
      status = Task.isCancelled ? .idle : Self.status(for: AppError(error))
      throw error
    }
  }

  /// An outage (any retryable error) shows as offline, never as a failure.
  private static func status(for error: AppError) -> SyncStatus {
    switch error {
    case .cancelled: .idle
    default: error.isRetryable ? .offline : .failed(error)
    }
  }

  // MARK: - What an answer means

  /// What a failed answer to one change (or to a batch request as a whole) means for it.
  private enum FailureMeaning {
    /// The server refused the change for good: it is parked with the reason.
    case refused(SyncRejection)
    /// The answer proved nothing about this change alone: it stays queued under its key for the next run.
    case unconfirmed(RemoteUncertainty)
    /// The failure is about the run (an outage, the account, this device): the run ends.
    case endsTheRun
  }

  /// Sorts a failure by ``RemoteUncertainty``'s table, with the engine's own rule first: a 403 to a
  /// request of its own is about the account, not the change (a 403 inside a batch's answers is
  /// about that change, and arrives as `.server(status: 403, …)`).
  private static func meaning(of error: AppError) -> FailureMeaning {
    if error == .forbidden { return .endsTheRun }
    guard let uncertainty = RemoteUncertainty(failure: error) else { return .refused(rejection(for: error)) }
    switch uncertainty.kind {
    case .inProgress, .unreadableAnswer: return .unconfirmed(uncertainty)
    case .notDelivered, .throttled, .signInRequired, .noAnswer, .serverFailure, .cancelled, .localFailure:
      return .endsTheRun
    }
  }

  /// The parked reason for a definite refusal that is not in the sync contract's words (a 413, a 415…).
  private static func rejection(for error: AppError) -> SyncRejection {
    switch error {
    case .server(let status, let code, let message, _):
      SyncRejection(
        code: code ?? "HTTP_\(status)", message: message ?? "The server refused this change (HTTP \(status)).")
    case .validation(let fields):
      SyncRejection(code: "VALIDATION_FAILED", message: error.userMessage, fields: fields)
    case .notFound:
      SyncRejection(code: "NOT_FOUND", message: error.userMessage)
    default:
      SyncRejection(code: nil, message: error.userMessage)
    }
  }

  /// Whether a batch request's error refuses the request itself rather than answering for its changes.
  private static func turnsDownTheBatch(_ error: SyncRemoteError) -> Bool {
    switch error {
    case .rejected: true
    case .failed(let failure): if case .refused = meaning(of: failure) { true } else { false }
    case .conflict, .cursorExpired: false
    }
  }

  // MARK: - Upload

  private func upload(_ run: inout RunState) async throws {
    var pending = try await store.pendingMutations()
    let total = pending.count
    var completed = 0
    status = .syncing(completed: 0, total: total)
    let batchLimit = max(1, remote.maximumBatchSize)
    while !pending.isEmpty {
      let blockage = try await blockage(of: pending)
      var changed: Set<String> = []  // records whose id or version changed in this pass
      // Records whose next mutation must wait for another pass (or, when deferred, the next run).
      var waiting = run.deferred
      var batch: [SyncMutation] = []
      var progressed = false
      for mutation in pending {
        try Task.checkCancellation()
        // A mutation that needs a refused record is neither sent nor holds anything else back.
        if blockage?.blocker(of: mutation) != nil { continue }
        let id = mutation.recordID
        // Later mutations of a record wait for its earlier ones; a mutation referencing a local id
        // waits for that record's create; one whose record just changed is re-read first. Once one
        // waits, every later update and delete waits too, so none overtakes it (a product's delete
        // must not reach the server before the earlier edit that stopped an invoice referencing
        // it); creates still go, since what waits may need their server ids.
        guard
          !waiting.contains(id), mutation.dependencies.isEmpty, !changed.contains(id),
          waiting.isEmpty || mutation.operation == .create
        else {
          waiting.insert(id)
          continue
        }
        progressed = true
        changed.insert(id)
        if let first = batch.first, first.type != mutation.type || batch.count == batchLimit {
          completed += try await send(batch, into: &run, waiting: &waiting)
          status = .syncing(completed: min(completed, total), total: total)
          batch.removeAll(keepingCapacity: true)
        }
        batch.append(mutation)
      }
      if !batch.isEmpty {
        completed += try await send(batch, into: &run, waiting: &waiting)
        status = .syncing(completed: min(completed, total), total: total)
      }
      guard progressed, !waiting.isEmpty else { break }
      pending = try await store.pendingMutations()
    }
  }

  /// The blocked mutations of `pending`, when any mutation needs a local id no queued create provides.
  private func blockage(of pending: [SyncMutation]) async throws -> SyncBlockage? {
    guard SyncBlockage.mayBlock(pending) else { return nil }
    let refused = try await store.rejectedMutations().reduce(into: [String: SyncReferenceValue]()) {
      $0[$1.recordID] = SyncReferenceValue(id: $1.recordID, type: $1.type)
    }
    return SyncBlockage(pending: pending, refused: refused, schema: store.schema)
  }

  /// The queued changes that wait for a refused record, for the run's status.
  private func blockedChanges() async throws -> [SyncBlockedChange] {
    let pending = try await store.pendingMutations()
    guard SyncBlockage.mayBlock(pending) else { return [] }
    let refusedMutations = try await store.rejectedMutations()
    let refused = refusedMutations.reduce(into: [String: SyncReferenceValue]()) {
      $0[$1.recordID] = SyncReferenceValue(id: $1.recordID, type: $1.type)
    }
    let reasons = refusedMutations.reduce(into: [String: SyncRejection]()) {
      $0[$1.recordID] = $0[$1.recordID] ?? $1.rejection
    }
    let blockage = SyncBlockage(pending: pending, refused: refused, schema: store.schema)
    return pending.compactMap { mutation in
      blockage.blocker(of: mutation).map { blocker in
        SyncBlockedChange(
          type: mutation.type, recordID: mutation.recordID, operation: mutation.operation, blockedBy: blocker,
          blockerRejection: reasons[blocker.id])
      }
    }
  }

  /// Sends independent mutations of one type (one request when the remote batches) and applies
  /// the answers: acknowledgements together in one transaction, conflicts and refusals one by one.
  /// - Returns: How many mutations are done with (a conflict that is resent, or an unconfirmed
  ///   change, is not).
  private func send(_ batch: [SyncMutation], into run: inout RunState, waiting: inout Set<String>)
    async throws -> Int
  {
    guard let first = batch.first else { return 0 }
    let type = try store.schema.type(named: first.type)
    // The batch was read at the start of the pass: a local change since then may have changed or
    // removed a mutation. Only the ones still queued as read are marked, and their current copies
    // are what is sent; the others' records wait for the next pass, which reads them as they are.
    let marked = try await store.markAttempted(batch)
    let sent = Set(marked.map(\.sequence))
    for mutation in batch where !sent.contains(mutation.sequence) { waiting.insert(mutation.recordID) }
    guard !marked.isEmpty else { return 0 }
    let answers: [Result<SyncServerRecord, SyncRemoteError>]
    do {
      answers = try await remote.send(marked, of: type)
    } catch let error where marked.count > 1 && Self.turnsDownTheBatch(error) {
      // The batch request as a whole was turned down (too large, no batch route…): each mutation on
      // its own gets its own answer, so that one unsendable mutation does not hold back the others.
      do {
        answers = try await remote.sendOneByOne(marked, of: type)
      } catch {
        answers = [.failure(error)]
      }
    } catch .failed(let error) where marked.count > 1 {
      // No answer to the batch at all: what that proves, it proves for every change in it.
      guard case .unconfirmed(let uncertainty) = Self.meaning(of: error) else {
        throw error == .cancelled ? CancellationError() : error
      }
      for mutation in marked { keepForNextRun(mutation, uncertainty, in: &run, waiting: &waiting) }
      return 0
    } catch {
      answers = [.failure(error)]
    }
    var done = 0
    var acknowledged: [(mutation: SyncMutation, record: SyncServerRecord)] = []
    for (mutation, answer) in zip(marked, answers) {
      if case .success(let record) = answer {
        acknowledged.append((mutation, record))
        continue
      }
      // Whatever comes next sees the acknowledgements before it.
      try await store.acknowledge(acknowledged)
      run.report.uploaded += acknowledged.count
      done += acknowledged.count
      acknowledged.removeAll()
      switch answer {
      case .success: break
      case .failure(.conflict(let current)):
        let outcome = try await store.resolveConflict(mutation, current: current)
        if outcome.isRecorded { run.report.conflicts += 1 }
        switch outcome {
        case .resend, .mergedCleanly: waiting.insert(mutation.recordID)
        case .serverKept, .superseded: done += 1
        }
      case .failure(.rejected(let rejection)):
        try await store.reject(mutation, rejection)
        run.report.rejected += 1
        done += 1
      case .failure(.cursorExpired(let rejection)):
        // Not an answer a change can get: the remote broke the contract, so the change is kept.
        keepForNextRun(
          mutation, RemoteUncertainty(.unreadableAnswer, error: .decoding(path: "", reason: rejection.message)),
          in: &run, waiting: &waiting)
      case .failure(.failed(let error)):
        switch Self.meaning(of: error) {
        case .refused(let rejection):
          // Refused for good, though not in the sync contract's words: parked with the reason.
          try await store.reject(mutation, rejection)
          run.report.rejected += 1
          done += 1
        case .unconfirmed(let uncertainty):
          keepForNextRun(mutation, uncertainty, in: &run, waiting: &waiting)
        case .endsTheRun:
          throw error == .cancelled ? CancellationError() : error
        }
      }
    }
    try await store.acknowledge(acknowledged)
    run.report.uploaded += acknowledged.count
    done += acknowledged.count
    // Answers stop short after a failure; the mutations not answered go in the next pass.
    for mutation in marked.dropFirst(answers.count) { waiting.insert(mutation.recordID) }
    return done
  }

  /// Keeps a change whose answer proved nothing queued, under its key, for the next run.
  private func keepForNextRun(
    _ mutation: SyncMutation, _ uncertainty: RemoteUncertainty, in run: inout RunState, waiting: inout Set<String>
  ) {
    run.deferred.insert(mutation.recordID)
    waiting.insert(mutation.recordID)
    run.report.unconfirmed += 1
    run.unconfirmed.append(
      SyncUnconfirmedChange(
        type: mutation.type, recordID: mutation.recordID, operation: mutation.operation, uncertainty: uncertainty))
  }

  // MARK: - Download

  private func download(into report: inout SyncReport) async throws {
    for type in store.schema.types {
      var cursor = try await store.cursor(for: type.name)
      var restarted = false
      while true {
        try Task.checkCancellation()
        let page: SyncChangesPage
        do {
          page = try await remote.changes(type, since: cursor, limit: pageSize)
        } catch .cursorExpired where cursor != nil && !restarted {
          // The server no longer accepts the cursor (it expired, or the server lost its history):
          // start over, and remove afterwards what the full download no longer lists.
          try await store.restartDownload(of: type.name)
          cursor = nil
          restarted = true
          continue
        } catch .cursorExpired(let rejection), .rejected(let rejection) {
          throw AppError.server(status: 400, code: rejection.code, message: rejection.message, correlationID: nil)
        } catch .conflict {
          throw AppError.server(status: 409, code: nil, message: "Conflict listing changes", correlationID: nil)
        } catch .failed(let error) {
          throw error == .cancelled ? CancellationError() : error
        }
        guard page.changes.count <= pageSize else {
          throw AppError.decoding(
            path: "changes", reason: "\(page.changes.count) changes in a page of at most \(pageSize)")
        }
        try await store.apply(page, of: type.name)
        report.downloaded += page.changes.count
        cursor = page.nextCursor
        guard page.hasMore, !page.changes.isEmpty else { break }
      }
      report.removed += try await store.finishDownload(of: type.name)
    }
  }
}
