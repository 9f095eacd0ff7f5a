import Foundation

/// Makes version 7 UUIDs (RFC 9562 §5.7): a 48-bit Unix timestamp in milliseconds followed by
/// 74 bits that start random each millisecond and count up within it, so every UUID one
/// generator makes sorts after the one before (RFC 9562 §6.2, "Monotonic Random").
///
/// Keys that grow in creation order keep a B-tree appending at its right-hand edge; random keys
/// make every insert land on a different page. The state is a value: share one generator behind
/// a lock (as ``Foundation/UUID/timeOrderedV7()`` does), or give each owner its own.
package struct TimeOrderedUUIDGenerator: Sendable {
  /// The largest value of the 62 counter bits after the variant (`rand_b`).
  private static let lowCounterLimit: UInt64 = (1 << 62) - 1
  /// The largest value of the 12 counter bits after the version (`rand_a`).
  private static let highCounterLimit: UInt16 = 0xFFF

  /// The millisecond of the last UUID made; never decreases.
  private var milliseconds: UInt64 = 0
  /// `rand_a`: the counter's 12 high bits.
  private var highCounter: UInt16 = 0
  /// `rand_b`: the counter's 62 low bits.
  private var lowCounter: UInt64 = 0

  /// A generator that has made no UUID yet.
  package init() {}

  /// A generator whose last UUID was at `millisecond` with the given counter (for tests).
  init(millisecond: UInt64, highCounter: UInt16, lowCounter: UInt64) {
    self.milliseconds = millisecond
    self.highCounter = highCounter
    self.lowCounter = lowCounter
  }

  /// The next UUID, at `unixMilliseconds` or, if the clock has gone back or the millisecond's
  /// counter is exhausted, at the last millisecond used (or the one after it).
  package mutating func next(unixMilliseconds now: UInt64, using random: inout some RandomNumberGenerator) -> UUID {
    if now > milliseconds {
      milliseconds = now
      reseed(using: &random)
    } else if lowCounter < Self.lowCounterLimit {
      lowCounter += 1
    } else if highCounter < Self.highCounterLimit {
      highCounter += 1
      lowCounter = 0
    } else {
      // 2^73 UUIDs in one millisecond: borrow the next one, as §6.2 allows.
      milliseconds += 1
      reseed(using: &random)
    }
    return uuid
  }

  /// Starts a millisecond's counter at a random value whose top bit is clear, leaving at least
  /// 2^73 increments before it overflows (RFC 9562 §6.2, "Counter Rollover Guards").
  private mutating func reseed(using random: inout some RandomNumberGenerator) {
    highCounter = UInt16(truncatingIfNeeded: random.next() as UInt64) & (Self.highCounterLimit >> 1)
    lowCounter = (random.next() as UInt64) & Self.lowCounterLimit
  }

  /// `unix_ts_ms | ver (0111) | rand_a | var (10) | rand_b`.
  private var uuid: UUID {
    UUID(
      high: (milliseconds & 0xFFFF_FFFF_FFFF) << 16 | 0x7000 | UInt64(highCounter),
      low: 0x8000_0000_0000_0000 | lowCounter)
  }
}
