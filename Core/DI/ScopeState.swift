import Foundation

/// The state of a child scope: its name, its cells, its parent, and whether it is still open.
@usableFromInline
final class ScopeState: @unchecked Sendable {
  /// The scope's name.
  let name: ScopeName
  /// The cells of the registrations scoped to ``name``, by cell index.
  let cells: [OnceCell]
  /// The container the scope was made from.
  let parent: Container
  /// The value the scope was made for (a company's identity, say), if any.
  let context: (any Sendable)?
  /// Guards ``open``.
  private let lock = NSLock()
  /// Whether the scope still resolves.
  private var open = true
  /// The scope's shutdown, once it has begun: later calls wait for the same one.
  private var shutdown: Task<Void, Never>?

  init(name: ScopeName, keys: [ServiceKey], parent: Container, context: (any Sendable)?) {
    self.name = name
    self.cells = keys.map(OnceCell.init(key:))
    self.parent = parent
    self.context = context
  }

  /// Whether the scope still resolves.
  var isOpen: Bool {
    lock.lock()
    defer { lock.unlock() }
    return open
  }

  /// Marks the scope closed and returns its shutdown: the one under way, or `start()`'s.
  func shutDown(_ start: () -> Task<Void, Never>) -> Task<Void, Never> {
    lock.lock()
    defer { lock.unlock() }
    open = false
    if let shutdown { return shutdown }
    let task = start()
    shutdown = task
    return task
  }

  /// Marks the scope closed; returns whether it was open.
  func markClosed() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let wasOpen = open
    open = false
    return wasOpen
  }
}
