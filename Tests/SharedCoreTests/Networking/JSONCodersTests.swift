import Foundation
import SharedCore
import Testing

@Suite struct JSONCodersTests {
  private struct Stamped: Codable, Equatable { var at: Date }

  private struct Coupon: Decodable, Equatable {
    @LenientInt var status: Int
    @LenientDecimal var value: Decimal
  }

  private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONCoders.makeDecoder().decode(type, from: Data(json.utf8))
  }

  @Test(arguments: [
    ("2024-05-01T10:00:00Z", 1_714_557_600.0),
    ("2024-05-01T10:00:00.250Z", 1_714_557_600.25),
    ("2024-05-01T12:00:00+02:00", 1_714_557_600.0),
    ("2024-05-01T12:00:00.5+02:00", 1_714_557_600.5),
  ])
  func decodesISO8601WithAndWithoutFractions(text: String, seconds: Double) throws {
    let value = try decode(Stamped.self, #"{"at":"\#(text)"}"#)
    #expect(abs(value.at.timeIntervalSince1970 - seconds) < 0.001)
  }

  @Test func badDatesNameTheirKeyPath() {
    #expect(throws: DecodingError.self) { try decode(Stamped.self, #"{"at":"yesterday"}"#) }
    do {
      _ = try decode([Stamped].self, #"[{"at":"2024-05-01T10:00:00Z"},{"at":"yesterday"}]"#)
      Issue.record("expected a failure")
    } catch {
      guard case .decoding(let path, let reason) = AppError(error) else {
        Issue.record("\(error)")
        return
      }
      #expect(path == "[1].at")
      #expect(reason.contains("yesterday"))
    }
  }

  @Test func encodesDatesWithoutFractions() throws {
    let data = try JSONCoders.makeEncoder().encode(Stamped(at: Date(timeIntervalSince1970: 1_714_557_600)))
    #expect(String(decoding: data, as: UTF8.self) == #"{"at":"2024-05-01T10:00:00Z"}"#)
  }

  @Test(arguments: [
    (#"{"status":"1","value":"12.30"}"#, 1, Decimal(string: "12.30")!),
    (#"{"status":2,"value":7}"#, 2, Decimal(7)),
    (#"{"status":" 3 ","value":"-0.01"}"#, 3, Decimal(string: "-0.01")!),
    (#"{"status":"4","value":"19.99"}"#, 4, Decimal(1999) / 100),
  ])
  func lenientNumbersAcceptStringsAndNumbers(json: String, status: Int, value: Decimal) throws {
    let coupon = try decode(Coupon.self, json)
    #expect(coupon.status == status)
    #expect(coupon.value == value)
  }

  @Test(arguments: [
    (#"{"status":"one","value":"1"}"#, "status"),
    (#"{"status":1,"value":"1,5"}"#, "value"),
    (#"{"status":1,"value":"1e3"}"#, "value"),
    (#"{"status":1,"value":true}"#, "value"),
    (#"{"status":1.5,"value":"1"}"#, "status"),
  ])
  func lenientNumbersRejectGarbageAtTheirKey(json: String, key: String) {
    do {
      _ = try decode(Coupon.self, json)
      Issue.record("expected a failure for \(json)")
    } catch {
      guard case .decoding(let path, _) = AppError(error) else {
        Issue.record("\(error)")
        return
      }
      #expect(path == key)
    }
  }

  @Test func decimalsEncodeAsStrings() throws {
    struct Price: Encodable { @LenientDecimal var amount: Decimal }
    let data = try JSONCoders.makeEncoder().encode(Price(amount: Decimal(string: "0.10")!))
    #expect(String(decoding: data, as: UTF8.self) == #"{"amount":"0.1"}"#)
  }
}
