import Foundation
import PartiesFeature
import ReportsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// ReportsFeature's expenses against the reference server over real HTTP.
@Suite struct ExpensesSyncIntegrationTests {
  struct Device {
    let store: SQLiteSyncStore
    let parties: PartyBook
    let expenses: ExpenseBook
    let dashboard: Dashboard
    let engine: SyncEngine
  }

  static let today = CalendarDate(year: 2026, month: 11, day: 28)!

  static func device(on server: ReferenceServer, account: String) async throws -> Device {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: SyncSchema(PartiesSyncTypes.all + ReportsSyncTypes.all),
      projections: [PartiesProjection(), ReportsProjection(sources: [PartiesReportingSource()])])
    let noon = Date(timeIntervalSince1970: TimeInterval(today.dayNumber) * 86_400 + 23_400)
    return Device(
      store: store, parties: try PartyBook(store: store),
      expenses: try ExpenseBook(store: store, configuration: ReportsConfiguration()),
      dashboard: Dashboard(store: store, configuration: ReportsConfiguration(), now: { noon }),
      engine: SyncEngine(store: store, remote: try await server.syncRemote(username: account)))
  }

  /// Offline: a vendor, two expenses (one with GST and a receipt photo naming the vendor) and a new
  /// category are recorded; online, the first upload's answer is lost: the expense stays pending under
  /// its key and the next sync completes it without a duplicate. A second device downloads everything
  /// and shows the same expenses, totals and dashboard to the paisa.
  @Test func expensesSyncThroughALostAnswerAndBothDevicesAgree() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let till = try await Self.device(on: server, account: "shop")
    var form = PartyForm()
    form.name = "MSEB"
    form.kind = .vendor
    let mseb = try await till.parties.create(form)
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 7, count: 64)
    func rupees(_ text: String) throws -> Money { try Money(text, currency: .inr) }
    _ = try await till.expenses.record(
      Expense(date: Self.today, category: "Rent", amount: try rupees("25000"), paymentMode: .bankTransfer))
    _ = try await till.expenses.record(
      Expense(
        date: Self.today, category: "Electricity", amount: try rupees("1180.50"), paymentMode: .upi, vendorID: mseb.id,
        billNumber: "MSEB-7781",
        gst: ExpenseGST(rate: 18, taxable: try rupees("1000.42"), cgst: try rupees("90.04"), sgst: try rupees("90.04")),
        receipt: try ExpenseReceipt(data: png)))
    try await till.expenses.addCategory("Packaging")

    _ = try await server.addFault(.init(pathPrefix: "/v1/sync/expenses", method: "POST", dropResponse: true, times: 1))
    _ = try? await till.engine.sync()
    try await server.clearFaults()
    _ = try await till.engine.sync()
    #expect(try await till.store.pendingMutations().isEmpty)

    let parties = try await server.syncRecords("parties", account: "shop")
    let expenses = try await server.syncRecords("expenses", account: "shop")
    #expect(expenses.count == 2)
    let vendorID = try #require(parties.first?.id)
    #expect(expenses.contains { $0.fields["vendorId"] == .string(vendorID) })
    #expect(try await server.syncRecords("expense-categories", account: "shop").count == 1)

    let office = try await Self.device(on: server, account: "shop")
    _ = try await office.engine.sync()
    #expect(try await office.expenses.totals() == till.expenses.totals())
    let there = try #require(try await office.expenses.list().items.first { $0.expense.category == "Electricity" })
    #expect(there.hasReceipt)
    #expect(there.expense.vendorID == vendorID)
    #expect(try await office.expenses.expense(there.id)?.receipt?.data == png)
    #expect(try await office.expenses.categories().contains("Packaging"))
    let year = ReportPeriod.financialYear(startingIn: 2026)
    let seenThere = try await office.dashboard.snapshot(for: year)
    let seenHere = try await till.dashboard.snapshot(for: year)
    #expect(seenThere.expenses == (try rupees("26180.50")))
    #expect(seenThere.inputTaxCredit == (try rupees("180.08")))
    #expect(seenThere.bank.paid == seenHere.bank.paid)
    #expect(seenThere.expensesByCategory == seenHere.expensesByCategory)
  }
}
