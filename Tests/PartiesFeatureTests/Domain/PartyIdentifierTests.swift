import Foundation
import PartiesFeature
import Testing

/// Phone and email checks. GSTINs, PANs and state codes are IndiaTax's (Tests/IndiaTaxTests).
@Suite struct PartyIdentifierTests {
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
