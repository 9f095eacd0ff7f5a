import Foundation
import IndiaTax
import Testing

/// PANs (with the holder-type letter) and TANs: every wrong character is named.
@Suite struct PANAndTANTests {
  @Test(arguments: [
    ("ABCFE1234F", PANError?.none), ("abcpe1234f", nil), ("ABCDE1234", .length(9)),
    ("ABCD11234F", .character(position: 5, found: "1", expected: .letter)),
    ("ABCDEF234F", .character(position: 6, found: "F", expected: .digit)),
    ("ABCPE12345", .character(position: 10, found: "5", expected: .letter)),
    ("ABCXE1234F", .entityType("X")), ("ÄBCPE1234F", .character(position: 1, found: "Ä", expected: .letter)),
  ])
  func pans(text: String, error: PANError?) {
    if let error {
      #expect(throws: error) { try PAN(text) }
      #expect(!error.description.isEmpty)
    } else {
      #expect((try? PAN(text))?.value == text.uppercased())
    }
  }

  /// The fourth letter says who holds the PAN.
  @Test(arguments: [
    ("AAACR5055K", PANEntityType.company), ("ABCPE1234F", .individual), ("AAAHS1234A", .hinduUndividedFamily),
    ("AAAFA1234A", .firm), ("AAATA1234A", .trust), ("AAAGA1234A", .government), ("AAALA1234A", .localAuthority),
    ("AAAJA1234A", .artificialJuridicalPerson), ("AAAAA1234A", .associationOfPersons),
    ("AAABA1234A", .bodyOfIndividuals),
  ])
  func panHolderTypes(text: String, type: PANEntityType) throws {
    #expect(try PAN(text).entityType == type)
  }

  @Test(arguments: [
    ("MUMA12345B", TANError?.none), (" delA12345b ", nil), ("MUMA1234B", .length(9)),
    ("MUM112345B", .character(position: 4, found: "1", expected: .letter)),
    ("MUMAB2345B", .character(position: 5, found: "B", expected: .digit)),
    ("MUMA123456", .character(position: 10, found: "6", expected: .letter)),
  ])
  func tans(text: String, error: TANError?) {
    if let error {
      #expect(throws: error) { try TAN(text) }
      #expect(!error.description.isEmpty)
    } else {
      #expect((try? TAN(text))?.value == text.trimmingCharacters(in: .whitespaces).uppercased())
    }
  }
}

extension PANAndTANTests {
  /// PANs, TANs and holder types are written as their text and read back; bad text is refused.
  @Test func roundTripThroughJSON() throws {
    let pan = try PAN("AAPFU0939F")
    let tan = try TAN("MUMA12345B")
    #expect(try JSONDecoder().decode(PAN.self, from: JSONEncoder().encode(pan)) == pan)
    #expect(try JSONDecoder().decode(TAN.self, from: JSONEncoder().encode(tan)) == tan)
    #expect(try JSONEncoder().encode(PANEntityType.firm) == Data(#""F""#.utf8))
    #expect(try JSONDecoder().decode(PANEntityType.self, from: Data(#""C""#.utf8)) == .company)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PANEntityType.self, from: Data(#""CX""#.utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PAN.self, from: Data(#""AAPXU0939F""#.utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TAN.self, from: Data(#""MUM112345B""#.utf8)) }
    #expect(pan.description == "AAPFU0939F" && tan.description == "MUMA12345B")
  }
}
