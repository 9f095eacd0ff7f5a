import Foundation
import SharedCore
import Testing

@Suite struct JSONValueTests {
  /// Text in → the kind it must parse to → the exact text written back.
  static let kinds: [(text: String, value: JSONValue, written: String)] = [
    ("1", .int(1), "1"),
    ("1.0", .double(1), "1.0"),
    ("true", .bool(true), "true"),
    ("false", .bool(false), "false"),
    ("0", .int(0), "0"),
    ("-0.5", .double(-0.5), "-0.5"),
    ("1e2", .double(100), "100.0"),
    ("9223372036854775807", .int(.max), "9223372036854775807"),
    ("-9223372036854775808", .int(.min), "-9223372036854775808"),
    ("9223372036854775808", .double(9_223_372_036_854_775_808), "9.223372036854776e+18"),
    ("null", .null, "null"),
    ("\"a\\\"b\\n\\u00e9\\ud83d\\ude00\"", .string("a\"b\né😀"), "\"a\\\"b\\né😀\""),
    ("[1,1.0,true,[null,{}]]", [1, 1.0, true, [nil, [:]]], "[1,1.0,true,[null,{}]]"),
    ("{\"b\":{\"c\":[2.5]},\"a\":1}", ["a": 1, "b": ["c": [2.5]]], "{\"a\":1,\"b\":{\"c\":[2.5]}}"),
    // Names sort by code point, so "ｚ" (U+FF5A) comes before "😀" (U+1F600), which UTF-16 order would reverse.
    (
      "{\"é\":1,\"a\":2,\"😀\":3,\"Z\":4,\"ｚ\":5,\"\\t\":6}", ["é": 1, "a": 2, "😀": 3, "Z": 4, "ｚ": 5, "\t": 6],
      "{\"\\t\":6,\"Z\":4,\"a\":2,\"é\":1,\"ｚ\":5,\"😀\":3}"
    ),
  ]

  @Test(arguments: kinds)
  func nativeParserKeepsNumberKinds(text: String, value: JSONValue, written: String) throws {
    let parsed = try JSONValue(parsing: text)
    #expect(parsed == value)
    #expect(String(decoding: parsed.serialized(), as: UTF8.self) == written)
    #expect(parsed.serializedText() == written)
    #expect(try JSONValue(parsing: parsed.serialized()) == value)
  }

  /// Through Foundation's JSONDecoder: Bool never comes back as a number, nor a number as Bool.
  static let decoderCases: [(text: String, value: JSONValue)] = [
    ("1", .int(1)), ("0", .int(0)), ("true", .bool(true)), ("false", .bool(false)), ("1.5", .double(1.5)),
    ("9223372036854775807", .int(.max)), ("\"1\"", .string("1")), ("null", .null),
    ("[1,true,1.5,\"x\"]", [1, true, 1.5, "x"]), ("{\"n\":{\"m\":[false]}}", ["n": ["m": [false]]]),
  ]

  @Test(arguments: decoderCases)
  func codableRoundTripKeepsKinds(text: String, value: JSONValue) throws {
    let decoded = try JSONDecoder().decode(AnyCodable.self, from: Data(text.utf8))
    #expect(decoded.jsonValue == value)
    let reencoded = try JSONEncoder().encode(decoded)
    #expect(try JSONDecoder().decode(AnyCodable.self, from: reencoded).jsonValue == value)
    #expect(try JSONValue(parsing: reencoded) == value)
  }

  @Test func anyInitialiserMapsSwiftValues() throws {
    let value = AnyCodable(
      [
        "int": 1, "double": 1.0, "bool": true, "string": "s", "nested": ["a": [1, 2]],
        "decimal": Decimal(string: "2.50") ?? 0,
        "none": NSNull(),
      ] as [String: Any])
    #expect(value["int"]?.jsonValue == .int(1))
    #expect(value["double"]?.jsonValue == .double(1))
    #expect(value["bool"]?.jsonValue == .bool(true))
    #expect(value["nested"]?["a"]?[1]?.jsonValue == .int(2))
    #expect(value["decimal"]?.jsonValue == .double(2.5))
    #expect(value["none"]?.jsonValue == .null)
    #expect(throws: UnsupportedJSONValueError.self) { try JSONValue(any: ["x": [Data()]] as [String: Any]) }
  }

  @Test func literalsAndSubscripts() {
    let value: AnyCodable = ["list": [1, "two", 3.0, nil], "flag": false]
    #expect(value["list"]?[1]?.jsonValue.stringValue == "two")
    #expect(value["list"]?[2]?.jsonValue == .double(3))
    #expect(value["list"]?[9] == nil)
    #expect(value["flag"]?.jsonValue.boolValue == false)
    #expect(value["missing"] == nil)
    #expect(Set([AnyCodable(1), AnyCodable(1), AnyCodable(1.0)]).count == 2)
  }

  static let malformed: [(text: String, line: Int, column: Int)] = [
    ("{\"a\":}", 1, 6), ("[1,]", 1, 4), ("{\n  \"a\": tru\n}", 2, 11), ("\"abc", 1, 5), ("01", 1, 2), ("[1] x", 1, 5),
  ]

  @Test(arguments: malformed)
  func malformedTextReportsLineAndColumn(text: String, line: Int, column: Int) {
    #expect {
      try JSONValue(parsing: text)
    } throws: { error in
      guard let error = error as? JSONParseError else { return false }
      return error.line == line && error.column == column
    }
  }

  @Test func invalidUTF8AndDeepNestingAreRejected() throws {
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: Data([0x22, 0xFF, 0x22])) }
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: deep) }
    #expect(try JSONValue(parsing: Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == [1])
  }
}
