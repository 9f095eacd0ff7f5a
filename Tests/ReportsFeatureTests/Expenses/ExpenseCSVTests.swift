import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

@Suite struct ExpenseCSVTests {
  let today = CalendarDate(year: 2026, month: 11, day: 28)!

  @Test func importsValidRowsAndReportsEachOtherRowWithItsLineAndColumn() async throws {
    let reports = try await ReportsTestbed.make(today: today)
    let csv = """
      Date,Category,Amount,Mode,Bill No,GST Rate,Taxable Value,CGST,SGST,ITC Eligible,Notes
      2026-11-01,Rent,"25,000",NEFT,,,,,,,November rent
      05/11/2026,Electricity,"1,180.50",UPI,MSEB-7781,18%,1000.42,90.04,90.04,yes,
      2026-11-06,Transport,12.345,cash,,,,,,,
      2026-11-31,Transport,100,cash,,,,,,,
      2026-11-07,Transport,100,barter,,,,,,,
      2026-11-08,,100,cash,,,,,,,
      2026-11-09,Food & Refreshments,236,cash,,18,200,18,17,no,
      2026-11-10,Office Supplies,"1,23,456.50",card,,,,,,,

      """
    let report = try await reports.expenses.importCSV(Data(csv.utf8))
    #expect(report.imported == 3)
    #expect(report.errors.map(\.line) == [4, 5, 6, 7, 8])
    #expect(report.errors.map(\.column) == ["amount", "date", "payment mode", "category", "gst.sgst"])
    let totals = try await reports.expenses.totals()
    #expect(totals.amount == ReportsSamples.rupees("149637.00"))
    #expect(totals.inputTaxCredit == ReportsSamples.rupees("180.08"))
  }

  @Test func exportsUTF8WithAByteOrderMarkThatImportsBackTheSame() async throws {
    let first = try await ReportsTestbed.make(today: today)
    _ = try await first.expenses.record(
      Expense(
        date: today, category: "चाय-पानी", amount: ReportsSamples.rupees("1180"), paymentMode: .upi, billNumber: "B-1",
        gst: ExpenseGST(
          rate: 18, taxable: ReportsSamples.rupees("1000"), igst: ReportsSamples.rupees("180"),
          isInputTaxCreditEligible: false, supplierGSTIN: "29AAGCB7383J1Z4"),
        notes: "Guests, \"Diwali\""))
    let data = try await first.expenses.exportCSV()
    #expect(data.starts(with: [0xEF, 0xBB, 0xBF]))
    let text = String(decoding: data.dropFirst(3), as: UTF8.self)
    #expect(text.hasPrefix("date,category,amount,payment mode,vendor id,bill number,gst rate,taxable value,"))
    #expect(text.contains("2026-11-28,चाय-पानी,1180.00,upi,,B-1,18,1000.00,180.00,0.00,0.00,0.00,no,29AAGCB7383J1Z4,"))

    let second = try await ReportsTestbed.make(today: today)
    let report = try await second.expenses.importCSV(data)
    #expect(report.errors.isEmpty)
    let copied = try #require(try await second.expenses.list().items.first?.expense)
    let original = try #require(try await first.expenses.list().items.first?.expense)
    #expect(copied.category == original.category)
    #expect(copied.gst == original.gst)
    #expect(copied.notes == original.notes)
    #expect(copied.amount == original.amount)
  }
}
