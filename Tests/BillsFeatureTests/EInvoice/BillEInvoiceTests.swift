import BillsFeature
import Foundation
import SharedCore
import Testing

/// E-invoices (INV-01 v1.1) generated from a draft and its totals reproduce the samples, and the
/// validation finds what the portal would reject.
@Suite struct BillEInvoiceTests {
  static let seller = BillEInvoice.Party(
    gstin: "02AMBPG7773M002", legalName: "_Test Indian Registered Company",
    tradeName: "_Test Indian Registered Company", address1: "Test Address - 1", location: "Test City", pin: 171_302,
    stateCode: "02")
  static let goods = BillEInvoiceDetails.Item(description: "Test Trading Goods 1", hsnCode: "61149090", unit: "NOS")

  static func sample(_ file: String) throws -> BillEInvoice {
    try JSONDecoder().decode(BillEInvoice.self, from: Fixtures.data(file))
  }

  static func intraStateInvoice() throws -> BillEInvoice {
    let draft = BillDraft(
      date: day("2022-09-16"), currency: .inr,
      regime: .gst(BillGSTSupply(supplierStateCode: "02", placeOfSupply: "02")),
      lines: [BillLine(id: "1", quantity: 1000, unitPrice: 100, tax: .standard(18))])
    let details = BillEInvoiceDetails(
      documentNumber: "test_invoice_no", seller: seller,
      buyer: BillEInvoice.Party(
        gstin: "36AMBPG7773M002", legalName: "_Test Registered Customer", tradeName: "_Test Registered Customer",
        address1: "Test Address - 3", location: "Test City", pin: 500_055, stateCode: "36"),
      items: [goods], creditDays: 0,
      eWayBill: BillEInvoice.EWayBill(distance: 0, transportMode: "1", vehicleNumber: "GJ07DL9009", vehicleType: "R"))
    return try BillEInvoice(draft: draft, totals: BillCalculator().totals(for: draft), details: details)
  }

  static func exportInvoice() throws -> BillEInvoice {
    let draft = BillDraft(
      date: day("2022-09-16"), currency: .inr,
      regime: .gst(BillGSTSupply(supplierStateCode: "02", placeOfSupply: "96", kind: .exportWithoutPayment)),
      lines: [BillLine(id: "1", quantity: 1000, unitPrice: 100, tax: .standard(18))])
    let details = BillEInvoiceDetails(
      documentNumber: "test_invoice_no", seller: seller,
      buyer: BillEInvoice.Party(
        gstin: "URP", legalName: "_Test Foreign Customer", tradeName: "_Test Foreign Customer",
        address1: "Test Address - 9", location: "Test City", pin: 999_999, stateCode: "96"),
      shipTo: BillEInvoice.Party(
        gstin: "URP", legalName: "Test Indian Unregistered Company", tradeName: "Test Indian Unregistered Company",
        address1: "Test Address - 2", location: "Test City", pin: 380_015, stateCode: "24"),
      items: [goods], creditDays: 0,
      export: BillEInvoice.Export(
        countryCode: "US", shippingBillNumber: "1234", shippingBillDate: "2023-06-10", port: "INABG1"),
      eWayBill: BillEInvoice.EWayBill(distance: 0, transportMode: "1", vehicleNumber: "GJ07DL9009", vehicleType: "R"))
    return try BillEInvoice(draft: draft, totals: BillCalculator().totals(for: draft), details: details)
  }

  @Test func regeneratesTheIntraStateSample() throws {
    let generated = try Self.intraStateInvoice()
    #expect(generated == (try Self.sample("einvoice_sample_goods_item_with_ewaybill.json")))
    // Written with the schema's keys and read back the same.
    let json = try JSONEncoder().encode(generated)
    #expect(try JSONDecoder().decode(BillEInvoice.self, from: json) == generated)
    let text = String(decoding: json, as: UTF8.self)
    for key in ["\"TranDtls\"", "\"ItemList\"", "\"ValDtls\"", "\"TotInvVal\":118000", "\"CgstAmt\":9000"] {
      #expect(text.contains(key), "\(key)")
    }
  }

  @Test func regeneratesTheExportSample() throws {
    #expect(try Self.exportInvoice() == (try Self.sample("einvoice_sample_foreign_transaction.json")))
  }

  /// The samples' placeholder document number has underscores, which the schema does not allow; the
  /// portal issued these invoices as SINV-CFY-00067.
  static func numbered(_ invoice: BillEInvoice) -> BillEInvoice {
    var numbered = invoice
    numbered.document.number = "SINV-CFY-00067"
    return numbered
  }

