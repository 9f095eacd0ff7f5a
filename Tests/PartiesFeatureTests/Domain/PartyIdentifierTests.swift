import Foundation
import PartiesFeature
import Testing

/// GSTIN, PAN, phone and email checks: every part of a GSTIN that can be wrong is named.
@Suite struct PartyIdentifierTests {
  @Test(arguments: [
    "27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33GSPTN0231G1ZM", " 27aapfu0939f1zv ", "27AAPFU0939F1D4", "27AAPFU0939F1C6",
    "27AAPFU0939F11S", "27AAPFU0939F1JR",
  ])
  func validGSTINsAreRead(text: String) throws {
    let gstin = try GSTIN(text)
    #expect(gstin.value == text.trimmingCharacters(in: .whitespaces).uppercased())
    #expect(gstin.value.hasPrefix(gstin.state.code))
  }

  @Test func aGSTINNamesItsParts() throws {
    let gstin = try GSTIN("27AAPFU0939F1ZV")
    #expect(gstin.state.name == "Maharashtra")
    #expect(gstin.pan.value == "AAPFU0939F")
    #expect(gstin.pan.entityType == .firm)
    #expect(gstin.entityNumber == "1")
  }

  @Test(arguments: [
    ("27AAPFU0939F1Z", GSTINError.length(14), "length"),
    ("27AAPFU0939F1ZV1", .length(16), "length"),
    ("27AAPFU0939F1Z#", .character(position: 15, found: "#"), "characters"),
    ("99AAPFU0939F1ZV", .stateCode("99"), "state code"),
    ("96AAPFU0939F1ZV", .stateCode("96"), "state code"),
    ("25AAPFU0939F1ZV", .stateCode("25"), "state code"),
    ("271APFU0939F1ZV", .pan(.character(position: 1, found: "1", expected: .letter)), "PAN"),
    ("27AAPFUA939F1ZV", .pan(.character(position: 6, found: "A", expected: .digit)), "PAN"),
    ("27AAPXU0939F1ZV", .pan(.entityType("X")), "PAN"),
    ("27AAPFU0939F0ZV", .entityNumber("0"), "entity number"),
    ("27AAPFU0939F1YV", .fourteenthCharacter("Y"), "14th character"),
    ("27AAPFU0939F1KP", .fourteenthCharacter("K"), "14th character"),
    ("27AAPFU0939F1ZX", .checkCharacter(expected: "V", found: "X"), "check character"),
    ("27AAPFU0939F2ZV", .checkCharacter(expected: "U", found: "V"), "check character"),
  ])
  func everyWrongPartIsNamed(text: String, error: GSTINError, part: String) {
    #expect(throws: error) { try GSTIN(text) }
    #expect(error.part == part)
    #expect(!error.description.isEmpty)
  }

  @Test func sandboxGSTINsRelaxOnlyTheLastThreeCharacters() throws {
    #expect(throws: GSTINError.entityNumber("0")) { try GSTIN("02AMBPG7773M002") }
    let sandbox = try GSTIN("02AMBPG7773M002", checkCharacter: .sandbox)
    #expect(sandbox.state.name == "Himachal Pradesh")
    #expect(sandbox.pan.entityType == .individual)
    #expect(throws: GSTINError.stateCode("99")) { try GSTIN("99AMBPG7773M002", checkCharacter: .sandbox) }
    #expect(throws: GSTINError.pan(.entityType("X"))) { try GSTIN("02AMBXG7773M002", checkCharacter: .sandbox) }
  }

  @Test func theCheckCharacterCatchesEverySingleCharacterTypo() throws {
    let valid = Array("27AAPFU0939F1ZV")
    let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var caught = 0
    for position in [0, 1, 6, 7, 8, 9, 12] {
      for replacement in alphabet where replacement != valid[position] {
        var typo = valid
        typo[position] = replacement
        if (try? GSTIN(String(typo))) == nil { caught += 1 }
      }
    }
    #expect(caught == 7 * 35)
  }

  @Test(arguments: [
    ("ABCFE1234F", PANError?.none), ("abcpe1234f", nil), ("ABCDE1234", .length(9)),
    ("ABCD11234F", .character(position: 5, found: "1", expected: .letter)),
    ("ABCXE1234F", .entityType("X")),
  ])
  func pans(text: String, error: PANError?) {
    if let error {
      #expect(throws: error) { try PAN(text) }
    } else {
      #expect((try? PAN(text))?.value == text.uppercased())
    }
  }

  @Test func panEntityTypes() throws {
    #expect(try PAN("AAACR5055K").entityType == .company)
    #expect(try PAN("ABCPE1234F").entityType == .individual)
    #expect(try PAN("AAAHS1234A").entityType == .hinduUndividedFamily)
  }

  @Test(arguments: [
    ("9876543210", "9876543210"), ("+91 98765-43210", "9876543210"), ("919876543210", "9876543210"),
    ("09876543210", "9876543210"), ("(+91) 70000 00000", "7000000000"),
  ])
  func phoneNumbersAreNormalised(text: String, digits: String) throws {
    #expect(try IndianPhoneNumber(text).digits == digits)
  }

  @Test(arguments: [
    ("98765", IndianPhoneNumberError.length(5)), ("5876543210", .firstDigit("5")),
    ("98765x3210", .notDigits("98765x3210")),
    ("+1 9876543210", .notDigits("+1 9876543210")),
  ])
  func badPhoneNumbersSayWhy(text: String, error: IndianPhoneNumberError) {
    #expect(throws: error) { try IndianPhoneNumber(text) }
  }

  @Test func emails() {
    #expect((try? PartyEmailAddress(" asha@traders.in "))?.value == "asha@traders.in")
    #expect(throws: PartyEmailAddressError.shape("asha.traders.in")) { try PartyEmailAddress("asha.traders.in") }
    #expect(throws: PartyEmailAddressError.domain("traders")) { try PartyEmailAddress("asha@traders") }
    #expect(throws: PartyEmailAddressError.whitespace("as ha@traders.in")) { try PartyEmailAddress("as ha@traders.in") }
  }
}
