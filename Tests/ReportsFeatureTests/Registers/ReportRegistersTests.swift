import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

@Suite struct ReportRegistersTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 28)!
  static func day(_ month: Int, _ day: Int) -> CalendarDate { CalendarDate(year: 2026, month: month, day: day)! }
  func rupees(_ text: String) -> Money { ReportsSamples.rupees(text) }

  func shop() async throws -> (ReportsTestbed, ReportRegisters) {
    let reports = try await ReportsTestbed.make(today: Self.today)
    try await reports.record([
      .party(ReportingParty(id: "asha", name: "Asha Traders", gstin: "27AAPFU0939F1ZV", stateCode: "27")),
      .party(ReportingParty(id: "ram", name: "राम किराना", stateCode: "29")),
      .party(ReportingParty(id: "vendor", name: "Mumbai Wholesale")),
      .product(ReportingProduct(id: "rice", name: "Basmati Rice", unit: "KGS", purchasePrice: rupees("90"))),
    ])
    var purchase = ReportsSamples.document(
      "P1", direction: .inward, date: Self.day(11, 2), partyID: "vendor",
      lines: [ReportsSamples.line("1000", rate: 5, productID: "rice", quantity: 10)])
    purchase.postingReference = "PUR/26-27/0001"
    try await reports.record([
      .document(purchase),
      .stockMovement(
        ReportingStockMovement(
          id: "m0", productID: "rice", date: Self.day(10, 1), quantity: 5, reason: "opening")),
      .stockMovement(
        ReportingStockMovement(
          id: "m1", productID: "rice", date: Self.day(11, 2), quantity: 10, reason: "purchase",
          reference: "PUR/26-27/0001")),
      .stockMovement(
        ReportingStockMovement(id: "m2", productID: "rice", date: Self.day(11, 10), quantity: -12, reason: "sale")),
    ])
    try await reports.record([
      .document(
        ReportsSamples.document(
          "INV-1", date: Self.day(11, 10), partyID: "asha", lines: [ReportsSamples.line("1000", productID: "rice")])),
      .document(
        ReportsSamples.document(
          "INV-2", date: Self.day(11, 12), partyID: "ram", lines: [ReportsSamples.line("200", interState: true)],
          placeOfSupply: "29")),
      .document(
        ReportsSamples.document(
          "CN-1", kind: .creditNote, date: Self.day(11, 15), partyID: "asha", lines: [ReportsSamples.line("100")])),
      .document(
        ReportsSamples.document(
          "INV-3", date: Self.day(11, 16), partyID: "asha", lines: [ReportsSamples.line("50")],
          isCancelled: true)),
      .document(
        ReportsSamples.document("INV-0", date: Self.day(10, 20), partyID: "asha", lines: [ReportsSamples.line("500")])),
      .payment(ReportsSamples.payment("pay-1", "590", date: Self.day(10, 25), partyID: "asha")),
      .payment(ReportsSamples.payment("pay-2", "1000", channel: .cash, date: Self.day(11, 11), partyID: "asha")),
      .reversal(ReportingReversal(id: "rev-1", reverses: "pay-2", date: Self.day(11, 13))),
    ])
    _ = try await reports.expenses.record(
      Expense(date: Self.day(11, 3), category: "Transport", amount: rupees("350"), paymentMode: .cash))
    return (reports, try reports.session.resolve(ReportRegisters.self))
  }

  @Test func theSalesRegisterListsEveryOutwardDocumentWithItsTaxAndTotals() async throws {
    let (_, registers) = try await shop()
    let sales = try await registers.sales(for: .month(11, of: 2026))
    #expect(sales.title == "Sales register")
    #expect(sales.rows.map { $0[1] } == [.text("INV-1"), .text("INV-2"), .text("CN-1"), .text("INV-3")])
    #expect(sales.rows[0][3] == .text("Asha Traders"))
    #expect(sales.rows[0][4] == .text("27AAPFU0939F1ZV"))
    #expect(sales.rows[1][9] == .amount(rupees("36")))
    #expect(sales.rows[2][6] == .amount(rupees("-100")))
    #expect(sales.rows[3][11] == .amount(rupees("0")))
    #expect(sales.rows[3][12] == .text("Cancelled"))
    let totals = try #require(sales.totals)
    #expect(totals[6] == .amount(rupees("1100")))
    #expect(totals[7] == .amount(rupees("81")))
    #expect(totals[9] == .amount(rupees("36")))
    #expect(totals[11] == .amount(rupees("1298")))
    #expect(sales.chart?.bars.map(\.label) == ["Nov"])
    #expect(sales.chart?.bars.map(\.value) == [1298])
  }

  @Test func itsCSVOpensInASpreadsheetAsNumbersAndUnicode() async throws {
    let (_, registers) = try await shop()
    let csv = try await registers.sales(for: .month(11, of: 2026)).csv()
    #expect(csv.starts(with: [0xEF, 0xBB, 0xBF]))
    let lines = String(decoding: csv.dropFirst(3), as: UTF8.self).split(separator: "\r\n")
    #expect(lines.first == "Date,Number,Type,Customer,GSTIN,Place of supply,Taxable,CGST,SGST,IGST,Cess,Total,Status")
    #expect(lines[2] == "2026-11-12,INV-2,Invoice,राम किराना,,29,200.00,0.00,0.00,36.00,0.00,236.00,")
    #expect(lines.last == "Total,,,,,,1100.00,81.00,81.00,36.00,0.00,1298.00,")
  }

  @Test func aPartyStatementCarriesABalanceForwardAndRunsIt() async throws {
    let (_, registers) = try await shop()
    let statement = try await registers.statement(of: "asha", for: .month(11, of: 2026))
    #expect(statement.title == "Statement of Asha Traders")
    // Brought forward: INV-0 590 less pay-1 590.
    #expect(statement.rows[0][5] == .amount(rupees("0")))
    #expect(
      statement.rows.dropFirst().map { $0[2] } == [.text("INV-1"), .text("pay-2"), .text("pay-2"), .text("CN-1")])
    #expect(
      statement.rows.dropFirst().map { $0[5] } == [
        .amount(rupees("1180")), .amount(rupees("180")), .amount(rupees("1180")), .amount(rupees("1062")),
      ])
    #expect(statement.totals?[5] == .amount(rupees("1062")))
  }

  @Test func theStockSummaryValuesAPurchaseAtItsBillsCost() async throws {
    let (_, registers) = try await shop()
    let stock = try await registers.stockSummary(for: .month(11, of: 2026))
    // Opening 5 at the purchase price 90; 10 bought at 100 (1,000 over 10); 12 sold.
    // FIFO keeps 3 at 100; the average after the purchase is (450 + 1,000) / 15.
    #expect(stock.rows.count == 1)
    #expect(stock.rows[0][2] == .quantity(5))
    #expect(stock.rows[0][3] == .quantity(10))
    #expect(stock.rows[0][4] == .quantity(12))
    #expect(stock.rows[0][5] == .quantity(3))
    #expect(stock.rows[0][6] == .amount(rupees("300")))
    #expect(stock.rows[0][7] == .amount(rupees("290")))
  }

  @Test func theDayBookListsDocumentsPaymentsAndExpensesInDateOrder() async throws {
    let (_, registers) = try await shop()
    let book = try await registers.dayBook(for: .month(11, of: 2026))
    #expect(
      book.rows.map { $0[1] } == [
        .text("Purchase invoice"), .text("Expense (cash)"), .text("Sales invoice"), .text("Receipt (cash)"),
        .text("Sales invoice"), .text("Receipt cancelled (cash)"), .text("Sales credit note"),
        .text("Sales invoice (cancelled)"),
      ])
    #expect(book.totals?[5] == .amount(rupees("0")))
    #expect(book.totals?[6] == .amount(rupees("350")))
  }

  @Test func theExpenseRegisterSumsSpending() async throws {
    let (_, registers) = try await shop()
    let expenses = try await registers.expenses(for: .month(11, of: 2026))
    #expect(expenses.rows.count == 1)
    #expect(expenses.totals?[8] == .amount(rupees("350")))
  }
}
