import DPPFeature
import Testing

/// Every row of GS1's Digital Link vectors (syntax engine unit tests SE-P*, engine-verified X*).
@Suite struct DigitalLinkVectorTests {
  /// Rejected rows whose expectation column is an explanation rather than GS1's message.
  static let annotatedMessages: [String: String] = [
    "SE-P13": "Scheme must be http:// or HTTP:// or https:// or HTTPS://",
    "SE-P41": "No GS1 DL keys found in path info",
    "SE-P42": "No GS1 DL keys found in path info",
    "SE-P60": "No GS1 DL keys found in path info",
    "SE-P79": "AI (98): A non-CSET 82 character was found where a CSET 82 character is expected.",
    "SE-P110": "No GS1 DL keys found in path info",
    "SE-P114": "No GS1 DL keys found in path info",
  ]

  @Test func theFileHasEveryRow() {
    #expect(GS1Fixtures.vectors.count == 208)
  }

  @Test(arguments: GS1Fixtures.vectors)
  func verdictMatchesGS1(_ vector: GS1Fixtures.Vector) throws {
    if vector.valid {
      let link = try DigitalLink(vector.uri, options: vector.options)
      #expect(link.elementString == vector.expectation)
    } else {
      let error = #expect(throws: DigitalLinkError.self) { try DigitalLink(vector.uri, options: vector.options) }
      let expected = Self.annotatedMessages[vector.id] ?? vector.expectation
      if let error { #expect(expected.hasPrefix(error.message), "\(error.message)") }
    }
  }
}
