import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct JSONValueDecoderTests {
  enum Tint: String, Codable, Hashable { case red, green }

  struct Line: Codable, Hashable {
    var sku: String
    var quantity: Int8
    var price: Money?
  }

  struct Sample: Codable, Hashable {
    var name: String
    var count: Int
    var big: UInt64
    var ratio: Double
    var flag: Bool
    var at: Date
    var blob: Data
    var link: URL
    var amount: Decimal
    var note: String?
    var tint: Tint
    var lines: [Line]
    var totals: [String: Int]
    var nested: [[Bool]]
  }

  /// Decoded from the same document by `JSONCoders.makeDecoder()` and by `JSONValueDecoder`.
  private func bothWays<Value: Codable>(_ value: Value, as type: Value.Type) throws -> (Value, Value) {
    let text = try JSONCoders.makeEncoder().encode(value)
    let viaText = try JSONCoders.makeDecoder().decode(type, from: text)
    let viaValue = try JSONValueDecoder().decode(type, from: JSONValue(parsing: text))
    return (viaText, viaValue)
  }

  private static func sample(_ random: inout SeededGenerator) -> Sample {
    let words = ["Blue", "चावल", "Saree", "", "a\"b", "café"]
    return Sample(
      name: words[Int.random(in: 0..<words.count, using: &random)],
      count: Int.random(in: Int.min...Int.max, using: &random),
      big: UInt64.random(in: 0...UInt64(Int64.max), using: &random),
      ratio: Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 64,
      flag: Bool.random(using: &random),
      at: Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &random))),
      blob: Data((0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }),
      link: URL(string: "https://example.com/p/\(Int.random(in: 0...999, using: &random))?q=a%20b")
        ?? URL(fileURLWithPath: "/"),
      amount: Decimal(Int.random(in: -99_999...99_999, using: &random)) / 100,
      note: Bool.random(using: &random) ? words[Int.random(in: 0..<words.count, using: &random)] : nil,
      tint: Bool.random(using: &random) ? .red : .green,
      lines: (0..<Int.random(in: 0...3, using: &random)).map { index in
        Line(
          sku: "SKU-\(index)", quantity: Int8.random(in: -128...127, using: &random),
          price: Bool.random(using: &random)
            ? Money(minorUnits: Int64.random(in: -1_000_000...1_000_000, using: &random), currency: .inr) : nil)
      },
      totals: Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &random)).map { ("k\($0)", $0) }),
      nested: [[Bool.random(using: &random)], []])
  }

  @Test func decodesWhatJSONDecoderDecodesFromTheSameDocument() throws {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let value = Self.sample(&random)
      let (viaText, viaValue) = try bothWays(value, as: Sample.self)
      #expect(viaValue == viaText)
      #expect(viaValue == value)
    }
  }

  /// Remembers the coding path it was decoded at.
  struct PathReader: Decodable, Equatable {
    var path: String

    init(from decoder: any Decoder) throws {
      path = decoder.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
  }

  @Test func showsTypesTheCodingPathJSONDecoderShows() throws {
    let json: JSONValue = ["outer": ["list": [1, ["deep": 2]]], "plain": nil]
    struct Document: Decodable, Equatable {
      var outer: [String: [PathReader]]
      var plain: PathReader?
      var missing: PathReader?
    }
    let viaValue = try JSONValueDecoder().decode(Document.self, from: json)
    #expect(viaValue == (try JSONCoders.makeDecoder().decode(Document.self, from: json.serialized())))
    #expect(viaValue.outer["list"]?.map(\.path) == ["outer.list.0", "outer.list.1"])
    #expect(viaValue.plain == nil && viaValue.missing == nil)
  }

  /// A document → the coding path JSONDecoder reports for it, and the kind of error.
  static let failures: [(json: JSONValue, path: String, kind: String)] = [
    (["count": 1], "name", "keyNotFound"),
    (["name": 3, "count": 1], "name", "typeMismatch"),
    (["name": "x", "count": 1.5], "count", "dataCorrupted"),
    (["name": "x", "count": nil], "count", "valueNotFound"),
    (
      ["name": "x", "count": 1, "lines": [["sku": "a", "quantity": 1], ["sku": "b", "quantity": 300]]],
      "lines.1.quantity",
      "dataCorrupted"
    ),
    (["name": "x", "count": 1, "at": "yesterday"], "at", "dataCorrupted"),
  ]

  struct Partial: Codable {
    var name: String
    var count: Int
    var lines: [Line]?
    var at: Date?
  }

  @Test(arguments: failures)
  func failsWhereJSONDecoderFails(json: JSONValue, path: String, kind: String) throws {
    let text = json.serialized()
    #expect(throws: DecodingError.self) { try JSONCoders.makeDecoder().decode(Partial.self, from: text) }
    do {
      _ = try JSONValueDecoder().decode(Partial.self, from: json)
      Issue.record("decoded \(json)")
    } catch let error as DecodingError {
      let (found, context) = Self.describe(error)
      #expect(found == kind)
      #expect(context.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") == path)
    }
  }

  private static func describe(_ error: DecodingError) -> (String, [any CodingKey]) {
    switch error {
    case .keyNotFound(let key, let context): ("keyNotFound", context.codingPath + [key])
    case .typeMismatch(_, let context): ("typeMismatch", context.codingPath)
    case .valueNotFound(_, let context): ("valueNotFound", context.codingPath)
    case .dataCorrupted(let context): ("dataCorrupted", context.codingPath)
    @unknown default: ("unknown", [])
    }
  }
}
