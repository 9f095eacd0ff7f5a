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
      #expect(Self.counter(of: next) == Self.counter(of: previous) + 1)
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
    #expect(Self.counter(of: afterStep) == Self.counter(of: first) + 1)
  }

  @Test func aNewMillisecondStartsARandomCounterWithHeadroom() {
    var generator = TimeOrderedUUIDGenerator()
    var random = SeededGenerator(seed: 7)
    var counters: Set<UInt128> = []
    for millisecond in 1...1_000 as ClosedRange<UInt64> {
      let counter = Self.counter(of: generator.next(unixMilliseconds: millisecond, using: &random))
      #expect(counter >> 73 == 0, "the counter's top bit is clear")
      counters.insert(counter)
    }
    #expect(counters.count == 1_000)
  }

  @Test func theLowCounterRollsIntoTheHighBits() {
    var generator = TimeOrderedUUIDGenerator()
    var allOnes = AllOnes()
    // Seeded as high as the headroom allows: rand_a 0x7FF, rand_b all ones.
    let first = generator.next(unixMilliseconds: 5, using: &allOnes)
    #expect(Self.counter(of: first) == (UInt128(0x7FF) << 62) | UInt128((1 << 62) - 1))
    let rolled = generator.next(unixMilliseconds: 5, using: &allOnes)
    #expect(Self.counter(of: rolled) == UInt128(0x800) << 62)
    #expect(rolled.uuidString.hasPrefix("00000000-0005-7"))
  }

  @Test func anExhaustedCounterBorrowsTheNextMillisecond() {
    var generator = TimeOrderedUUIDGenerator(millisecond: 5, highCounter: 0xFFF, lowCounter: (1 << 62) - 1)
    var random = SeededGenerator(seed: 8)
    let borrowed = generator.next(unixMilliseconds: 5, using: &random)
    #expect(borrowed.uuidString.hasPrefix("00000000-0006-7"))
    #expect(Self.counter(of: borrowed) >> 73 == 0)
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

  /// The 74 counter bits (`rand_a` and `rand_b`) of `uuid`.
  static func counter(of uuid: UUID) -> UInt128 {
    let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
    let high = UInt128((UInt16(bytes[6] & 0x0F) << 8) | UInt16(bytes[7]))
    let low = bytes[8...].reduce(UInt128(0)) { $0 << 8 | UInt128($1) } & ((1 << 62) - 1)
    return high << 62 | low
  }
}

/// A generator whose every draw is all ones, to start a counter as high as the seed allows.
private struct AllOnes: RandomNumberGenerator {
  mutating func next() -> UInt64 { .max }
}
