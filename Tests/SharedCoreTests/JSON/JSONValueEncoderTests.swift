import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct JSONValueEncoderTests {
  struct Measure: Codable, Hashable {
    var ratio: Double
    var small: Float
    var amount: Decimal
    var huge: UInt64
    var count: Int
    var when: Date?
    var tags: [String]
  }

  /// Writes its members through nested containers and a super encoder, filled after asking.
  struct Nested: Codable, Hashable {
    var title: String
    var points: [Int]

    enum Keys: String, CodingKey { case meta, points, base }
    enum MetaKeys: String, CodingKey { case title }

    init(title: String, points: [Int]) {
      self.title = title
      self.points = points
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      title = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta).decode(String.self, forKey: .title)
      var list = try container.nestedUnkeyedContainer(forKey: .points)
      var points: [Int] = []
      while !list.isAtEnd { points.append(try list.decode(Int.self)) }
      self.points = points
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
      var list = container.nestedUnkeyedContainer(forKey: .points)
      try meta.encode(title, forKey: .title)
      for point in points { try list.encode(point) }
      var base = container.superEncoder(forKey: .base).singleValueContainer()
      try base.encode(points.count)
      var root = container.superEncoder().unkeyedContainer()
      try root.encode(title)
    }
  }

  struct EncodesNothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  struct Holder: Encodable {
    var empty = EncodesNothing()
  }

  /// What `JSONCoders.makeEncoder()` writes, parsed back.
  private func viaText<Value: Encodable>(_ value: Value) throws -> JSONValue {
    try JSONValue(parsing: JSONCoders.makeEncoder().encode(value))
  }

  @Test func encodesWhatJSONEncoderWritesForRandomNumbersAndDates() throws {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<1_000 {
      let bits = random.next()
      let measure = Measure(
        ratio: [
          Double(bitPattern: bits & 0x7FEF_FFFF_FFFF_FFFF), Double(Int64(bitPattern: bits) >> 12),
          Double(Int(bits % 2_000_001) - 1_000_000) / 8, -0.0, 1e16, 123_456_789_012_345,
        ][Int(random.next() % 6)],
        small: Float(Int(bits % 20_001) - 10_000) / 16,
        amount: Decimal(Int64(bitPattern: bits) >> (random.next() % 60)) / Decimal(Int(random.next() % 4) * 50 + 1),
        huge: random.next(), count: Int(bitPattern: UInt(random.next())),
        when: bits % 3 == 0 ? nil : Date(timeIntervalSince1970: Double(bits % 4_000_000_000) + 0.75),
        tags: (0..<Int(bits % 3)).map { "t\($0)" })
      #expect(try JSONValueEncoder().encode(measure) == viaText(measure), "\(measure)")
    }
  }

  @Test func encodesNestedContainersFilledAfterTheyWereAskedFor() throws {
    let nested = Nested(title: "Saree", points: [3, 1, 2])
    let json = try JSONValueEncoder().encode(nested)
    #expect(json == (try viaText(nested)))
    #expect(json["meta"]?["title"] == .string("Saree"))
    #expect(json["base"] == .int(3))
    #expect(json["super"] == .array([.string("Saree")]))
    #expect(try JSONValueDecoder().decode(Nested.self, from: json) == nested)
  }

  @Test func encodesCollectionsDataURLsAndOptionalsAsJSONEncoderDoes() throws {
    let values: [String: [String: JSONValue?]] = ["a": ["x": .int(1), "y": nil], "b": [:]]
    #expect(try JSONValueEncoder().encode(values) == viaText(values))
    let mixed: [String: [URL]] = ["links": [URL(string: "https://example.com/a?b=c%20d")].compactMap { $0 }]
    #expect(try JSONValueEncoder().encode(mixed) == viaText(mixed))
    let blob = Data([0, 1, 2, 250, 255])
    #expect(try JSONValueEncoder().encode([blob]) == viaText([blob]))
    let money = Money(minorUnits: -12_345, currency: .inr)
    #expect(try JSONValueEncoder().encode(money) == viaText(money))
    #expect(try JSONValueEncoder().encode(Holder()) == .object(["empty": .object([:])]))
  }

  @Test func refusesNonFiniteNumbersNamingWhereTheyAre() throws {
    let measure = Measure(
      ratio: .infinity, small: 0, amount: 0, huge: 0, count: 0, when: nil, tags: [])
    do {
      _ = try JSONValueEncoder().encode(measure)
      Issue.record("encoded an infinite ratio")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["ratio"])
    }
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([[Double.nan]]) }
  }

  @Test func refusesATopLevelValueThatEncodesNothing() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(EncodesNothing()) }
  }
}
