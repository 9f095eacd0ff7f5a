import Foundation
import IndiaTax
import SharedCore
import Testing

/// GSTINs of every kind GSTN issues are read and told apart; every part that can be wrong is named
/// with its position.
@Suite struct GSTINTests {
  /// Each row of `gstins.tsv`: a valid GSTIN, its kind, state and holder.
  @Test(arguments: try Fixtures.table("gstins.tsv"))
  func everyKindIsRecognised(row: [String: String]) throws {
    let gstin = try GSTIN(try #require(row["gstin"]))
    #expect(gstin.kind.rawValue == row["kind"])
    #expect(gstin.state.code == row["state"])
    let holder =
      switch gstin.holder {
      case .pan(let pan): "PAN \(pan)"
      case .tan(let tan): "TAN \(tan)"
      case .issued(let year, let country, let serial): "\(year) \(country) \(serial)"
      }
    #expect(holder == row["holder"])
    #expect((gstin.entityNumber != nil) == gstin.kind.isRegisteredOnIndianTaxNumber)
  }

  @Test(arguments: ["27AAPFU0939F1ZV", " 27aapfu0939f1zv ", "0717uno00157uno"])
  func textIsTrimmedAndUppercased(text: String) throws {
    let gstin = try GSTIN(text)
    #expect(gstin.value == text.trimmingCharacters(in: .whitespaces).uppercased())
    #expect(gstin.value.hasPrefix(gstin.state.code))
  }

  @Test func aGSTINNamesItsParts() throws {
    let gstin = try GSTIN("27AAPFU0939F1ZV")
    #expect(gstin.state.name == "Maharashtra")
    #expect(gstin.pan?.value == "AAPFU0939F")
    #expect(gstin.pan?.entityType == .firm)
    #expect(gstin.tan == nil)
    #expect(gstin.entityNumber == "1")
    #expect(try GSTIN("27MUMA12345B1D5").tan?.value == "MUMA12345B")
    #expect(try GSTIN("0717UNO00157UNO").pan == nil)
  }

  /// Every wrong part is named, with the first position at fault.
  @Test(
    arguments: [
      ("27AAPFU0939F1Z", GSTINError.length(14), "length", nil),
      ("27AAPFU0939F1ZV1", .length(16), "length", nil),
      ("27AAPFU0939F1Z#", .character(position: 15, found: "#", expected: .letterOrDigit), "characters", 15),
      ("2+AAPFU0939F1ZV", .character(position: 2, found: "+", expected: .letterOrDigit), "characters", 2),
      ("A7AAPFU0939F1ZV", .character(position: 1, found: "A", expected: .digit), "characters", 1),
      ("45AAPFU0939F1ZV", .stateCode(.unknown("45")), "state code", 1),
      ("271APFU0939F1ZV", .pan(.character(position: 1, found: "1", expected: .letter)), "PAN", 3),
      ("27AAPFUA939F1ZV", .pan(.character(position: 6, found: "A", expected: .digit)), "PAN", 8),
      ("27AAPXU0939F1ZV", .pan(.entityType("X")), "PAN", 6),
      ("27MUM112345B1D5", .tan(.character(position: 4, found: "1", expected: .letter)), "TAN", 6),
      ("0717UN000157UNO", .character(position: 7, found: "0", expected: .letter), "characters", 7),
      ("07A7UNO00157UNO", .character(position: 3, found: "A", expected: .digit), "characters", 3),
      ("27AAPFU0939F0ZV", .entityNumber("0"), "entity number", 13),
      ("07DELA12345BAZ5", .character(position: 13, found: "A", expected: .digit), "characters", 13),
      ("27AAPFU0939F1YV", .fourteenthCharacter("Y"), "14th character", 14),
      ("27AAPFU0939F1KP", .fourteenthCharacter("K"), "14th character", 14),
      ("07DELA12345B1Y5", .fourteenthCharacter("Y"), "14th character", 14),
      ("27AAPFU0939F1ZX", .checkCharacter(expected: "V", found: "X"), "check character", 15),
      ("27AAPFU0939F2ZV", .checkCharacter(expected: "U", found: "V"), "check character", 15),
      ("0717UNO00157UN5", .checkCharacter(expected: "O", found: "5"), "check character", 15),
    ] as [(String, GSTINError, String, Int?)])
  func everyWrongPartIsNamed(text: String, error: GSTINError, part: String, position: Int?) {
    #expect(throws: error) { try GSTIN(text) }
    #expect(error.part == part)
    #expect(error.position == position)
    #expect(!error.description.isEmpty)
  }

  /// State 99 (Centre jurisdiction) belongs to OIDAR registrations, and they have no other; 96 and
  /// 28 were never states of registration.
  @Test func stateCodesFollowTheKindOfRegistration() throws {
    let centre = try GSTStateCode.known("99")
    #expect(throws: GSTINError.stateCodeNotForKind(centre, .regular)) { try GSTIN("99AAPFU0939F1ZK") }
    #expect(throws: GSTINError.stateCodeNotForKind(try GSTStateCode.known("27"), .onlineServicesFromAbroad)) {
      try GSTIN("2717USA29001OSS")
    }
    #expect(throws: GSTINError.stateCode(.notRegistrationState(try GSTStateCode.known("96"), on: nil))) {
      try GSTIN("96AAPFU0939F1ZV", checkCharacter: .sandbox)
    }
    #expect(throws: GSTINError.stateCode(.notRegistrationState(try GSTStateCode.known("28"), on: nil))) {
      try GSTIN("28AAPFU0939F1ZT")
    }
  }

  /// With a date, the state code must be one GSTINs carry that day: Daman and Diu's GSTINs were
  /// replaced by ones starting 26 from 1 Aug 2020, and Ladakh's start on 31 Oct 2019.
  @Test(arguments: [
    ("25AAPFU0939F1ZZ", "2020-07-31", true), ("25AAPFU0939F1ZZ", "2020-08-01", false),
    ("38AAPFU0939F1ZS", "2019-10-30", false), ("38AAPFU0939F1ZS", "2019-10-31", true),
    ("9917USA29001OSH", "2026-06-01", true), ("27AAPFU0939F1ZV", "2017-06-30", false),
  ])
  func aGSTINOnADateCarriesAStateCodeOfThatDay(text: String, date: String, valid: Bool) throws {
    #expect(((try? GSTIN(text, on: day(date))) != nil) == valid)
    #expect(try GSTIN(text).value == text)
  }

  @Test func theMessageOfARetiredStateSaysWhatReplacedIt() {
    do {
      _ = try GSTIN("25AAPFU0939F1ZZ", on: day("2026-06-01"))
      Issue.record("a Daman and Diu GSTIN was accepted in 2026")
    } catch {
      #expect(error.part == "state code")
      #expect(error.description.contains("replaced by ones starting 26 from 1 Aug 2020"))
    }
  }

  @Test func sandboxGSTINsRelaxOnlyTheLastThreeCharacters() throws {
    #expect(throws: GSTINError.entityNumber("0")) { try GSTIN("02AMBPG7773M002") }
    let sandbox = try GSTIN("02AMBPG7773M002", checkCharacter: .sandbox)
    #expect(sandbox.state.name == "Himachal Pradesh")
    #expect(sandbox.pan?.entityType == .individual)
    #expect(throws: GSTINError.stateCodeNotForKind(try GSTStateCode.known("99"), .regular)) {
      try GSTIN("99AMBPG7773M002", checkCharacter: .sandbox)
    }
    #expect(throws: GSTINError.pan(.entityType("X"))) { try GSTIN("02AMBXG7773M002", checkCharacter: .sandbox) }
  }

  @Test func theCheckCharacterCatchesEverySingleCharacterTypo() throws {
    for valid in ["27AAPFU0939F1ZV", "0717UNO00157UNO", "27MUMA12345B1D5", "9917USA29001OSH"].map(Array.init) {
      let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
      var caught = 0
      for position in 0..<14 {
        for replacement in alphabet where replacement != valid[position] {
          var typo = valid
          typo[position] = replacement
          if (try? GSTIN(String(typo))) == nil { caught += 1 }
        }
      }
      #expect(caught == 14 * 35, "\(String(valid))")
    }
  }

  /// The check character is GSTN's: the published GSTINs end in it.
  @Test(arguments: ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33GSPTN0231G1ZM"])
  func theCheckCharacterIsGSTNs(text: String) {
    #expect(GSTIN.checkCharacter(for: text.prefix(14)) == text.last)
  }

  @Test func aGSTINRoundTripsThroughJSON() throws {
    let gstins = try ["27AAPFU0939F1ZV", "0717UNO00157UNO", "25AAPFU0939F1ZZ"].map { try GSTIN($0) }
    let decoded = try JSONDecoder().decode([GSTIN].self, from: JSONEncoder().encode(gstins))
    #expect(decoded == gstins)
    #expect(try JSONDecoder().decode(GSTIN.self, from: Data(#""02AMBPG7773M002""#.utf8)).kind == .regular)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(GSTIN.self, from: Data(#""27AAPFU""#.utf8)) }
  }
}

extension GSTINTests {
  /// Every kind has a label for messages, and the state-code refusals use it.
  @Test func kindsAreNamedInMessages() throws {
    #expect(Set(GSTINKind.allCases.map(\.label)).count == GSTINKind.allCases.count)
    let centre = try GSTStateCode.known("99")
    for kind in GSTINKind.allCases where kind != .onlineServicesFromAbroad {
      #expect(GSTINError.stateCodeNotForKind(centre, kind).description.hasSuffix("not to \(kind.label)."))
    }
    #expect(
      GSTINError.stateCodeNotForKind(try GSTStateCode.known("27"), .onlineServicesFromAbroad).description
        == "An OIDAR registration has state code 99 (Centre Jurisdiction), not 27.")
    #expect(GSTINError.tan(.length(3)).position == 3 && GSTINError.tan(.length(3)).part == "TAN")
  }
}
