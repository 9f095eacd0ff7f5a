import DPPFeature
import Foundation
import SharedCore
import Testing

@Suite struct LifecycleEventWireTests {
  static let sample = LifecycleEvent(
    gtin: "09520123456788", serial: "SN1", bizStep: "purchased", timestamp: "2026-03-01T10:15:00Z",
    readPoint: "9520123456788", details: ["location": "Store A", "price": "19.99", "qty": 2, "ratio": 2.5]
  )

  @Test func encodesTheSeedWireKeys() throws {
    let json = try JSONValue(parsing: JSONEncoder().encode(Self.sample))
    let keys = Set(json.objectValue?.keys.map { $0 } ?? [])
    #expect(keys == ["gtin", "serial", "type", "action", "bizStep", "disposition", "when", "readPoint", "details"])
    #expect(json["when"] == "2026-03-01T10:15:00Z")
    #expect(json["type"] == "ObjectEvent")
    #expect(json["action"] == "OBSERVE")
    #expect(json["disposition"] == "active")
    #expect(json["details"]?["qty"] == .int(2))
    #expect(json["timestamp"] == nil)
  }

  @Test func roundTripsThroughTheWireFormat() throws {
    let data = try JSONEncoder().encode(Self.sample)
    #expect(try JSONDecoder().decode(LifecycleEvent.self, from: data) == Self.sample)
  }

  @Test func kindPreservingReaderKeepsIntegralDoubles() throws {
    let text = """
      {"gtin":"09520123456788","bizStep":"repaired","when":"2026-03-01T10:15:00Z","details":{"r":1.0,"n":1}}
      """
    let native = try LifecycleEvent(jsonData: Data(text.utf8))
    #expect(native.details?["r"]?.jsonValue == .double(1))
    #expect(native.details?["n"]?.jsonValue == .int(1))
    // Foundation's JSONDecoder cannot see the lexical form: 1.0 arrives as an integer.
    let foundation = try JSONDecoder().decode(LifecycleEvent.self, from: Data(text.utf8))
    #expect(foundation.details?["r"]?.jsonValue == .int(1))
  }

  @Test(arguments: [
    (#"{"bizStep":"x","when":"2026-03-01T10:15:00Z"}"#, "gtin"),
    (#"{"gtin":1,"bizStep":"x","when":"2026-03-01T10:15:00Z"}"#, "gtin"),
    (#"{"gtin":"1","bizStep":"x","when":"soon"}"#, "when"),
    (#"{"gtin":"1","bizStep":"x","when":"2026-03-01T10:15:00Z","details":[1]}"#, "details"),
  ])
  func kindPreservingReaderNamesTheBadKey(text: String, key: String) {
    #expect {
      try LifecycleEvent(jsonData: Data(text.utf8))
    } throws: { error in
      (error as? LifecycleEvent.WireError)?.key == key
    }
  }

  @Test func decodesTolerantly() throws {
    let text = """
      {"gtin":"09520123456788","bizStep":"shipping","when":"2026-03-01T10:15:00.123456+01:00",
       "unknownKey":{"deep":[1,2]},"details":{"nested":{"a":[true,1,1.5]}}}
      """
    let event = try JSONDecoder().decode(LifecycleEvent.self, from: Data(text.utf8))
    #expect(event.type == "ObjectEvent")
    #expect(event.action == "OBSERVE")
    #expect(event.disposition == "active")
    #expect(event.serial == nil)
    #expect(event.details?["nested"]?["a"]?.jsonValue == [true, 1, 1.5])
    let expected = try #require(ISO8601Timestamp.parse("2026-03-01T09:15:00.123456Z"))
    #expect(abs(try #require(event.date).timeIntervalSince(expected)) < 0.000_001)
  }

  @Test(arguments: ["2026-03-01T10:15:00Z", "2026-03-01T10:15:00.5Z", "2026-03-01T10:15:00.123+05:30"])
  func acceptsTimestampsWithAndWithoutFractions(_ when: String) throws {
    let text = #"{"gtin":"09520123456788","bizStep":"shipping","when":"\#(when)"}"#
    #expect(try JSONDecoder().decode(LifecycleEvent.self, from: Data(text.utf8)).timestamp == when)
  }

  @Test(arguments: ["yesterday", "2026-03-01T10:15:00", "2026-02-30T10:15:00Z", "2026-03-01T25:00:00Z"])
  func rejectsBadTimestampsAtKeyWhen(_ when: String) {
    let text = #"{"gtin":"09520123456788","bizStep":"shipping","when":"\#(when)"}"#
    #expect {
      try JSONDecoder().decode(LifecycleEvent.self, from: Data(text.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.last?.stringValue == "when"
    }
  }

  @Test func moneyInDetailsReadsAsDecimal() {
    #expect(Self.sample.details?["price"]?.jsonValue.decimalValue == Decimal(string: "19.99"))
    #expect(JSONValue.double(0.1).decimalValue == Decimal(string: "0.1"))
    #expect(JSONValue.int(7).decimalValue == 7)
    #expect(JSONValue.string("abc").decimalValue == nil)
  }
}
