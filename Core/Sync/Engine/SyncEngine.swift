import Foundation

/// Runs sync: uploads queued local changes, then downloads every type's server changes.
///
/// **Upload** takes the queue in order, except that a mutation waits for the creates of the local
/// records it references (across types) and for earlier mutations of its own record; once one
/// waits, later updates and deletes wait with it (only creates go ahead). Consecutive
/// independent mutations of one type travel together when the remote batches
/// (``SyncRemote/maximumBatchSize``), and their acknowledgements are applied in one transaction.
/// Each mutation is marked attempted before it is sent with its stable idempotency key, so a
/// process killed mid-request retries with the same key and the server answers the first result again.
/// What is sent is the mutation as marked, not as read at the start of the pass: one that a local
/// write changed or removed meanwhile waits for the next pass, so an edit or delete made during a
/// sync is never lost or undone.
/// A stale version gets the type's ``SyncConflictPolicy``; a refusal parks the mutation with its
/// reasons and the rest continue, and so does any other failure that is about that mutation alone
/// (an HTTP 413 or 415, say). An outage (a retryable ``AppError``) ends the run with everything
/// still queued (status ``SyncStatus/offline``); it is never taken for a refusal. A failure about the
/// account (401, 403) ends the upload, but the download still runs before the run throws it.
///
/// **Download** pages each type's changes by cursor until the server has no more; each page and
/// its cursor are applied in one transaction.
///
/// **Scheduling:** runs are single-flight: ``sync()`` while a run is under way joins it.
/// ``run(connectivity:interval:)`` syncs when connectivity returns and on an interval.
public actor SyncEngine {
  private let store: any SyncStore
  private let remote: any SyncRemote
  private let pageSize: Int
  private let broadcaster = SnapshotBroadcaster<SyncStatus>()
  private var current: Task<SyncReport, any Error>?

  /// The engine's status.
  public private(set) var status: SyncStatus = .idle {
    didSet { if status != oldValue { broadcaster.yield(status) } }
  }

  /// Creates an engine.
  /// - Parameters:
  ///   - store: The local records and their queue.
  ///   - remote: The server.
  ///   - pageSize: Changes asked for per download request.
  public init(store: any SyncStore, remote: any SyncRemote, pageSize: Int = 500) {
    self.store = store
    self.remote = remote
    self.pageSize = max(1, pageSize)
  }

  deinit { broadcaster.finish() }

  /// The current status, then every change.
  public func statusUpdates() -> AsyncStream<SyncStatus> {
    broadcaster.stream(startingWith: status, bufferingPolicy: .bufferingNewest(16))
  }

  /// Uploads, then downloads; joins the run under way if there is one.
  ///
  /// Cancelling a caller cancels the run (what was applied stays applied; the rest stays queued).
  /// - Throws: ``AppError`` when the run stopped early (``status`` says why), or `CancellationError`.
  @discardableResult
  public func sync() async throws -> SyncReport {
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

  private func perform() async throws -> SyncReport {
    defer { current = nil }
    var report = SyncReport()
    do {
      var uploadError: (any Error)?
      do {
        try await upload(into: &report)
      } catch let error where !Task.isCancelled && !AppError(error).isRetryable && AppError(error) != .cancelled {
        // Not an outage (the account, say): the server's changes are still worth having.
        uploadError = error
      }
      try await download(into: &report)
      if let uploadError { throw uploadError }
      status = .idle
      return report
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

  /// Whether a batch request's error refuses the request itself rather than reporting an outage.
  private static func turnsDownTheBatch(_ error: SyncRemoteError) -> Bool {
    switch error {
    case .rejected: true
    case .failed(let failure): refusal(of: failure) != nil
    case .conflict: false
    }
  }

  /// What a failed answer to one mutation means for that mutation alone: a refusal when the server
  /// turned down this change for good (a 413, a 415, a 403 for this record in a batch…), or `nil`
  /// when the failure is about the run: an outage, the account (401, a 403 to a request of its
  /// own), this device, or an answer that could not be read.
  private static func refusal(of error: AppError) -> SyncRejection? {
    guard !error.isRetryable else { return nil }
    switch error {
    case .server(let status, let code, let message, _) where (400..<500).contains(status) && status != 401:
      return SyncRejection(
        code: code ?? "HTTP_\(status)", message: message ?? "The server refused this change (HTTP \(status)).")
    case .validation(let fields):
      return SyncRejection(code: "VALIDATION_FAILED", message: error.userMessage, fields: fields)
    case .notFound:
      return SyncRejection(code: "NOT_FOUND", message: error.userMessage)
    case .conflict(let message):
      return SyncRejection(code: "CONFLICT", message: message ?? error.userMessage)
    default:
      return nil
    }
  }

  private func upload(into report: inout SyncReport) async throws {
    var pending = try await store.pendingMutations()
    let total = pending.count
    var completed = 0
    status = .syncing(completed: 0, total: total)
    let batchLimit = max(1, remote.maximumBatchSize)
    while !pending.isEmpty {
      var changed: Set<String> = []  // records whose id or version changed in this pass
      var waiting: Set<String> = []  // records whose next mutation must wait for another pass
      var batch: [SyncMutation] = []
      var progressed = false
      for mutation in pending {
        try Task.checkCancellation()
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
          completed += try await send(batch, into: &report, waiting: &waiting)
          status = .syncing(completed: min(completed, total), total: total)
          batch.removeAll(keepingCapacity: true)
        }
        batch.append(mutation)
      }
      if !batch.isEmpty {
        completed += try await send(batch, into: &report, waiting: &waiting)
        status = .syncing(completed: min(completed, total), total: total)
      }
      guard progressed, !waiting.isEmpty else { break }
      pending = try await store.pendingMutations()
    }
  }

  /// Sends independent mutations of one type (one request when the remote batches) and applies
  /// the answers: acknowledgements together in one transaction, conflicts and refusals one by one.
  /// - Returns: How many mutations are done with (a conflict that is resent is not).
  private func send(_ batch: [SyncMutation], into report: inout SyncReport, waiting: inout Set<String>)
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
      report.uploaded += acknowledged.count
      done += acknowledged.count
      acknowledged.removeAll()
      switch answer {
      case .success: break
      case .failure(.conflict(let current)):
        report.conflicts += 1
        if try await store.resolveConflict(mutation, current: current) {
          waiting.insert(mutation.recordID)
        } else {
          done += 1
        }
      case .failure(.rejected(let rejection)):
        try await store.reject(mutation, rejection)
        report.rejected += 1
        done += 1
      case .failure(.failed(let error)):
        guard let rejection = Self.refusal(of: error) else {
          throw error == .cancelled ? CancellationError() : error
        }
        // Refused for good, though not in the sync contract's words: parked with the reason.
        try await store.reject(mutation, rejection)
        report.rejected += 1
        done += 1
      }
    }
    try await store.acknowledge(acknowledged)
    report.uploaded += acknowledged.count
    done += acknowledged.count
    // Answers stop short after a failure; the mutations not answered go in the next pass.
    for mutation in marked.dropFirst(answers.count) { waiting.insert(mutation.recordID) }
    return done
  }

  private func download(into report: inout SyncReport) async throws {
    for type in store.schema.types {
      var cursor = try await store.cursor(for: type.name)
      while true {
        try Task.checkCancellation()
        let page: SyncChangesPage
        do {
          page = try await remote.changes(type, since: cursor, limit: pageSize)
        } catch .rejected where cursor != nil {
          // The server no longer accepts the cursor (e.g. it was restarted): start over.
          cursor = nil
          continue
        } catch .rejected(let rejection) {
          throw AppError.server(status: 400, code: rejection.code, message: rejection.message, correlationID: nil)
        } catch .conflict {
          throw AppError.server(status: 409, code: nil, message: "Conflict listing changes", correlationID: nil)
        } catch .failed(let error) {
          throw error == .cancelled ? CancellationError() : error
        }
        try await store.apply(page, of: type.name)
        report.downloaded += page.changes.count
        cursor = page.nextCursor
        guard page.hasMore, !page.changes.isEmpty else { break }
      }
    }
  }
}
