import Foundation

/// A value guarded by a lock: the small `Mutex` stand-in for our macOS 14 / iOS 17 floor.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18, so SharedCore uses this box over `NSLock`
/// instead. Keep critical sections short and never `await` inside one.
package final class LockedValue<Value>: @unchecked Sendable {
  /// Protects `value`; every read and write of it happens inside `withLock`.
  private let lock = NSLock()
  private var value: Value

  /// Creates a box holding `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value and returns its result.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
