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
