import Foundation
import IndiaTax
import SharedCore
import Testing

/// One answer for every state-code question, by date: the data behind Parties' forms, Bills' totals
/// and the e-invoice check.
@Suite struct GSTStateCodeTests {
  /// Each row of `state-codes.tsv`: a code on a date is (or is not) a place of supply and a state of
  /// registration.
  @Test(arguments: try Fixtures.table("state-codes.tsv"))
  func aCodeIsInForceOnTheDatesOfItsHistory(row: [String: String]) throws {
    let code = try #require(row["code"])
    let date = day(try #require(row["date"]))
    let state = try #require(GSTStateCode(code), "\(code) is in the master")
    #expect(state.isPlaceOfSupply(on: date) == (row["place_of_supply"] == "yes"), "\(code) on \(date)")
    #expect(state.isRegistrationState(on: date) == (row["registration"] == "yes"), "\(code) on \(date)")
    #expect(((try? GSTStateCode.placeOfSupply(code, on: date)) != nil) == (row["place_of_supply"] == "yes"))
    #expect(((try? GSTStateCode.registrationState(code, on: date)) != nil) == (row["registration"] == "yes"))
  }

  /// A code is exactly two ASCII digits: `Int("+1")` is 1, but `+1` is not a code.
  @Test(arguments: ["+1", "-1", "1", "001", "٢٧", "२७", " 27", "27 ", "2a", ""])
  func aCodeIsTwoASCIIDigits(text: String) {
    #expect(GSTStateCode(text) == nil)
    #expect(throws: GSTStateCodeError.notTwoDigits(text)) {
      try GSTStateCode.placeOfSupply(text, on: day("2026-06-01"))
    }
  }

  /// Two digits the master never had.
  @Test(arguments: ["00", "39", "45", "95", "98"])
  func unknownCodesAreRefused(text: String) {
    #expect(GSTStateCode(text) == nil)
    #expect(throws: GSTStateCodeError.unknown(text)) { try GSTStateCode.known(text) }
  }

  /// Every code any record may carry reads back: the master's 41 codes.
  @Test func everyCodeOfTheMasterReads() {
    #expect(GSTStateCode.all.count == 41)
    #expect(GSTStateCode.all.map(\.code).first == "01" && GSTStateCode.all.map(\.code).last == "99")
    #expect(GSTStateCode.placesOfSupply(on: day("2026-06-01")).count == 38)
  }

  /// The messages say what happened and which code to use.
  @Test(arguments: [
    ("25", "2026-06-01", "merged into Dadra and Nagar Haveli and Daman and Diu (26) on 26 Jan 2020", "Use 26."),
    ("28", "2026-06-01", "Andhra Pradesh is 37 and Telangana 36", "Use 37."),
    ("38", "2019-10-01", "is a place of supply from 31 Oct 2019", "not on 1 Oct 2019"),
    ("99", "2026-06-01", "never a place of supply", "Centre Jurisdiction"),
  ])
  func refusalsSayWhy(code: String, date: String, phrase: String, advice: String) throws {
    do {
      _ = try GSTStateCode.placeOfSupply(code, on: day(date))
      Issue.record("\(code) was accepted on \(date)")
    } catch {
      #expect(error.description.contains(phrase), "\(error.description)")
      #expect(error.description.contains(advice), "\(error.description)")
    }
  }

  /// 96 is a place of supply but no GSTIN carries it.
  @Test func otherCountriesIsNeverARegistrationState() throws {
    #expect(throws: GSTStateCodeError.notRegistrationState(try GSTStateCode.known("96"), on: day("2026-06-01"))) {
      try GSTStateCode.registrationState("96", on: day("2026-06-01"))
    }
    let message = GSTStateCodeError.notRegistrationState(try GSTStateCode.known("96"), on: nil).description
    #expect(message.contains("never the state of a registration"))
  }

  /// Names and kinds change with the map.
  @Test func namesAndKindsFollowTheDate() throws {
    let dnh = try GSTStateCode.known("26")
    #expect(dnh.name(on: day("2020-01-25")) == "Dadra and Nagar Haveli")
    #expect(dnh.name(on: day("2020-01-26")) == "Dadra and Nagar Haveli and Daman and Diu")
    #expect(dnh.name == "Dadra and Nagar Haveli and Daman and Diu")
    let kashmir = try GSTStateCode.known("01")
    #expect(kashmir.kind(on: day("2019-10-30")) == .state)
    #expect(kashmir.kind(on: day("2019-10-31")) == .unionTerritoryWithLegislature)
    #expect(try GSTStateCode.known("38").kind(on: day("2026-06-01")) == .unionTerritory)
    #expect(try GSTStateCode.known("97").kind(on: day("2026-06-01")) == .otherTerritory)
    #expect(try GSTStateCode.known("25").successor?.code == "26")
    #expect(try GSTStateCode.known("28").successor?.code == "37")
    #expect(try GSTStateCode.known("27").description == "27 Maharashtra")
  }

  /// Stored codes of any date decode; text that is no code does not.
  @Test func codesRoundTripThroughJSON() throws {
    let codes = try JSONDecoder().decode([GSTStateCode].self, from: Data(#"["25","28","96","99","27"]"#.utf8))
    #expect(codes.map(\.code) == ["25", "28", "96", "99", "27"])
    #expect(try JSONEncoder().encode(codes) == Data(#"["25","28","96","99","27"]"#.utf8))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([GSTStateCode].self, from: Data(#"["+1"]"#.utf8)) }
  }
}

extension GSTStateCodeTests {
  /// The refused text, the dates a code is a place of supply, order, and kinds.
  @Test func errorsCarryTheTextAndCodesTheirDates() throws {
    let daman = try GSTStateCode.known("25")
    #expect(GSTStateCodeError.notTwoDigits("+1").text == "+1")
    #expect(GSTStateCodeError.unknown("45").text == "45")
    #expect(GSTStateCodeError.notPlaceOfSupply(daman, on: day("2026-06-01")).text == "25")
    #expect(GSTStateCodeError.unknown("45").description == "\"45\" is not a GST state code.")
    #expect(GSTStateCodeError.notTwoDigits("+1").description.contains("two digits"))
    #expect(daman.placeOfSupplyFrom == day("2017-07-01") && daman.placeOfSupplyUntil == day("2020-01-25"))
    #expect(try GSTStateCode.known("99").placeOfSupplyFrom == nil)
    #expect([daman, try GSTStateCode.known("07")].sorted().map(\.code) == ["07", "25"])
    #expect(
      GSTStateKind.allCases.filter(\.isStateOrUnionTerritory) == [
        .state, .unionTerritoryWithLegislature, .unionTerritory,
      ])
    #expect(
      try JSONDecoder().decode(GSTStateKind.self, from: JSONEncoder().encode(GSTStateKind.otherTerritory))
        == .otherTerritory)
  }
}
