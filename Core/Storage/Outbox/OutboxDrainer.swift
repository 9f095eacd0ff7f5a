/// Drains every registered ``OutboxDrain`` when connectivity returns, and on demand, one pass at
/// a time.
///
/// Triggers coalesce (single-flight): a trigger while a pass runs schedules exactly one more pass
/// after it, however many triggers arrive, so a write made during a pass is never left behind and
/// a burst of triggers costs at most two passes. ``drainNow(ignoringBackoff:)`` returns once a
/// pass that started after the call has finished. A pass triggered by returning connectivity
/// attempts items still backing off from the outage as well.
///
/// ```swift
/// let drainer = try container.resolve(OutboxDrainer.self)
/// await drainer.start()         // drains whenever the monitor reports .online again
/// await drainer.drainNow()      // pull-to-refresh, app foregrounding
/// ```
/// SharedPlatform's `PlatformModule` registers one over the container's ``ConnectivityMonitor``
/// and every ``OutboxDrain`` registration.
public actor OutboxDrainer: ClosableService {
  private let monitor: any ConnectivityMonitor
  private let drains: @Sendable () throws -> [OutboxDrain]
  private let logger: (any AppLogger)?
  private var pass: Task<Void, Never>?
  private var wantsAnotherPass = false
  private var nextPassIgnoresBackoff = false
  private var watcher: Task<Void, Never>?
  private var completedPasses = 0
  private var isClosed = false

  /// Creates a stopped drainer.
  /// - Parameters:
  ///   - monitor: Reports connectivity.
  ///   - drains: The drains to run, looked up at every pass (a container's `resolveAll`).
  ///   - logger: Receives a line for each drain that fails (a store error); category `outbox`.
  public init(
    monitor: any ConnectivityMonitor,
    logger: (any AppLogger)? = nil,
    drains: @escaping @Sendable () throws -> [OutboxDrain]
  ) {
    self.monitor = monitor
    self.logger = logger
    self.drains = drains
  }

  /// The number of passes finished so far.
  public var passCount: Int { completedPasses }

  /// Starts watching connectivity: every change to `.online` (including the first status, when
  /// it is online) triggers a pass. Starting twice, or after ``close()``, does nothing.
  public func start() {
    guard watcher == nil, !isClosed else { return }
    watcher = Task { [monitor, weak self] in
      var previous: ConnectivityStatus?
      for await status in await monitor.updates() {
        guard let self else { return }
        if status == .online, previous != .online { await self.trigger(ignoringBackoff: true) }
        previous = status
      }
    }
  }

  /// Stops watching connectivity; a pass already running completes.
  public func stop() {
    watcher?.cancel()
    watcher = nil
  }

  /// Stops watching connectivity for good and waits for the pass under way, if any, to finish
  /// (including the one scheduled after it); later triggers run nothing. Closing twice does nothing.
  public func close() async {
    isClosed = true
    stop()
    await pass?.value
  }

  /// Runs a pass now (or joins the one scheduled after the running one) and returns when it is
  /// done; after ``close()`` it returns at once. Cancelling the caller stops its wait, not the shared
  /// pass.
  /// - Parameter ignoringBackoff: Attempts items still backing off too (the user asked to retry).
  public func drainNow(ignoringBackoff: Bool = false) async {
    guard let pass = trigger(ignoringBackoff: ignoringBackoff) else { return }
    await pass.value
  }

  /// Schedules a pass and returns the task that will have run it.
  @discardableResult
  private func trigger(ignoringBackoff: Bool) -> Task<Void, Never>? {
    guard !isClosed else { return nil }
    wantsAnotherPass = true
    nextPassIgnoresBackoff = nextPassIgnoresBackoff || ignoringBackoff
    if pass == nil {
      pass = Task { await self.runPasses() }
    }
    return pass
  }

  private func runPasses() async {
    while wantsAnotherPass {
      wantsAnotherPass = false
      let ignoringBackoff = nextPassIgnoresBackoff
      nextPassIgnoresBackoff = false
      await runPass(ignoringBackoff: ignoringBackoff)
      completedPasses += 1
    }
    pass = nil
  }

  private func runPass(ignoringBackoff: Bool) async {
    let drains: [OutboxDrain]
    do {
      drains = try self.drains()
    } catch {
      logger?.log(.error, "outbox drains unavailable: \(AppError(error))", category: "outbox", metadata: [:])
      return
    }
    for drain in drains {
      do {
        _ = try await drain(ignoringBackoff: ignoringBackoff)
      } catch {
        logger?.log(.error, "outbox drain failed: \(AppError(error))", category: "outbox", metadata: [:])
      }
    }
  }
}
