import Foundation

/// The storage of one singleton or scoped instance: empty, being created, ready, or closed.
///
/// Each cell has its own small lock, so resolving different services never contends. The
/// ready value is read under ``lock`` alone (the fast path). Every state change also holds the
/// ``CreationCoordinator``'s lock, so the coordinator can read states under its own lock.
@usableFromInline
final class OnceCell: @unchecked Sendable {
  /// Where the cell is in its life.
  @usableFromInline
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
  /// Guards ``storedState`` and ``typedValue``.
  @usableFromInline let lock = NSLock()
  /// The state; read it through ``readyValue()`` or ``state``, write it through ``setState(_:)``.
  @usableFromInline var storedState: State = .empty
  /// The ready instance in a box of its registered type, made by the first typed read, so later
  /// reads check a class instead of casting an existential. Cleared by every state change.
  @usableFromInline var typedValue: AnyObject?

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

  /// The instance as `Service`, if the cell is ready and holds one (the resolve fast path).
  @inlinable
  func readyValue<Service: Sendable>(as type: Service.Type) -> Service? {
    lock.lock()
    defer { lock.unlock() }
    if let box = typedValue as? TypedValue<Service> { return box.value }
    guard case .ready(let value) = storedState, let typed = value as? Service else { return nil }
    typedValue = TypedValue(typed)
    return typed
  }

  /// Whether a chain is running the factory. Call with the coordinator's lock held.
  var isCreating: Bool {
    if case .creating = state { return true }
    return false
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
    typedValue = nil
    return oldState
  }
}

/// A ready instance boxed with its registered type.
@usableFromInline
final class TypedValue<Value: Sendable>: Sendable {
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}
