import Foundation

/// Runs first-time creation of singleton and scoped instances for one container and its scopes.
///
/// It is only used on the slow path (a cell that is not ready yet), so its single lock never
/// touches the resolve of an existing instance. No lock is held while a factory runs: a slow
/// factory blocks only the callers that need that very instance. A caller that must wait for an
/// instance another task is creating first checks that the wait would not close a loop of
/// waiting chains (a cycle split across tasks: A's factory needs B while B's factory, on another
/// task, needs A); such a wait throws a cycle ``ResolutionError`` instead of deadlocking.
///
/// **Why waiting here cannot starve Swift concurrency's cooperative pool.** A waiter blocks its
/// thread in `NSCondition.wait()`, which is only safe if the wait is bounded and the thread it
/// waits for never needs the pool to make progress. Both hold by construction:
/// - Resolution and factories are synchronous: the owner of a `.creating` cell runs its factory
///   to completion on the thread that claimed the cell, without a suspension point, so it never
///   waits for a pool thread. A waiter is blocked for at most the remaining run time of that one
///   factory (plus, transitively, the factories it resolves, each run the same way).
/// - Every wait that could close a loop of owners is refused up front (``waitCycle``), so
///   waits form chains ending at a running owner, never cycles.
/// The one way to break this is a factory that itself blocks on asynchronous work (a semaphore
/// waiting for a `Task`); factories must construct objects, not perform I/O or await results.
///
/// **Shutting down.** The coordinator also keeps what ``Container/shutDown()`` needs: the cells made
/// ready, in creation order (so instances are closed newest first), the scopes made and not closed,
/// and whether the root was shut down. ``shutDown(_:)`` closes a set of cells once none of them is
/// being created, handing back the instances they held.
final class CreationCoordinator: @unchecked Sendable {
  /// Guards every cell's state changes, every chain's `waitingOn`, and the properties below.
  private let condition = NSCondition()
  /// The cells made ready and not closed since, oldest first (root singletons and scoped instances),
  /// weakly: a scope dropped without being closed releases its instances as before.
  private var created: [WeakCell] = []
  /// The length of ``created`` at which the cells that went away are next pruned from it.
  private var pruneAt = 64
  /// The scopes made from the root or its scopes, weakly; pruned as scopes close or go away.
  private var scopes: [WeakScopeState] = []
  /// Shutdowns waiting for creations under way in their cells to finish.
  private var drains: [Drain] = []
  /// Whether the root was shut down (every resolve fails from then on).
  private var rootIsShutDown = false
  /// The root's shutdown, once it has begun: later calls wait for the same one.
  private var rootShutdown: Task<Void, Never>?

  /// A shutdown waiting for the creations under way in `cells`.
  private struct Drain {
    let cells: [OnceCell]
    let continuation: CheckedContinuation<Void, Never>
  }

  /// The instance in `cell`, creating it with `create` if this is the first request.
  ///
  /// - Parameter closedError: The error for a closed cell, given whether the root was shut down.
  func value(
    of cell: OnceCell,
    chain: ResolutionChain,
    closedError: (_ rootIsShutDown: Bool) -> any Error,
    create: () throws -> any Sendable
  ) throws -> any Sendable {
    condition.lock()
    while true {
      switch cell.state {
      case .ready(let value):
        condition.unlock()
        return value
      case .closed:
        let shutDown = rootIsShutDown
        condition.unlock()
        throw closedError(shutDown)
      case .empty:
        cell.setState(.creating(owner: chain))
        condition.unlock()
        return try finishCreating(cell, result: Result { try create() }, closedError: closedError)
      case .creating(let owner):
        if let cycle = waitCycle(waitingFor: cell, owner: owner, chain: chain) {
          condition.unlock()
          throw ResolutionError(key: cell.key, path: cycle, reason: .cycle)
        }
        chain.waitingOn = cell
        condition.wait()
        chain.waitingOn = nil
      }
    }
  }

  /// Stores the outcome of a creation, wakes the waiters, and resumes the shutdowns it held up.
  private func finishCreating(
    _ cell: OnceCell,
    result: Result<any Sendable, any Error>,
    closedError: (_ rootIsShutDown: Bool) -> any Error
  ) throws -> any Sendable {
    condition.lock()
    var replaced: OnceCell.State?
    var drained: [Drain] = []
    defer {
      condition.broadcast()
      condition.unlock()
      _ = replaced  // released here, after the locks
      for drain in drained { drain.continuation.resume() }
    }
    if case .closed = cell.state { throw closedError(rootIsShutDown) }
    switch result {
    case .success(let value):
      replaced = cell.setState(.ready(value))
      record(cell)
      drained = takeFinishedDrains()
      return value
    case .failure(let error):
      replaced = cell.setState(.empty)
      drained = takeFinishedDrains()
      throw error
    }
  }

  /// Closes `cells`: they release their instances and refuse to create new ones.
  func close(_ cells: [OnceCell]) {
    condition.lock()
    forget(cells)
    let released = cells.map { $0.setState(.closed) }
    condition.broadcast()
    condition.unlock()
    withExtendedLifetime(released) {}
  }

  // MARK: - Shutting down

  /// Whether the root was shut down.
  var isRootShutDown: Bool {
    condition.lock()
    defer { condition.unlock() }
    return rootIsShutDown
  }

