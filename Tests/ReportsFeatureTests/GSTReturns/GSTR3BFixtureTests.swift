import Foundation
import IndiaTax
import ReportsFeature
import SharedCore
import Testing

/// GSTR-3B of hand-checked documents against the portal JSON worked out by hand.
@Suite struct GSTR3BFixtureTests {
  let fixture: GSTReturnFixture
  let gstr3b: GSTR3BReturn

  init() throws {
    fixture = try GSTReturnFixture(named: "august-2024")
    gstr3b = try GSTR3BBuilder(gstin: fixture.gstin, period: fixture.period)
      .build(documents: fixture.documents, parties: fixture.parties)
  }

  @Test(arguments: ["gstin", "ret_period", "sup_details", "inter_sup", "itc_elg", "inward_sup"])
  func sectionMatchesTheHandWorkedReturn(_ section: String) throws {
    let json = try #require(try JSONSerialization.jsonObject(with: gstr3b.json()) as? [String: Any])
    let expected = try #require(try fixture.expected("expectedGSTR3B") as? [String: Any])
    let found = try #require(json[section], "section \(section) is missing")
    let differences = jsonDifferences(found, try #require(expected[section]), at: section)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    #expect(Set(json.keys) == Set(expected.keys))
  }

  @Test func cashAndSetOffAreTheHandWorkedOnes() throws {
    let expected = try #require(try fixture.expected("expectedPayment") as? [String: Any])
    let cash = try #require(expected["cash"] as? [String: String])
    let payment = gstr3b.payment
    #expect(payment.cash(.igst) == (try Money(#require(cash["igst"]), currency: .inr)))
    #expect(payment.cash(.cgst) == (try Money(#require(cash["cgst"]), currency: .inr)))
    #expect(payment.cash(.sgst) == (try Money(#require(cash["sgst"]), currency: .inr)))
    #expect(payment.cash(.cess) == (try Money(#require(cash["cess"]), currency: .inr)))
    #expect(
      payment.credit(from: .cgst, to: .igst) == (try Money(#require(expected["cgstToIGST"] as? String), currency: .inr))
    )
    #expect(
      payment.credit(from: .sgst, to: .igst) == (try Money(#require(expected["sgstToIGST"] as? String), currency: .inr))
    )
    #expect(payment.payableOnReverseCharge(.cgst) == Money(minorUnits: 100_00, currency: .inr))
  }

  @Test func outwardTablesAddUpToGSTR1() throws {
    let gstr1 = try GSTR1Builder(
      gstin: fixture.gstin, period: fixture.period, aggregateTurnover: fixture.aggregateTurnover
    )
    .build(documents: fixture.documents, parties: fixture.parties)
    var outward = gstr3b.outwardTaxable
    for part in [gstr3b.outwardZeroRated, gstr3b.outwardReverseCharge] {
      outward = GSTTaxAmounts(
        taxablePaise: outward.taxablePaise + part.taxablePaise, igstPaise: outward.igstPaise + part.igstPaise,
        cgstPaise: outward.cgstPaise + part.cgstPaise, sgstPaise: outward.sgstPaise + part.sgstPaise,
        cessPaise: outward.cessPaise + part.cessPaise)
    }
    #expect(outward == gstr1.totals)
  }
}
