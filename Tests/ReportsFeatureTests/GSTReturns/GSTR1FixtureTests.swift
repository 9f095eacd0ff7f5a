import Foundation
import IndiaTax
import ReportsFeature
import SharedCore
import Testing

/// GSTR-1 of hand-checked documents against the portal JSON worked out by hand.
@Suite struct GSTR1FixtureTests {
  let fixture: GSTReturnFixture
  let gstr1: GSTR1Return

  init() throws {
    fixture = try GSTReturnFixture(named: "august-2024")
    let builder = GSTR1Builder(
      gstin: fixture.gstin, period: fixture.period, aggregateTurnover: fixture.aggregateTurnover,
      shippingBills: fixture.shippingBills)
    gstr1 = try builder.build(documents: fixture.documents, parties: fixture.parties)
  }

  @Test(arguments: ["gstin", "fp", "b2b", "b2cl", "b2cs", "exp", "cdnr", "cdnur", "nil", "hsn", "doc_issue"])
  func sectionMatchesTheHandWorkedReturn(_ section: String) throws {
    let json = try #require(try JSONSerialization.jsonObject(with: gstr1.json()) as? [String: Any])
    let expected = try #require(try fixture.expected("expectedGSTR1") as? [String: Any])
    let found = try #require(json[section], "section \(section) is missing")
    let wanted = try #require(expected[section])
    let differences = jsonDifferences(found, wanted, at: section)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  @Test func writesNoSectionTheHandWorkedReturnLacks() throws {
    let json = try #require(try JSONSerialization.jsonObject(with: gstr1.json()) as? [String: Any])
    let expected = try #require(try fixture.expected("expectedGSTR1") as? [String: Any])
    #expect(Set(json.keys) == Set(expected.keys))
  }

  @Test func totalsAreTheOutwardSuppliesNetOfNotes() throws {
    let expected = try #require(try fixture.expected("expectedTotals") as? [String: String])
    let totals = gstr1.totals
    #expect(totals.taxable == (try Money(#require(expected["taxable"]), currency: .inr)))
    #expect(totals.igst == (try Money(#require(expected["igst"]), currency: .inr)))
    #expect(totals.cgst == (try Money(#require(expected["cgst"]), currency: .inr)))
    #expect(totals.sgst == (try Money(#require(expected["sgst"]), currency: .inr)))
    #expect(totals.cess == (try Money(#require(expected["cess"]), currency: .inr)))
  }

  @Test func sectionTotalsAddUpToTheTotals() {
    var sum = GSTTaxAmounts.zero
    for section in GSTR1Return.Section.allCases {
      let part = gstr1.sectionTotals[section] ?? .zero
      sum = GSTTaxAmounts(
        taxablePaise: sum.taxablePaise + part.taxablePaise, igstPaise: sum.igstPaise + part.igstPaise,
        cgstPaise: sum.cgstPaise + part.cgstPaise, sgstPaise: sum.sgstPaise + part.sgstPaise,
        cessPaise: sum.cessPaise + part.cessPaise)
    }
    #expect(sum == gstr1.totals)
    #expect(gstr1.sectionTotals[.b2cl] == GSTTaxAmounts(taxablePaise: 150_000_00, igstPaise: 27_000_00))
  }

  @Test func theSameReturnWritesTheSameBytes() throws {
    let builder = GSTR1Builder(
      gstin: fixture.gstin, period: fixture.period, aggregateTurnover: fixture.aggregateTurnover,
      shippingBills: fixture.shippingBills)
    let again = try builder.build(documents: fixture.documents.reversed(), parties: fixture.parties.reversed())
    #expect(again.json() == gstr1.json())
  }

  @Test func amountsAreWrittenToThePaisa() throws {
    let text = try #require(String(data: gstr1.json(), encoding: .utf8))
    #expect(text.hasPrefix(#"{"gstin":"27AAPFU0939F1ZV","fp":"082024","b2b":[{"ctin":"0717UNO00157UNO""#))
    #expect(text.contains(#""val":2360.00"#))
    #expect(text.contains(#""rt":0.1,"txval":100000.00,"iamt":100.00"#))
    #expect(text.contains(#""idt":"02-08-2024""#))
  }
}
