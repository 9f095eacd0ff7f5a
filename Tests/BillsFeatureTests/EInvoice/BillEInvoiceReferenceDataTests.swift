import BillsFeature
import Foundation
import SharedCore
import Testing

/// The e-invoice check reads state codes, GSTINs, HSN codes and rates the way the rest of the app
/// does, on the document's own date.
@Suite struct BillEInvoiceReferenceDataTests {
  /// The sample intra-state invoice (16/09/2022) with a valid document number.
  private func invoice() throws -> BillEInvoice {
    var invoice = try BillEInvoiceTests.intraStateInvoice()
    invoice.document.number = "SINV-CFY-00067"
    return invoice
  }

  private func issues(at path: String, _ invoice: BillEInvoice) -> [BillEInvoiceIssue.Problem] {
    invoice.validate(gstins: .sandbox).filter { $0.path == path }.map(\.problem)
  }

  /// `Int("+1")` is 1, but `+1` is not a state code: a code is exactly two ASCII digits.
  @Test(arguments: ["+1", "-2", "1", "٠٢", " 2"])
  func aStateCodeIsTwoDigits(code: String) throws {
    var invoice = try invoice()
    invoice.seller.stateCode = code
    invoice.buyer.placeOfSupply = code
    #expect(issues(at: "SellerDtls.Stcd", invoice) == [.stateCode(code)])
    #expect(issues(at: "BuyerDtls.Pos", invoice) == [.stateCode(code)])
  }

  /// A place of supply is checked on the document's date: Daman and Diu (25) had merged into 26 by
  /// 2022, and 96 (other countries) is a place of supply but never a seller's state.
  @Test func statesAreCheckedOnTheDocumentsDate() throws {
    var invoice = try invoice()
    invoice.buyer.placeOfSupply = "25"
    #expect(issues(at: "BuyerDtls.Pos", invoice) == [.stateCode("25")])
    invoice.buyer.placeOfSupply = "38"
    #expect(issues(at: "BuyerDtls.Pos", invoice).isEmpty)
    invoice.seller.stateCode = "96"
    #expect(issues(at: "SellerDtls.Stcd", invoice) == [.stateCode("96")])
    invoice.document.date = "16/09/2019"
    invoice.buyer.placeOfSupply = "25"
    #expect(issues(at: "BuyerDtls.Pos", invoice).isEmpty)
  }

  /// Buyers registered as UN bodies (UIN), non-resident taxable persons, TDS deductors, e-commerce
  /// operators (TCS) and government departments have GSTINs of their own shapes; all are valid.
  @Test(arguments: ["0717UNO00157UNO", "0721USA12345NRZ", "27MUMA12345B1D5", "27AAPFU0939F1C6", "07DELA12345B1Z5"])
  func everyKindOfRegistrationIsAValidBuyer(gstin: String) throws {
    var invoice = try invoice()
    invoice.buyer.gstin = gstin
    #expect(invoice.validate(gstins: .strict).filter { $0.path == "BuyerDtls.Gstin" }.isEmpty)
  }

  /// After 22 Sep 2025 12 % is a rate for bricks and earthen tiles only, and 28 % ended on 1 Feb 2026.
  @Test(
    arguments: [
      ("01/10/2025", "69041000", 12, true), ("01/10/2025", "6815", 12, true), ("01/10/2025", "19053100", 12, false),
      ("16/09/2025", "19053100", 12, true), ("01/10/2025", "24022010", 28, true), ("01/03/2026", "24022010", 28, false),
      ("01/03/2026", "24022010", 40, true),
    ] as [(String, String, Decimal, Bool)])
  func ratesAreCheckedForTheItemsGoodsOnTheDocumentsDate(date: String, hsn: String, rate: Decimal, allowed: Bool)
    throws
  {
    var invoice = try invoice()
    invoice.document.date = date
    invoice.items[0].hsnCode = hsn
    invoice.items[0].gstRate = rate
    #expect(issues(at: "ItemList[0].GstRt", invoice) == (allowed ? [] : [.rateNotAllowed(rate)]))
  }
}
