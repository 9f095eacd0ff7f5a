import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import SharedTesting
import Testing

@Suite struct DashboardLiveTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 28)!

  @MainActor
  @Test func followsEveryWriteAndSyncAfterTheFirstLoad() async throws {
    let server = try InMemorySyncServer(schema: SyncSchema(ReportsTestbed.syncTypes))
    let till = try await ReportsTestbed.make(server: server, today: Self.today)
    let office = try await ReportsTestbed.make(server: server, today: Self.today)
    let model = try till.session.resolve(ReportsViewModelFactory.self).makeDashboardViewModel()
    model.start()
    var state = try await model.settled(where: { $0.snapshot.value != nil })
    #expect(state.period == .financialYear(startingIn: 2026))
    #expect(state.snapshot.value?.sales == .zero(.inr))
    #expect(state.quickActions.first == .createInvoice)

    _ = try await till.expenses.record(
      Expense(date: Self.today, category: "Rent", amount: ReportsSamples.rupees("25000"), paymentMode: .cash))
    state = try await model.settled(where: { $0.snapshot.value?.expenses == ReportsSamples.rupees("25000") })
    #expect(state.snapshot.value?.cash.paid == ReportsSamples.rupees("25000"))

    try await office.record([
      .document(ReportsSamples.document("INV-1", date: Self.today, lines: [ReportsSamples.line("1000")]))
    ])
    try await office.sync()
    try await till.sync()
    state = try await model.settled(where: { $0.snapshot.value?.sales == ReportsSamples.rupees("1180") })
    #expect(state.snapshot.value?.receivables.total == ReportsSamples.rupees("1180"))

    model.choose(.financialYear(startingIn: 2025))
    state = try await model.settled(where: { $0.snapshot.value?.period == .financialYear(startingIn: 2025) })
    #expect(state.snapshot.value?.sales == .zero(.inr))
    model.close()
  }

  @MainActor
  @Test func badgeCountsAChangeTheServerRefused() async throws {
    let server = try InMemorySyncServer(
      schema: SyncSchema(ReportsTestbed.syncTypes),
      validators: [
        ReportsSyncTypes.expenses.name: { _ in [AppError.FieldError(field: "category", message: "Unknown category")] }
      ])
    let till = try await ReportsTestbed.make(server: server, today: Self.today)
    let model = try till.session.resolve(ReportsViewModelFactory.self).makeDashboardViewModel()
    model.start()
    _ = try await model.settled(where: { $0.snapshot.value != nil })
    _ = try await till.expenses.record(
      Expense(date: Self.today, category: "Rent", amount: ReportsSamples.rupees("100"), paymentMode: .cash))
    try await till.sync()
    let state = try await model.settled(where: { $0.badge.syncProblems == 1 })
    #expect(state.badge.count == 1)
    model.close()
  }
}
