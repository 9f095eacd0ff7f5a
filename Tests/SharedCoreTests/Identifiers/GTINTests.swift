import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct GTINTests {
  /// Each published example normalises to its 14-digit form and remembers its shortest form.
  @Test(arguments: [
    ("96385074", "00000096385074", GTIN.Format.ean8),
    ("036000291452", "00036000291452", .upcA),
    ("4006381333931", "04006381333931", .ean13),
    ("8901030865275", "08901030865275", .ean13),
    ("09520123456788", "09520123456788", .ean13),
    ("10614141000415", "10614141000415", .gtin14),
  ])
  func normalisesToFourteenDigits(text: String, digits: String, shortest: GTIN.Format) throws {
    let gtin = try GTIN(text)
    #expect(gtin.digits == digits)
    #expect(gtin.description == digits)
    #expect(gtin.shortestFormat == shortest)
    #expect(gtin.digits(in: shortest).map { try? GTIN($0) } == gtin)
  }

  /// A UPC-A scan and the EAN-13 a product was stored with are the same GTIN.
  @Test func upcAScanEqualsStoredEAN13() throws {
    let scanned = try GTIN("036000291452")
    let stored = try GTIN("0036000291452")
    #expect(scanned == stored)
    #expect(Set([scanned, stored]).count == 1)
    #expect(stored.digits(in: .upcA) == "036000291452")
    #expect(stored.digits(in: .ean8) == nil)
    #expect(try GTIN("10614141000415").digits(in: .ean13) == nil)
  }

  /// Everything else is refused with the 1-based position of what is wrong and the reason.
  @Test(arguments: [
    ("", 0, GTINError.Reason.empty),
    ("4006381333932", 13, .checkDigitMismatch(expected: 1, found: 2)),
    ("036000291453", 12, .checkDigitMismatch(expected: 2, found: 3)),
    ("96385075", 8, .checkDigitMismatch(expected: 4, found: 5)),
    ("10614141000416", 14, .checkDigitMismatch(expected: 5, found: 6)),
    ("4006 381333931", 5, .notADigit(" ")),
    ("400638133393X", 13, .notADigit("X")),
    ("-96385074", 1, .notADigit("-")),
    ("४००६३८१३३३९३१", 1, .notADigit("४")),
    ("1234567", 7, .wrongLength(7)),
    ("123456789", 9, .wrongLength(9)),
    ("040063813339310", 15, .wrongLength(15)),
  ])
  func refusesEverythingElse(text: String, position: Int, reason: GTINError.Reason) {
    #expect(throws: GTINError(text: text, position: position, reason: reason)) { try GTIN(text) }
  }

  /// The message names the text, the position and what is wrong.
  @Test func errorDescriptionNamesPositionAndReason() {
    let error = GTINError(text: "4006381333932", position: 13, reason: .checkDigitMismatch(expected: 1, found: 2))
    #expect(
      error.description
        == "\"4006381333932\" is not a GTIN: it ends in check digit 2 at position 13; the digits before it call for 1")
  }

  /// For random bodies of every length, the computed check digit is accepted, every other digit is
  /// refused, and each form zero-padded to another length is the same GTIN.
  @Test func randomBodiesRoundTripThroughEveryForm() throws {
    var generator = SeededGenerator(seed: 0x6714)
    for _ in 0..<500 {
      let format = GTIN.Format.allCases.randomElement(using: &generator) ?? .ean13
      let body = (0..<(format.length - 1)).map { _ in UInt8.random(in: 0...9, using: &generator) }
      let check = GTIN.checkDigit(of: body)
      let text = body.map(String.init).joined() + String(check)
      let gtin = try GTIN(text)
      #expect(gtin.digits.hasSuffix(text))
      for wrong in 0...9 where wrong != check {
        #expect(throws: GTINError.self) { try GTIN(body.map(String.init).joined() + String(wrong)) }
      }
      for longer in GTIN.Format.allCases where longer.length > format.length {
        #expect(try GTIN(String(repeating: "0", count: longer.length - format.length) + text) == gtin)
      }
    }
  }

  /// It encodes as its 14-digit string and decodes any form; bad text fails decoding with the reason.
  @Test func codableAsFourteenDigitString() throws {
    let encoded = try JSONEncoder().encode([try GTIN("036000291452")])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["00036000291452"]"#)
    let decoded = try JSONDecoder().decode([GTIN].self, from: Data(#"["96385074","4006381333931"]"#.utf8))
    #expect(decoded.map(\.digits) == ["00000096385074", "04006381333931"])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([GTIN].self, from: Data(#"["96385075"]"#.utf8)) }
  }
}
