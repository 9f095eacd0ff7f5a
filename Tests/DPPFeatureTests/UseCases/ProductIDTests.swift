import DPPFeature
import SharedCore
import Testing

/// `gtin:serial` id parsing with typed errors.
@Suite struct ProductIDTests {
  @Test(
    arguments: [
      ("09520123456788:SN-1001", "09520123456788", "SN-1001"),
      ("09520123456788", "09520123456788", nil),
      ("05412345000013:BAT-48V-0007", "05412345000013", "BAT-48V-0007"),
    ] as [(String, String, String?)])
  func parsesValidIds(text: String, gtin: String, serial: String?) throws {
    let id = try DPPProductID(parsing: text)
    #expect(id.gtin == gtin)
    #expect(id.serial == serial)
    #expect(id.description == text)
  }

  @Test(arguments: [
    ("", DPPProductIDError.emptyGTIN),
    (":SN1", .emptyGTIN),
    ("0952012345678", .malformedGTIN("0952012345678")),
    ("0952012345678A", .malformedGTIN("0952012345678A")),
    ("09520123456789", .checkDigit("09520123456789")),
    ("09520123456788:", .emptySerial),
    ("09520123456788:SN 1", .malformedSerial("SN 1")),
    ("09520123456788:A:B", .malformedSerial("A:B")),
    ("09520123456788:123456789012345678901", .malformedSerial("123456789012345678901")),
  ])
  func rejectsMalformedIds(text: String, expected: DPPProductIDError) {
    #expect(throws: expected) { try DPPProductID(parsing: text) }
  }

  @Test func errorsBecomeFieldValidation() {
    #expect(DPPProductIDError.emptySerial.appError.fieldMessages["id"] == "id: the serial after ':' is empty")
  }
}
