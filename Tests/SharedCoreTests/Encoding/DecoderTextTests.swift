import Foundation
import SharedCore
import Testing

/// `Decoder.decodeText` and `Encoder.encodeText`, which every value written as one validated JSON
/// string (GTIN, currency, calendar date, and the features' tax codes and identifiers) codes through.
@Suite struct DecoderTextTests {
  /// A code of three capital letters.
  struct Code: Codable, Equatable {
    let text: String

    init(_ text: String) throws(CodeError) {
      guard text.count == 3, text.allSatisfy(\.isUppercase) else { throw CodeError(text: text) }
      self.text = text
    }

    init(from decoder: any Decoder) throws { self = try decoder.decodeText { try Code($0) } }
    func encode(to encoder: any Encoder) throws { try encoder.encodeText(text) }
  }

  struct CodeError: Error, CustomStringConvertible {
    let text: String
    var description: String { "\"\(text)\" is not three capital letters" }
  }

  /// A weekday number, 1 to 7, read by a failable initialiser.
  struct Weekday: Codable, Equatable {
    let number: Int

    init?(_ text: String) {
      guard let number = Int(text), (1...7).contains(number) else { return nil }
      self.number = number
    }

    init(from decoder: any Decoder) throws {
      self = try decoder.decodeText(expecting: "a weekday number") { Weekday($0) }
    }
    func encode(to encoder: any Encoder) throws { try encoder.encodeText(String(number)) }
  }

  struct Document: Codable, Equatable {
    var codes: [Code]
    var day: Weekday
  }

  /// Decodes `json` with both decoders, which must agree.
  private func decodeBoth(_ json: String) -> [Result<Document, any Error>] {
    [
      Result { try JSONDecoder().decode(Document.self, from: Data(json.utf8)) },
      Result { try JSONValueDecoder().decode(Document.self, from: JSONValue(parsing: json)) },
    ]
  }

  @Test func aValidDocumentRoundTripsAsStrings() throws {
    let document = Document(codes: [try Code("ABC"), try Code("XYZ")], day: try #require(Weekday("3")))
    let json = try JSONValueEncoder().encode(document)
    #expect(json == .object(["codes": .array([.string("ABC"), .string("XYZ")]), "day": .string("3")]))
    for result in decodeBoth(json.serializedText()) { #expect(try result.get() == document) }
  }

  @Test(arguments: [
    (#"{"codes": ["ABC", "abc"], "day": "1"}"#, ["codes", "Index 1"], #""abc" is not three capital letters"#),
    (#"{"codes": [], "day": "9"}"#, ["day"], #""9" is not a weekday number"#),
  ])
  func rejectedTextIsDataCorruptedAtItsPathWithTheReason(json: String, path: [String], reason: String) {
    for result in decodeBoth(json) {
      guard case .failure(DecodingError.dataCorrupted(let context)) = result else {
        Issue.record("expected dataCorrupted, got \(result)")
        continue
      }
      #expect(context.codingPath.map(\.stringValue) == path)
      #expect(context.debugDescription == reason)
    }
  }

  @Test func aValueThatIsNotAStringIsATypeMismatch() {
    for result in decodeBoth(#"{"codes": [42], "day": "1"}"#) {
      guard case .failure(DecodingError.typeMismatch(let type, let context)) = result else {
        Issue.record("expected typeMismatch, got \(result)")
        continue
      }
      #expect(type is String.Type)
      #expect(context.codingPath.map(\.stringValue) == ["codes", "Index 0"])
    }
  }
}
