import Foundation

extension UUID {
  /// The process's generator of time-ordered UUIDs.
  private static let timeOrdered = LockedValue(TimeOrderedUUIDGenerator())

  /// A time-ordered (version 7, RFC 9562 §5.7) UUID: every value this process makes sorts after
  /// the ones it made before, in binary and in its lowercase or uppercase string form.
  package static func timeOrderedV7() -> UUID {
    let now = UInt64(max(0, (Date().timeIntervalSince1970 * 1_000).rounded(.down)))
    return timeOrdered.withLock { generator in
      var random = SystemRandomNumberGenerator()
      return generator.next(unixMilliseconds: now, using: &random)
    }
  }
}
