import Foundation

/// A thread-safe counter for asserting how often a factory or callback ran.
public final class CallCounter: @unchecked Sendable {
  /// Guards ``storedCount``.
  private let lock = NSLock()
  /// The number of calls so far.
  private var storedCount = 0

  /// Creates a counter at zero.
  public init() {}

  /// Records one call and returns the new count.
  @discardableResult
  public func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    storedCount += 1
    return storedCount
  }

  /// The number of calls so far.
  public var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return storedCount
  }
}
