import Foundation

/// A gate that threads wait on until it is opened once, then stays open.
///
/// For tests that must line up factories running on different threads (a cycle split across
/// tasks, say). Waiting blocks the calling thread, so use it from threads, not from tasks
/// sharing the cooperative pool.
public final class Latch: @unchecked Sendable {
  /// Guards ``isOpen``.
  private let condition = NSCondition()
  /// Whether the latch was opened.
  private var isOpen = false

  /// Creates a closed latch.
  public init() {}

  /// Opens the latch, releasing every waiter, now and later.
  public func open() {
    condition.lock()
    isOpen = true
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks until the latch is open.
  public func wait() {
    condition.lock()
    while !isOpen { condition.wait() }
    condition.unlock()
  }
}
