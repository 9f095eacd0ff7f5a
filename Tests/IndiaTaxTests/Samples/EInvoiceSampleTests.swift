import Foundation
import IndiaTax
import SharedCore
import Testing

/// Every state code, GSTIN, HSN code and rate in the GST e-invoice samples reads through IndiaTax on
/// the sample's own date.
@Suite struct EInvoiceSampleTests {
  private struct Sample: Decodable {
    struct Document: Decodable { let Dt: String }
    struct Party: Decodable {
      let Gstin: String?
      let Stcd: String?
      let Pos: String?
    }
    struct Item: Decodable {
      let HsnCd: String
      let GstRt: Decimal
    }
    let DocDtls: Document
    let SellerDtls: Party
    let BuyerDtls: Party
    let ItemList: [Item]
  }

  @Test(arguments: Fixtures.eInvoiceSamples)
  func theSampleReads(file: String) throws {
    let sample = try JSONDecoder().decode(Sample.self, from: Fixtures.data(file))
    let parts = sample.DocDtls.Dt.split(separator: "/")
    let date = try #require(CalendarDate("\(parts[2])-\(parts[1])-\(parts[0])"))
    let seller = try GSTIN(try #require(sample.SellerDtls.Gstin), on: date, checkCharacter: .sandbox)
    _ = try GSTStateCode.registrationState(try #require(sample.SellerDtls.Stcd), on: date)
    #expect(seller.kind == .regular)
    if let gstin = sample.BuyerDtls.Gstin, gstin != "URP" {
      _ = try GSTIN(gstin, on: date, checkCharacter: .sandbox)
    }
    _ = try GSTStateCode.placeOfSupply(try #require(sample.BuyerDtls.Pos), on: date)
    _ = try GSTStateCode.placeOfSupply(try #require(sample.BuyerDtls.Stcd), on: date)
    for item in sample.ItemList {
      let code = try HSNCode(item.HsnCd)
      try GSTRateTable.india.check(item.GstRt, on: date, for: code)
    }
  }
}
