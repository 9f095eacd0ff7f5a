import Foundation

/// The storage of one singleton or scoped instance: empty, being created, ready, or closed.
///
/// Each cell has its own small lock, so resolving different services never contends. The
/// ready value is read under ``lock`` alone (the fast path). Every state change also holds the
/// ``CreationCoordinator``'s lock, so the coordinator can read states under its own lock.
@usableFromInline
final class OnceCell: @unchecked Sendable {
  /// Where the cell is in its life.
  enum State {
    /// Nothing created yet.
    case empty
    /// A chain is running the factory; others wait for it.
    case creating(owner: ResolutionChain)
    /// The instance.
    case ready(any Sendable)
    /// The cell's scope was closed; the instance (if any) was released.
    case closed
  }

  /// The key whose instance the cell holds (for cycle reports).
  let key: ServiceKey
  /// Guards ``storedState``.
  private let lock = NSLock()
  /// The state; read it through ``readyValue`` or ``state``, write it through ``setState(_:)``.
  private var storedState: State = .empty

  init(key: ServiceKey) {
    self.key = key
  }

  /// The instance, if the cell is ready (the lock-once fast path).
  @usableFromInline
  func readyValue() -> (any Sendable)? {
    lock.lock()
    defer { lock.unlock() }
    if case .ready(let value) = storedState { return value }
    return nil
  }

  /// The current state. Call with the coordinator's lock held.
  var state: State {
    lock.lock()
    defer { lock.unlock() }
    return storedState
  }

  /// Changes the state and returns the old one. Call with the coordinator's lock held.
  ///
  /// Keep the returned state alive until the coordinator's lock is released, so an instance's
  /// `deinit` never runs under a lock.
  @discardableResult
  func setState(_ newState: State) -> State {
    lock.lock()
    defer { lock.unlock() }
    let oldState = storedState
    storedState = newState
    return oldState
  }
}
