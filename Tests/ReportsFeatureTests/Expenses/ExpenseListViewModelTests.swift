import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import SharedTesting
import Testing

@MainActor
@Suite struct ExpenseListViewModelTests {
  let today = CalendarDate(year: 2026, month: 11, day: 28)!

  @Test func pagesFiltersTotalsAndDeletes() async throws {
    let reports = try await ReportsTestbed.make(today: today)
    for day in 0..<5 {
      _ = try await reports.expenses.record(
        Expense(
          date: today.adding(days: -day), category: day.isMultiple(of: 2) ? "Transport" : "Rent",
          amount: ReportsSamples.rupees("\(100 * (day + 1))"), paymentMode: .cash))
    }
    let model = try reports.session.resolve(ReportsViewModelFactory.self).makeExpenseListViewModel(pageSize: 2)
    model.send(.load)
    var state = try await model.settled(where: { $0.items.value?.count == 2 && $0.totals.value != nil })
    #expect(state.nextOffset == 2)
    #expect(state.totals.value?.amount == ReportsSamples.rupees("1500"))
    #expect(state.categories.contains("Rent"))
    model.send(.loadMore)
    state = try await model.settled(where: { $0.items.value?.count == 4 })
    model.send(.filter(ExpenseListQuery(category: "Transport")))
    state = try await model.settled(where: { $0.totals.value?.count == 3 && $0.items.value?.count == 2 })
    #expect(state.totals.value?.amount == ReportsSamples.rupees("900"))
    let first = try #require(state.items.value?.first)
    model.send(.delete(expenseID: first.id))
    state = try await model.settled(where: { $0.totals.value?.count == 2 })
    #expect(state.totals.value?.amount == ReportsSamples.rupees("800"))
    model.close()
  }
}
