import Foundation
import IndiaTax
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

/// The returns made from what the store holds: documents through the projection, expenses as inward
/// supplies, notes' originals from earlier months.
@Suite struct GSTFilingTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 28)!
  static func day(_ month: Int, _ day: Int) -> CalendarDate { CalendarDate(year: 2026, month: month, day: day)! }
  func rupees(_ text: String) -> Money { ReportsSamples.rupees(text) }

  @Test func gstr1AndGSTR3BComeFromTheStoredDocumentsAndExpenses() async throws {
    let reports = try await ReportsTestbed.make(today: Self.today)
    let filing = try reports.session.resolve(GSTFiling.self)
    let gstin = try GSTIN(GSTReturnSamples.supplierGSTIN)
    try await reports.record([
      .party(GSTReturnSamples.karnatakaCustomer), .party(GSTReturnSamples.maharashtraCustomer),
      .party(ReportingParty(id: "walk-in", name: "Walk-in")),
    ])
    var october = ReportsSamples.document(
      "INV-10", date: Self.day(10, 30), partyID: "walk-in", lines: [ReportsSamples.line("200000", interState: true)],
      placeOfSupply: "29")
    october.number = "INV-10"
    // A credit note to the walk-in customer against October's ₹2,36,000 invoice: above the B2CL
    // threshold through its original, so it goes to CDNUR.
    var note = ReportsSamples.document(
      "CN-1", kind: .creditNote, date: Self.day(11, 5), partyID: "walk-in",
      lines: [ReportsSamples.line("10000", interState: true)], placeOfSupply: "29")
    note.originalNumber = "INV-10"
    note.originalDate = Self.day(10, 30)
    try await reports.record([
      .document(october),
      .document(
        ReportsSamples.document(
          "INV-11", date: Self.day(11, 2), partyID: "kar", lines: [ReportsSamples.line("1000", interState: true)],
          placeOfSupply: "29")),
      .document(
        ReportsSamples.document(
          "INV-12", date: Self.day(11, 3), partyID: "mum", lines: [ReportsSamples.line("500", rate: 5)])),
      .document(note),
    ])
    _ = try await reports.expenses.record(
      Expense(
        date: Self.day(11, 6), category: "Electricity", amount: rupees("1180"), paymentMode: .upi, billNumber: "E-1",
        gst: ExpenseGST(
          rate: 18, taxable: rupees("1000"), cgst: rupees("90"), sgst: rupees("90"), supplierGSTIN: "27AAACR5055K1Z7")))
    _ = try await reports.expenses.record(
      Expense(
        date: Self.day(11, 7), category: "Food & Refreshments", amount: rupees("118"), paymentMode: .cash,
        gst: ExpenseGST(
          rate: 18, taxable: rupees("100"), cgst: rupees("9"), sgst: rupees("9"), isInputTaxCreditEligible: false,
          supplierGSTIN: "27AAACR5055K1Z7")))
    // Credit needs a registered supplier (section 16(2)(a)): a bill without a GSTIN gives none.
    _ = try await reports.expenses.record(
      Expense(
        date: Self.day(11, 8), category: "Transport", amount: rupees("105"), paymentMode: .cash,
        gst: ExpenseGST(rate: 5, taxable: rupees("100"), cgst: rupees("2.50"), sgst: rupees("2.50"))))
    let november = try GSTReturnPeriod.month(11, of: 2026)

    let gstr1 = try await filing.gstr1(for: gstin, period: november, aggregateTurnover: 10_000_000)
    #expect(gstr1.b2b.map(\.gstin) == ["27AAACR5055K1Z7", "29AAGCB7383J1Z4"])
    #expect(gstr1.cdnur.count == 1)
    #expect(gstr1.totals.taxablePaise == 1_000_00 + 500_00 - 10_000_00)
    #expect(gstr1.totals.igstPaise == 180_00 - 1_800_00)
    let json = String(decoding: gstr1.json(), as: UTF8.self)
    #expect(json.contains("\"fp\":\"112026\""))
    #expect(json.contains("\"gstin\":\"27AAPFU0939F1ZV\""))

    let gstr3b = try await filing.gstr3b(for: gstin, period: november)
    #expect(gstr3b.creditAvailable.allOther.cgstPaise == 99_00)
    #expect(gstr3b.creditReversed.rules.cgstPaise == 9_00)
    #expect(gstr3b.outwardTaxable.taxablePaise == 1_000_00 + 500_00 - 10_000_00)
    #expect(String(decoding: gstr3b.json(), as: UTF8.self).contains("\"ret_period\":\"112026\""))
  }
}
