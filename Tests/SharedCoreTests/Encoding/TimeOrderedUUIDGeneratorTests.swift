import Foundation
import SharedTesting
import Testing

@testable import SharedCore

/// Version 7 UUIDs (RFC 9562 §5.7, §6.2): layout, order within and across milliseconds, a clock
/// that goes back, and counter exhaustion.
@Suite struct TimeOrderedUUIDGeneratorTests {
  @Test func layoutIsVersion7WithTheTimestampFirst() {
    var generator = TimeOrderedUUIDGenerator()
    var random = SeededGenerator(seed: 1)
    let uuid = generator.next(unixMilliseconds: 0x0190_1234_5678, using: &random)
    let text = uuid.uuidString
    #expect(text.hasPrefix("01901234-5678-7"), "timestamp and version of \(text)")
    #expect("89AB".contains(Array(text)[19]), "variant of \(text)")
    #expect(UUID(uuidString: text) == uuid)
  }

  @Test func valuesInOneMillisecondIncreaseByOne() {
    var generator = TimeOrderedUUIDGenerator()
    var random = SeededGenerator(seed: 2)
    var previous = generator.next(unixMilliseconds: 1_000, using: &random)
    for _ in 0..<10_000 {
      let next = generator.next(unixMilliseconds: 1_000, using: &random)
      #expect(Self.counter(of: next) == Self.counter(of: previous).successor)
      #expect(next.uuidString.lowercased() > previous.uuidString.lowercased())
      previous = next
    }
  }

  /// Seeded random clocks: the order of the values is the order they were made, whether the
  /// clock stands still, moves on or goes back.
  @Test(arguments: [3, 4, 5] as [UInt64])
  func valuesSortInTheOrderTheyWereMade(seed: UInt64) {
    var generator = TimeOrderedUUIDGenerator()
    var random = SeededGenerator(seed: seed)
    var clock: UInt64 = 1_700_000_000_000
    var made: [String] = []
    for _ in 0..<5_000 {
      switch random.next() % 4 {
      case 0: clock += random.next() % 50
      case 1: clock -= random.next() % 50
      default: break
      }
      made.append(generator.next(unixMilliseconds: clock, using: &random).uuidString.lowercased())
    }
    #expect(made == made.sorted())
    #expect(Set(made).count == made.count)
  }

  @Test func aClockThatGoesBackKeepsTheLastMillisecond() {
    var generator = TimeOrderedUUIDGenerator()
    var random = SeededGenerator(seed: 6)
    let first = generator.next(unixMilliseconds: 0x0190_0000_0010, using: &random)
    let afterStep = generator.next(unixMilliseconds: 0x0190_0000_0001, using: &random)
    #expect(afterStep.uuidString.hasPrefix("01900000-0010-7"))
    #expect(Self.counter(of: afterStep) == Self.counter(of: first).successor)
  }

  @Test func aNewMillisecondStartsARandomCounterWithHeadroom() {
    var generator = TimeOrderedUUIDGenerator()
    var random = SeededGenerator(seed: 7)
    var counters: Set<Counter> = []
    for millisecond in 1...1_000 as ClosedRange<UInt64> {
      let counter = Self.counter(of: generator.next(unixMilliseconds: millisecond, using: &random))
      #expect(counter.high >> 11 == 0, "the counter's top bit is clear")
      counters.insert(counter)
    }
    #expect(counters.count == 1_000)
  }

  @Test func theLowCounterRollsIntoTheHighBits() {
    var generator = TimeOrderedUUIDGenerator()
    var allOnes = AllOnes()
    // Seeded as high as the headroom allows: rand_a 0x7FF, rand_b all ones.
    let first = generator.next(unixMilliseconds: 5, using: &allOnes)
    #expect(Self.counter(of: first) == Counter(high: 0x7FF, low: (1 << 62) - 1))
    let rolled = generator.next(unixMilliseconds: 5, using: &allOnes)
    #expect(Self.counter(of: rolled) == Counter(high: 0x800, low: 0))
    #expect(rolled.uuidString.hasPrefix("00000000-0005-7"))
  }

  @Test func anExhaustedCounterBorrowsTheNextMillisecond() {
    var generator = TimeOrderedUUIDGenerator(millisecond: 5, highCounter: 0xFFF, lowCounter: (1 << 62) - 1)
    var random = SeededGenerator(seed: 8)
    let borrowed = generator.next(unixMilliseconds: 5, using: &random)
    #expect(borrowed.uuidString.hasPrefix("00000000-0006-7"))
    #expect(Self.counter(of: borrowed).high >> 11 == 0)
    #expect(generator.next(unixMilliseconds: 5, using: &random).uuidString.hasPrefix("00000000-0006-7"))
  }

  @Test func theSharedGeneratorIsOrderedAcrossTasks() async {
    let batches = await withTaskGroup(of: [UUID].self) { group in
      for _ in 0..<4 {
        group.addTask { (0..<2_000).map { _ in UUID.timeOrderedV7() } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    for batch in batches {
      let texts = batch.map { $0.uuidString.lowercased() }
      #expect(texts == texts.sorted(), "each task sees increasing values")
    }
    #expect(Set(batches.joined()).count == 8_000)
  }

  /// The 74 counter bits of a version 7 UUID: `rand_a` (12 bits) above `rand_b` (62 bits). Two
  /// words rather than `UInt128`, which Apple platforms have only from macOS 15 and iOS 18.
  struct Counter: Hashable {
    var high: UInt64
    var low: UInt64

    /// The counter plus one.
    var successor: Counter {
      low == (1 << 62) - 1 ? Counter(high: high + 1, low: 0) : Counter(high: high, low: low + 1)
    }
  }

  /// The counter bits (`rand_a` and `rand_b`) of `uuid`.
  static func counter(of uuid: UUID) -> Counter {
    let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
    let high = UInt64(bytes[6] & 0x0F) << 8 | UInt64(bytes[7])
    let low = bytes[8...].reduce(UInt64(0)) { $0 << 8 | UInt64($1) } & ((1 << 62) - 1)
    return Counter(high: high, low: low)
  }
}

/// A generator whose every draw is all ones, to start a counter as high as the seed allows.
private struct AllOnes: RandomNumberGenerator {
  mutating func next() -> UInt64 { .max }
}
