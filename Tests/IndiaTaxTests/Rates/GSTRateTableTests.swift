import Foundation
import IndiaTax
import SharedCore
import Testing

/// One dated rate table for Products (today's date) and Bills (the document's date), with messages
/// that say what changed.
@Suite struct GSTRateTableTests {
  private let table = GSTRateTable.india

  /// Each row of `gst-rates.tsv`: a rate on a date for an HSN code (or none) is in force, or its
  /// refusal says the phrase.
  @Test(arguments: try Fixtures.table("gst-rates.tsv"))
  func ratesByDateAndGoods(row: [String: String]) throws {
    let date = day(try #require(row["date"]))
    let rate = dec(try #require(row["rate"]))
    let hsn = try row["hsn"].flatMap { $0 == "-" ? nil : try HSNCode($0) }
    let allowed = row["allowed"] == "yes"
    #expect(table.allows(rate, on: date, for: hsn) == allowed, "\(rate)% on \(date) for \(hsn?.code ?? "-")")
    do {
      try table.check(rate, on: date, for: hsn)
      #expect(allowed)
    } catch {
      #expect(!allowed)
      #expect(error.description.contains(try #require(row["refusal_contains"])), "\(error.description)")
    }
  }

  /// The message for 12 % entered today says what changed on 22 Sep 2025 and what to choose.
  @Test func theTwelvePercentMessage() throws {
    let biscuits = try HSNCode("19053100")
    do {
      try table.check(12, on: day("2026-06-01"), for: biscuits)
      Issue.record("12% was accepted for biscuits")
    } catch {
      #expect(
        error.description
          == "12% was retired on 22 Sep 2025 (GST Council, 56th meeting; Notification 9/2025–Central Tax (Rate)); "
          + "it remains only for fly ash bricks, blocks and aggregates, bricks of siliceous earths, building bricks "
          + "and earthen or roofing tiles, HSN 6815, 69010010, 69041000, 69051000; Notification 14/2025–Central Tax "
          + "(Rate) (HSN 19053100 is not among them). Choose 5% or 18%.")
    }
  }

  /// Without goods, every rate of the day for some supply: what a totals engine without HSN codes
  /// can check.
  @Test func ratesOnADate() {
    #expect(table.rates(on: day("2017-06-30")) == nil)
    #expect(
      table.rates(on: day("2025-09-21")) == [
        0, dec("0.1"), dec("0.25"), 1, dec("1.5"), 3, 5, 6, dec("7.5"), 12, 18, 28,
      ])
    #expect(
      table.rates(on: day("2025-09-22")) == [
        0, dec("0.1"), dec("0.25"), 1, dec("1.5"), 3, 5, 6, dec("7.5"), 12, 18, 28, 40,
      ])
    #expect(
      table.rates(on: day("2026-02-01")) == [
        0, dec("0.1"), dec("0.25"), 1, dec("1.5"), 3, 5, 6, dec("7.5"), 12, 18, 40,
      ])
    #expect(
      table.generalRates(on: day("2026-02-01")) == [
        0, dec("0.1"), dec("0.25"), 1, dec("1.5"), 3, 5, 6, dec("7.5"), 18, 40,
      ])
    #expect(table.allows(40, on: day("2025-09-22")) && !table.allows(40, on: day("2025-09-21")))
    #expect(table.allows(28, on: day("2026-01-31")) && !table.allows(28, on: day("2026-02-01")))
  }

  /// A table of your own, in any order.
  @Test func aCustomTable() {
    let custom = GSTRateTable(periods: [
      .init(effectiveFrom: day("2030-01-01"), rates: [0, 9], source: "a later change"),
      .init(effectiveFrom: day("2020-01-01"), rates: [0, 7], source: "the first table"),
    ])
    #expect(custom.periods.map(\.effectiveFrom) == [day("2020-01-01"), day("2030-01-01")])
    #expect(custom.allows(7, on: day("2029-12-31")) && !custom.allows(7, on: day("2030-01-01")))
    #expect(throws: GSTRateError.self) { try custom.check(7, on: day("2030-01-01"), for: nil) }
  }

  /// Rates are read from text exactly; any rate 0–100 is a value, stored rates of any table load.
  @Test(arguments: [("18", "18"), (" 0.25 % ", "0.25"), ("12%", "12"), ("100", "100")])
  func ratesAreReadExactly(text: String, percent: String) throws {
    #expect(try GSTRate(text).percent == dec(percent))
  }

  @Test func badRatesSayWhy() throws {
    #expect(throws: GSTRateError.notANumber("eighteen")) { try GSTRate("eighteen") }
    #expect(throws: GSTRateError.outOfRange(101)) { try GSTRate("101") }
    #expect(throws: GSTRateError.outOfRange(-1)) { try GSTRate(percent: -1) }
    let rates = try JSONDecoder().decode([GSTRate].self, from: Data(#"["12","28","40"]"#.utf8))
    #expect(rates.map(\.description) == ["12%", "28%", "40%"])
    #expect(try JSONEncoder().encode(rates) == Data(#"["12","28","40"]"#.utf8))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(GSTRate.self, from: Data(#""-5""#.utf8)) }
  }

  @Test func theTableRoundTripsThroughJSON() throws {
    #expect(try JSONDecoder().decode(GSTRateTable.self, from: JSONEncoder().encode(table)) == table)
  }
}

extension GSTRateTableTests {
  /// A rate a table only ever keeps for named goods says which goods.
  @Test func aRateOnlyForNamedGoodsSaysWhich() throws {
    let gold = GSTRateTable(periods: [
      .init(
        effectiveFrom: day("2017-07-01"),
        entries: [
          .init(rate: 18),
          .init(rate: 3, scope: .goods(hsnPrefixes: ["7108"], description: "gold"), source: "a test entry"),
        ], source: "a test table")
    ])
    #expect(gold.allows(3, on: day("2020-01-01"), for: try HSNCode("71081200")))
    #expect(!gold.allows(3, on: day("2020-01-01"), for: nil))
    #expect(
      throws: GSTRateError.notInForce(3, on: day("2020-01-01"), explanation: "3% applies only to gold, HSN 7108.")
    ) {
      try gold.check(3, on: day("2020-01-01"), for: nil)
    }
    #expect(GSTRateTable.Scope.anySupply.isGeneral && GSTRateTable.Scope.anySupply.includes(nil))
  }
}