  /// Records a new scope, so that the root's shutdown closes it.
  func register(_ scope: ScopeState) {
    condition.lock()
    defer { condition.unlock() }
    scopes.removeAll { $0.state?.isOpen != true }
    scopes.append(WeakScopeState(scope))
  }

  /// Marks the root shut down and returns its shutdown: the one under way, or `start()`'s.
  func shutDownRoot(_ start: () -> Task<Void, Never>) -> Task<Void, Never> {
    condition.lock()
    defer { condition.unlock() }
    rootIsShutDown = true
    if let rootShutdown { return rootShutdown }
    let shutdown = start()
    rootShutdown = shutdown
    return shutdown
  }

  /// The open scopes made from `scope` (from the root when `nil`), however deeply nested.
  func openScopes(within scope: ScopeState?) -> [ScopeState] {
    condition.lock()
    defer { condition.unlock() }
    return scopes.compactMap(\.state).filter { state in
      guard state.isOpen else { return false }
      guard let scope else { return true }
      var ancestor = state.parent.scope
      while let current = ancestor {
        if current === scope { return true }
        ancestor = current.parent.scope
      }
      return false
    }
  }

  /// Closes `cells` once none of them is being created, and returns the instances they held,
  /// newest first.
  ///
  /// Empty cells are closed at once, so nothing new is created in them; creations already under way
  /// finish first (factories are synchronous and bounded: see above), so their instances are
  /// returned too, never dropped unclosed.
  func shutDown(_ cells: [OnceCell]) async -> [any Sendable] {
    closeEmpty(cells)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      resume(continuation, onceCreated: cells)
    }
    return release(cells)
  }

  /// Closes the cells of `cells` that are empty, so nothing new is created in them.
  private func closeEmpty(_ cells: [OnceCell]) {
    condition.lock()
    defer { condition.unlock() }
    for cell in cells {
      if case .empty = cell.state { cell.setState(.closed) }
    }
  }

  /// Resumes `continuation` now if none of `cells` is being created, else when the last creation ends.
  private func resume(_ continuation: CheckedContinuation<Void, Never>, onceCreated cells: [OnceCell]) {
    condition.lock()
    guard cells.contains(where: \.isCreating) else {
      condition.unlock()
      continuation.resume()
      return
    }
    drains.append(Drain(cells: cells, continuation: continuation))
    condition.unlock()
  }

  /// Closes `cells` and returns the instances they held, newest first.
  private func release(_ cells: [OnceCell]) -> [any Sendable] {
    condition.lock()
    let members = Set(cells.map(ObjectIdentifier.init))
    let instances = created.reversed().compactMap(\.cell).filter { members.contains(ObjectIdentifier($0)) }
      .compactMap { $0.readyValue() }
    forget(cells)
    let released = cells.map { $0.setState(.closed) }
    condition.broadcast()
    condition.unlock()
    withExtendedLifetime(released) {}
    return instances
  }

  /// Appends `cell` to the creation order, first pruning the cells that went away when there are
  /// enough of them to be worth it. Call with the lock held.
  private func record(_ cell: OnceCell) {
    if created.count >= pruneAt {
      created.removeAll { $0.cell == nil }
      pruneAt = max(64, created.count * 2)
    }
    created.append(WeakCell(cell))
  }

  /// Removes `cells` (and the cells that went away) from the creation order. Call with the lock held.
  private func forget(_ cells: [OnceCell]) {
    let members = Set(cells.map(ObjectIdentifier.init))
    created.removeAll { entry in entry.cell.map { members.contains(ObjectIdentifier($0)) } ?? true }
  }

  /// Removes and returns the shutdowns none of whose cells is being created any more. Call with the
  /// lock held; resume them after releasing it.
  private func takeFinishedDrains() -> [Drain] {
    guard !drains.isEmpty else { return [] }
    var finished: [Drain] = []
    drains.removeAll { drain in
      guard !drain.cells.contains(where: \.isCreating) else { return false }
      finished.append(drain)
      return true
    }
    return finished
  }

  /// The cycle `chain` would close by waiting for `cell` (owned by `owner`), if any.
  ///
  /// Follows owner → the cell it waits on → that cell's owner … If the walk comes back to
  /// `chain`, the keys from the cell `chain` owns round to it again form the cycle. Call with the
  /// lock held.
  private func waitCycle(waitingFor cell: OnceCell, owner: ResolutionChain, chain: ResolutionChain) -> [ServiceKey]? {
    if owner === chain { return [cell.key, cell.key] }
    var cells = [cell]
    var current = owner
    while let next = current.waitingOn, cells.count <= 10_000 {
      guard case .creating(let nextOwner) = next.state else { return nil }
      cells.append(next)
      if nextOwner === chain {
        return [next.key] + cells.dropLast().map(\.key) + [next.key]
      }
      current = nextOwner
    }
    return nil
  }
}

/// A cell in the creation order, without keeping it (or its instance) alive.
private struct WeakCell {
  weak var cell: OnceCell?

  init(_ cell: OnceCell) {
    self.cell = cell
  }
}

/// A scope the coordinator knows of, without keeping it alive.
private struct WeakScopeState {
  weak var state: ScopeState?

  init(_ state: ScopeState) {
    self.state = state
  }
}
