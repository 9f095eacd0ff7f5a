import SharedCore

/// A thread-safe counter for asserting how often a factory or callback ran.
public final class CallCounter: Sendable {
  private let storedCount = LockedValue(0)

  /// Creates a counter at zero.
  public init() {}

  /// Records one call and returns the new count.
  @discardableResult
  public func increment() -> Int {
    storedCount.withLock {
      $0 += 1
      return $0
    }
  }

  /// The number of calls so far.
  public var count: Int { storedCount.withLock { $0 } }
}
