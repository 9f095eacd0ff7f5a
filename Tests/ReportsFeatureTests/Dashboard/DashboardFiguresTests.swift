import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

@Suite struct DashboardFiguresTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 28)!

  static func day(_ month: Int, _ day: Int, _ year: Int = 2026) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? today
  }

  func rupees(_ text: String) -> Money { ReportsSamples.rupees(text) }

  /// A month of a small shop, every figure worked out by hand.
  func shop() async throws -> ReportsTestbed {
    let reports = try await ReportsTestbed.make(today: Self.today)
    try await reports.record([
      .party(ReportingParty(id: "party-1", name: "Asha Traders", gstin: "27AAPFU0939F1ZV", stateCode: "27")),
      .party(ReportingParty(id: "party-2", name: "राम किराना", stateCode: "29")),
      .party(ReportingParty(id: "vendor-1", name: "Mumbai Wholesale")),
      .product(ReportingProduct(id: "p1", name: "Basmati Rice", hsn: "1006", unit: "KGS", lowStockThreshold: 5)),
      .product(ReportingProduct(id: "p2", name: "Tea", hsn: "0902", unit: "KGS")),
    ])
    try await reports.record([
      .document(
        ReportsSamples.document(
          "A", date: Self.day(5, 10), dueDate: Self.day(6, 9),
          lines: [ReportsSamples.line("1000", productID: "p1", quantity: 2)]))
    ])
    try await reports.record([
      .document(
        ReportsSamples.document(
          "B", date: Self.day(11, 20), partyID: "party-2",
          lines: [ReportsSamples.line("500", rate: 5, interState: true, productID: "p2")], outstanding: "0",
          placeOfSupply: "29"))
    ])
    try await reports.record([
      .document(
        ReportsSamples.document(
          "C", kind: .creditNote, date: Self.day(11, 21),
          lines: [ReportsSamples.line("100", productID: "p1", quantity: 1)],
          outstanding: "0"))
    ])
    try await reports.record([
      .document(
        ReportsSamples.document(
          "P", direction: .inward, date: Self.day(10, 1), dueDate: Self.day(12, 1), partyID: "vendor-1",
          lines: [ReportsSamples.line("2000", rate: 12)]))
    ])
    try await reports.record([
      .document(
        ReportsSamples.document("D", date: Self.day(11, 25), lines: [ReportsSamples.line("9999")], isCancelled: true))
    ])
    try await reports.record([
      .payment(ReportsSamples.payment("pay-1", "525", date: Self.day(11, 20), partyID: "party-2"))
    ])
    try await reports.record([
      .payment(
        ReportsSamples.payment(
          "pay-2", "1000", direction: .paid, channel: .cash, date: Self.day(10, 5), partyID: "vendor-1"))
    ])
    try await reports.record([.reversal(ReportingReversal(id: "rev-1", reverses: "pay-2", date: Self.day(10, 6)))])
    try await reports.record([
      .stockMovement(
        ReportingStockMovement(id: "m1", productID: "p1", date: Self.day(5, 1), quantity: 10, reason: "purchase")),
      .stockMovement(
        ReportingStockMovement(id: "m2", productID: "p1", date: Self.day(5, 10), quantity: -6, reason: "sale")),
    ])
    _ = try await reports.expenses.record(
      Expense(date: Self.day(11, 1), category: "Rent", amount: rupees("25000"), paymentMode: .bankTransfer))
    _ = try await reports.expenses.record(
      Expense(
        date: Self.day(11, 3), category: "Electricity", amount: rupees("1180.50"), paymentMode: .upi,
        gst: ExpenseGST(rate: 18, taxable: rupees("1000.42"), cgst: rupees("90.04"), sgst: rupees("90.04"))))
    return reports
  }

  @Test func addsUpAFinancialYearToThePaisa() async throws {
    let reports = try await shop()
    let snapshot = try await reports.dashboard.snapshot(for: .financialYear(startingIn: 2026))
    #expect(snapshot.sales == rupees("1587"))
    #expect(snapshot.salesTaxable == rupees("1400"))
    #expect(snapshot.purchases == rupees("2240"))
    #expect(snapshot.purchasesTaxable == rupees("2000"))
    #expect(snapshot.expenses == rupees("26180.50"))
    #expect(snapshot.grossProfit == rupees("-600"))
    #expect(snapshot.netProfit == rupees("-26600.42"))
    #expect(snapshot.gstCollected == rupees("187"))
    #expect(snapshot.inputTaxCredit == rupees("420.08"))
    #expect(snapshot.netGST == rupees("-233.08"))
    #expect(snapshot.cash.received == rupees("0"))
    #expect(snapshot.cash.paid == rupees("0"))
    #expect(snapshot.bank.received == rupees("525"))
    #expect(snapshot.bank.paid == rupees("26180.50"))
    #expect(snapshot.receivables.total == rupees("1180"))
    #expect(snapshot.receivables.buckets.last?.amount == rupees("1180"))
    #expect(snapshot.receivables.overdue == rupees("1180"))
    #expect(snapshot.payables.total == rupees("2240"))
    #expect(snapshot.payables.buckets.first?.amount == rupees("2240"))
    #expect(snapshot.topProducts.map(\.name) == ["Basmati Rice", "Tea"])
    #expect(snapshot.topProducts.map(\.amount) == [rupees("900"), rupees("500")])
    #expect(snapshot.topProducts.first?.quantity == 1)
    #expect(snapshot.topCustomers.map(\.name) == ["Asha Traders", "राम किराना"])
    #expect(snapshot.topCustomers.map(\.amount) == [rupees("1062"), rupees("525")])
    #expect(snapshot.topVendors.map(\.amount) == [rupees("2240")])
    #expect(snapshot.expensesByCategory.map(\.id) == ["Rent", "Electricity"])
    #expect(snapshot.lowStockCount == 1)
    #expect(snapshot.badge == DashboardBadge(overdueInvoices: 1, lowStockProducts: 1, syncProblems: 0))
    #expect(snapshot.badge.count == 2)
    #expect(snapshot.series.points.count == 12)
    #expect(snapshot.series.points[1].sales == rupees("1180"))
    #expect(snapshot.series.points[6].purchases == rupees("2240"))
    #expect(snapshot.series.points[7].sales == rupees("407"))
    #expect(snapshot.series.points[7].expenses == rupees("26180.50"))
  }

  @Test func groupsTheSeriesByDayAndByWeekStartingMonday() async throws {
    let reports = try await shop()
    let days = try await reports.dashboard.snapshot(
      for: ReportPeriod(Self.day(11, 1)...Self.day(11, 30)), granularity: .day)
    #expect(days.series.points.count == 30)
    #expect(days.series.points[19].sales == rupees("525"))
    #expect(days.series.points[20].sales == rupees("-118"))
    let weeks = try await reports.dashboard.snapshot(
      for: ReportPeriod(Self.day(11, 1)...Self.day(11, 30)), granularity: .week)
    // 1 Nov 2026 is a Sunday: the first point is that day alone, then Mondays.
    #expect(weeks.series.points.map(\.start.day) == [1, 2, 9, 16, 23, 30])
    #expect(weeks.series.points[3].sales == rupees("407"))
  }

  @Test func ranksOverAPeriodThatCutsMonthsInTwo() async throws {
    let reports = try await ReportsTestbed.make(today: Self.today)
    let sales: [(String, CalendarDate, String)] = [
      ("x", Self.day(5, 14), "5000"), ("p1", Self.day(5, 15), "100"), ("p2", Self.day(6, 10), "300"),
      ("p1", Self.day(7, 10), "250"), ("x", Self.day(7, 11), "5000"),
    ]
    for (index, sale) in sales.enumerated() {
      try await reports.record([
        .document(
          ReportsSamples.document("S\(index)", date: sale.1, lines: [ReportsSamples.line(sale.2, productID: sale.0)]))
      ])
    }
    let snapshot = try await reports.dashboard.snapshot(for: ReportPeriod(Self.day(5, 15)...Self.day(7, 10)))
    #expect(snapshot.topProducts.map(\.id) == ["p1", "p2"])
    #expect(snapshot.topProducts.map(\.amount) == [rupees("350"), rupees("300")])
    #expect(snapshot.salesTaxable == rupees("650"))
  }

  @Test func offersEveryFinancialYearWithDataAndTheCurrentOne() async throws {
    let reports = try await ReportsTestbed.make(today: Self.today)
    #expect(try await reports.dashboard.financialYears() == [.financialYear(startingIn: 2026)])
    _ = try await reports.expenses.record(
      Expense(date: Self.day(2, 1, 2024), category: "Rent", amount: rupees("1"), paymentMode: .cash))
    #expect(
      try await reports.dashboard.financialYears().map(\.title) == [
        "FY 2026-27", "FY 2025-26", "FY 2024-25", "FY 2023-24",
      ])
  }

  @Test func takesAChangedOrDeletedRecordsOldFactsBackOut() async throws {
    let reports = try await ReportsTestbed.make(today: Self.today)
    let id = try await reports.record([
      .document(
        ReportsSamples.document("A", date: Self.day(11, 1), lines: [ReportsSamples.line("1000", productID: "p1")]))
    ])
    try await reports.replace(
      id,
      with: [
        .document(
          ReportsSamples.document("A", date: Self.day(11, 2), lines: [ReportsSamples.line("400", productID: "p2")]))
      ])
    var snapshot = try await reports.dashboard.snapshot(for: .financialYear(startingIn: 2026))
    #expect(snapshot.sales == rupees("472"))
    #expect(snapshot.topProducts.map(\.id) == ["p2"])
    try await reports.remove(id)
    snapshot = try await reports.dashboard.snapshot(for: .financialYear(startingIn: 2026))
    #expect(snapshot.sales == rupees("0"))
    #expect(snapshot.topProducts.isEmpty)
    #expect(snapshot.receivables.total == rupees("0"))
  }

  @Test func aReversalArrivingBeforeItsPaymentStillTakesItBack() async throws {
    let reports = try await ReportsTestbed.make(today: Self.today)
    let reversal = try await reports.record([
      .reversal(ReportingReversal(id: "rev", reverses: "pay", date: Self.day(11, 3)))
    ])
    try await reports.record([.payment(ReportsSamples.payment("pay", "700", channel: .cash, date: Self.day(11, 1)))])
    let november = ReportPeriod.month(11, of: 2026)
    var snapshot = try await reports.dashboard.snapshot(for: november, granularity: .day)
    #expect(snapshot.cash.received == rupees("0"))
    #expect(snapshot.series.points.count == 30)
    snapshot = try await reports.dashboard.snapshot(for: ReportPeriod(Self.day(11, 1)...Self.day(11, 2)))
    #expect(snapshot.cash.received == rupees("700"))
    try await reports.remove(reversal)
    snapshot = try await reports.dashboard.snapshot(for: november)
    #expect(snapshot.cash.received == rupees("700"))
  }
}