  @Test func theSamplesPlaceholderNumberIsNotAValidDocumentNumber() throws {
    #expect(
      try Self.intraStateInvoice().validate(gstins: .sandbox) == [
        BillEInvoiceIssue(path: "DocDtls.No", problem: .documentNumber("test_invoice_no"))
      ])
  }

  @Test func sandboxGSTINsPassInSandboxModeAndAreFlaggedInStrictMode() throws {
    let invoice = Self.numbered(try Self.intraStateInvoice())
    #expect(invoice.validate(gstins: .sandbox).isEmpty)
    #expect(
      invoice.validate(gstins: .strict) == [
        BillEInvoiceIssue(path: "SellerDtls.Gstin", problem: .gstinCheckCharacter("02AMBPG7773M002")),
        BillEInvoiceIssue(path: "BuyerDtls.Gstin", problem: .gstinCheckCharacter("36AMBPG7773M002")),
      ])
    var real = invoice
    real.seller.gstin = "27AAPFU0939F1ZV"
    real.buyer.gstin = "27AAPFU0939F1ZV"
    #expect(real.validate(gstins: .strict).isEmpty)
    // A TDS deductor's registration has D as its 14th character.
    real.buyer.gstin = "27AAPFU0939F1D4"
    #expect(real.validate(gstins: .strict).isEmpty)
    #expect(Self.numbered(try Self.exportInvoice()).validate(gstins: .sandbox).isEmpty)
  }

  @Test func validationFindsWhatThePortalRejects() throws {
    var invoice = try Self.intraStateInvoice()
    invoice.document.number = "0INV/1"
    invoice.document.date = "2022-09-16"
    invoice.seller.pin = 12345
    invoice.buyer.stateCode = "45"
    invoice.buyer.gstin = "36AMBPG77"
    invoice.items[0].hsnCode = "611"
    invoice.items[0].gstRate = 13
    invoice.items[0].totalItemValue = 118_002
    invoice.values.roundOffAmount = 100
    let issues = invoice.validate(gstins: .sandbox)
    #expect(issues.contains(BillEInvoiceIssue(path: "DocDtls.No", problem: .documentNumber("0INV/1"))))
    #expect(issues.contains(BillEInvoiceIssue(path: "DocDtls.Dt", problem: .date("2022-09-16"))))
    #expect(issues.contains(BillEInvoiceIssue(path: "SellerDtls.Pin", problem: .pinCode(12345))))
    #expect(issues.contains(BillEInvoiceIssue(path: "BuyerDtls.Stcd", problem: .stateCode("45"))))
    #expect(issues.contains(BillEInvoiceIssue(path: "BuyerDtls.Gstin", problem: .gstin("36AMBPG77"))))
    #expect(issues.contains(BillEInvoiceIssue(path: "ItemList[0].HsnCd", problem: .hsnCode("611"))))
    // The date could not be read, so no rate is in force.
    #expect(issues.contains(BillEInvoiceIssue(path: "ItemList[0].GstRt", problem: .rateNotAllowed(13))))
    #expect(
      issues.contains(
        BillEInvoiceIssue(path: "ItemList[0].TotItemVal", problem: .totalMismatch(expected: 118_000, found: 118_002))))
    #expect(issues.contains(BillEInvoiceIssue(path: "ValDtls.RndOffAmt", problem: .roundOffOutOfRange(100))))
  }

  @Test func withinTheToleranceAndTheItemLimit() throws {
    var invoice = Self.numbered(try Self.intraStateInvoice())
    invoice.values.totalInvoiceValue += 1
    #expect(invoice.validate(gstins: .sandbox).isEmpty)
    invoice.values.totalInvoiceValue += dec("0.01")
    #expect(
      invoice.validate(gstins: .sandbox) == [
        BillEInvoiceIssue(
          path: "ValDtls.TotInvVal", problem: .totalMismatch(expected: 118_000, found: dec("118001.01")))
      ])
    invoice.values.totalInvoiceValue = 118_000
    invoice.items = Array(repeating: invoice.items[0], count: 1001)
    let issues = invoice.validate(gstins: .sandbox)
    #expect(issues.contains(BillEInvoiceIssue(path: "ItemList", problem: .itemCount(1001))))
  }

  @Test func untaxedLinesBecomeOtherChargesAndTheHeaderAddsUp() throws {
    let draft = BillDraft(
      date: day("2025-10-01"), currency: .inr,
      regime: .gst(BillGSTSupply(supplierStateCode: "02", placeOfSupply: "36")),
      lines: [
        BillLine(id: "1", quantity: 3, unitPrice: dec("33.333"), discount: .percent(5), tax: .standard(18)),
        BillLine(id: "2", quantity: 1, unitPrice: 10, tax: .untaxed(.zeroRated)),
        BillLine(id: "3", quantity: 2, unitPrice: dec("7.60"), tax: .standard(5), cess: BillCess(rate: 1)),
      ],
      allowancesAndCharges: [
        BillDocumentAllowanceCharge(id: "tcs", isCharge: true, amount: dec("0.50"), tax: .untaxed(.outsideScope))
      ], roundOff: .nearestWholeUnit)
    let details = BillEInvoiceDetails(
      documentNumber: "INV/25-26/0001", seller: Self.seller,
      buyer: BillEInvoice.Party(
        gstin: "36AMBPG7773M002", legalName: "Buyer", address1: "Road 1", location: "Hyderabad", pin: 500_055,
        stateCode: "36"),
      items: [Self.goods, Self.goods, Self.goods])
    let totals = try BillCalculator().totals(for: draft)
    let invoice = try BillEInvoice(draft: draft, totals: totals, details: details)
    #expect(invoice.items.map(\.serialNumber) == ["1", "2"])
    #expect(invoice.items.map(\.gstRate) == [18, 5])
    #expect(invoice.values.otherCharges == dec("10.50"))
    #expect(invoice.values.totalInvoiceValue == totals.roundedTotal)
    #expect(invoice.buyer.placeOfSupply == "36")
    #expect(invoice.validate(gstins: .sandbox, tolerance: 0).isEmpty)
  }

  @Test func aTaxInclusiveLineIsSentWithItsTaxExclusiveUnitPrice() throws {
    let draft = Drafts.gst([Drafts.line("1", "3", at: "118", inclusive: true)], regime: Drafts.interState)
    let details = BillEInvoiceDetails(
      documentNumber: "INV-7", seller: Self.seller, buyer: Self.seller, items: [Self.goods])
    let invoice = try BillEInvoice(draft: draft, totals: BillCalculator().totals(for: draft), details: details)
    #expect(invoice.items.map(\.unitPrice) == [100])
    #expect(invoice.items.map(\.assessableAmount) == [300])
    #expect(invoice.items.map(\.igstAmount) == [54])
  }

  @Test func draftsTheSchemaCannotCarryAreRefused() throws {
    let vat = BillDraft(
      date: day("2025-10-01"), currency: .eur, regime: .vat,
      lines: [BillLine(id: "1", quantity: 1, unitPrice: 1, tax: .standard(20))])
    let details = BillEInvoiceDetails(
      documentNumber: "1", seller: Self.seller, buyer: Self.seller, items: [Self.goods])
    #expect(throws: BillEInvoiceError.notGST) {
      try BillEInvoice(draft: vat, totals: BillCalculator().totals(for: vat), details: details)
    }
    let gst = Drafts.gst(
      [Drafts.line("1", "1", at: "100")],
      allowancesAndCharges: [BillDocumentAllowanceCharge(id: "ship", isCharge: true, amount: 5, tax: .standard(18))])
    #expect(throws: BillEInvoiceError.taxedDocumentAllowanceCharge(id: "ship")) {
      try BillEInvoice(draft: gst, totals: BillCalculator().totals(for: gst), details: details)
    }
    var fewer = details
    fewer.items = []
    #expect(throws: BillEInvoiceError.itemCount(lines: 1, items: 0)) {
      try BillEInvoice(draft: gst, totals: BillCalculator().totals(for: gst), details: fewer)
    }
  }

  /// A line charge is part of the taxable value, so it goes into `TotAmt` with the unit price to match:
  /// `AssAmt = TotAmt − Discount` holds and the invoice validates with no tolerance.
  @Test func aLineChargeIsInTheItemsTotalAmount() throws {
    let draft = Drafts.gst(
      [
        BillLine(
          id: "1", quantity: 10, unitPrice: 100, discount: .amount(30), allowancesAndCharges: [.charge(50)],
          tax: .standard(18))
      ], regime: Drafts.interState)
    let details = BillEInvoiceDetails(
      documentNumber: "INV-8", seller: Self.seller, buyer: Self.seller, items: [Self.goods])
    let totals = try BillCalculator().totals(for: draft)
    let invoice = try BillEInvoice(draft: draft, totals: totals, details: details)
    let item = try #require(invoice.items.first)
    #expect(item.totalAmount == 1050 && item.discount == 30 && item.assessableAmount == 1020)
    #expect(item.unitPrice == 105)
    #expect(item.igstAmount == dec("183.60") && item.totalItemValue == dec("1203.60"))
    #expect(invoice.values.totalInvoiceValue == totals.roundedTotal)
    #expect(invoice.validate(gstins: .sandbox, tolerance: 0).isEmpty)
  }
}
