import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

@Suite struct ExpenseBookTests {
  let november = CalendarDate(year: 2026, month: 11, day: 28)!

  func rupees(_ text: String) -> Money { ReportsSamples.rupees(text) }

  @Test func recordsListsFiltersAndTotalsExpensesToThePaisa() async throws {
    let reports = try await ReportsTestbed.make(today: november)
    let book = reports.expenses
    _ = try await book.record(
      Expense(date: november.adding(days: -27), category: "Rent", amount: rupees("25000"), paymentMode: .bankTransfer))
    let power = try await book.record(
      Expense(
        date: november.adding(days: -3), category: "Electricity", amount: rupees("1180.50"), paymentMode: .upi,
        billNumber: "MSEB-7781",
        gst: ExpenseGST(rate: 18, taxable: rupees("1000.42"), cgst: rupees("90.04"), sgst: rupees("90.04"))))
    _ = try await book.record(
      Expense(date: november, category: "Food & Refreshments", amount: rupees("240"), paymentMode: .cash, notes: "Tea"))

    let all = try await book.list()
    #expect(all.items.map(\.expense.category) == ["Food & Refreshments", "Electricity", "Rent"])
    #expect(all.items[1].id == power.id)
    #expect(all.nextOffset == nil)

    let totals = try await book.totals()
    #expect(totals.count == 3)
    #expect(totals.amount == rupees("26420.50"))
    #expect(totals.inputTaxCredit == rupees("180.08"))
    #expect(totals.byCategory.map(\.name) == ["Rent", "Electricity", "Food & Refreshments"])

    let bank = try await book.list(ExpenseListQuery(paymentMode: .bankTransfer))
    #expect(bank.items.map(\.expense.category) == ["Rent"])
    let found = try await book.list(ExpenseListQuery(text: "mseb"))
    #expect(found.items.map(\.id) == [power.id])
    let withCredit = try await book.totals(ExpenseListQuery(onlyInputTaxCredit: true))
    #expect(withCredit.count == 1)
    let lastWeek = try await book.list(ExpenseListQuery(dates: november.adding(days: -7)...november, limit: 1))
    #expect(lastWeek.items.map(\.expense.category) == ["Food & Refreshments"])
    #expect(lastWeek.nextOffset == 1)
  }

  @Test(arguments: [
    (
      "category",
      Expense(
        date: CalendarDate(dayNumber: 20_000), category: " ", amount: ReportsSamples.rupees("10"), paymentMode: .cash)
    ),
    (
      "amount",
      Expense(
        date: CalendarDate(dayNumber: 20_000), category: "Rent", amount: ReportsSamples.rupees("0"), paymentMode: .cash)
    ),
    (
      "gst.taxable",
      Expense(
        date: CalendarDate(dayNumber: 20_000), category: "Rent", amount: ReportsSamples.rupees("118"),
        paymentMode: .cash,
        gst: ExpenseGST(rate: 18, taxable: ReportsSamples.rupees("100"), igst: ReportsSamples.rupees("17")))
    ),
    (
      "gst.sgst",
      Expense(
        date: CalendarDate(dayNumber: 20_000), category: "Rent", amount: ReportsSamples.rupees("118"),
        paymentMode: .cash,
        gst: ExpenseGST(
          rate: 18, taxable: ReportsSamples.rupees("100"), cgst: ReportsSamples.rupees("9"),
          sgst: ReportsSamples.rupees("8")))
    ),
    (
      "gst.igst",
      Expense(
        date: CalendarDate(dayNumber: 20_000), category: "Rent", amount: ReportsSamples.rupees("127"),
        paymentMode: .cash,
        gst: ExpenseGST(
          rate: 18, taxable: ReportsSamples.rupees("100"), igst: ReportsSamples.rupees("9"),
          cgst: ReportsSamples.rupees("9"),
          sgst: ReportsSamples.rupees("9")))
    ),
  ])
  func refusesAnExpenseNamingTheField(field: String, expense: Expense) async throws {
    let reports = try await ReportsTestbed.make(today: november)
    await #expect(throws: ExpenseError.self) { try await reports.expenses.record(expense) }
    do {
      _ = try await reports.expenses.record(expense)
    } catch let error as ExpenseError {
      guard case .invalidField(let named, _) = error else { Issue.record("\(error)"); return }
      #expect(named == field)
    }
    #expect(try await reports.expenses.totals().count == 0)
  }

  @Test func offersDefaultsThenAddedThenUsedCategoriesOnce() async throws {
    let reports = try await ReportsTestbed.make(today: november)
    try await reports.expenses.addCategory("Packaging")
    try await reports.expenses.addCategory("packaging")
    try await reports.expenses.addCategory("RENT")
    _ = try await reports.expenses.record(
      Expense(date: november, category: "Diwali Decoration", amount: rupees("999"), paymentMode: .cash))
    let categories = try await reports.expenses.categories()
    #expect(
      Array(categories.prefix(ReportsConfiguration.shopExpenseCategories.count))
        == ReportsConfiguration.shopExpenseCategories)
    #expect(Array(categories.suffix(2)) == ["Packaging", "Diwali Decoration"])
  }

  @Test func keepsAReceiptImageAndRefusesWhatIsNotOne() async throws {
    let reports = try await ReportsTestbed.make(today: november)
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
    let saved = try await reports.expenses.record(
      Expense(
        date: november, category: "Transport", amount: rupees("350"), paymentMode: .cash,
        receipt: try ExpenseReceipt(data: png)))
    #expect(try await reports.expenses.expense(saved.id)?.receipt?.data == png)
    #expect(try await reports.expenses.list().items.first?.hasReceipt == true)
    #expect(try await reports.expenses.list().items.first?.expense.receipt == nil)
    #expect(throws: ExpenseError.self) { try ExpenseReceipt(data: Data("GIF89a".utf8)) }
    #expect(throws: ExpenseError.self) {
      try ExpenseReceipt(data: Data([0xFF, 0xD8, 0xFF]) + Data(count: ExpenseReceipt.maximumByteCount))
    }
  }
}
