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
final class CreationCoordinator: @unchecked Sendable {
  /// Guards every cell's state changes and every chain's `waitingOn`.
  private let condition = NSCondition()

  /// The instance in `cell`, creating it with `create` if this is the first request.
  func value(
    of cell: OnceCell,
    chain: ResolutionChain,
    closedError: () -> any Error,
    create: () throws -> any Sendable
  ) throws -> any Sendable {
    condition.lock()
    while true {
      switch cell.state {
      case .ready(let value):
        condition.unlock()
        return value
      case .closed:
        condition.unlock()
        throw closedError()
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

  /// Stores the outcome of a creation and wakes the waiters.
  private func finishCreating(
    _ cell: OnceCell,
    result: Result<any Sendable, any Error>,
    closedError: () -> any Error
  ) throws -> any Sendable {
    condition.lock()
    var replaced: OnceCell.State?
    defer {
      condition.broadcast()
      condition.unlock()
      _ = replaced  // released here, after the locks
    }
    if case .closed = cell.state { throw closedError() }
    switch result {
    case .success(let value):
      replaced = cell.setState(.ready(value))
      return value
    case .failure(let error):
      replaced = cell.setState(.empty)
      throw error
    }
  }

  /// Closes `cells`: they release their instances and refuse to create new ones.
  func close(_ cells: [OnceCell]) {
    condition.lock()
    let released = cells.map { $0.setState(.closed) }
    condition.broadcast()
    condition.unlock()
    withExtendedLifetime(released) {}
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
