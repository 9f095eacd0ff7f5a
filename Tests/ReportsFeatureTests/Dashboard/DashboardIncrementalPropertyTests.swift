import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import SharedTesting
import Testing

/// The running totals are maintained, never recomputed: after every step of a random sequence of
/// writes, edits, deletions and syncs on two devices, each device's dashboard equals the figures
/// recomputed from nothing but its live records.
@Suite struct DashboardIncrementalPropertyTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 28)!
  static let year = ReportPeriod.financialYear(startingIn: 2026)

  @Test(arguments: [UInt64(7), 2_026, 90_210])
  func incrementalFiguresEqualARecomputationAfterEveryStep(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let server = try InMemorySyncServer(schema: SyncSchema(ReportsTestbed.syncTypes))
    let devices = [
      try await ReportsTestbed.make(server: server, today: Self.today),
      try await ReportsTestbed.make(server: server, today: Self.today),
    ]
    var factory = FactFactory()
    for step in 0..<60 {
      let device = devices[Int.random(in: 0..<2, using: &random)]
      switch Int.random(in: 0..<10, using: &random) {
      case 0...3: try await device.record(factory.facts(using: &random))
      case 4:
        if let id = try await device.store.records(of: ReportingFactRecord.syncType.name).randomElement(using: &random)?
          .id
        {
          try await device.replace(id, with: factory.facts(using: &random))
        }
      case 5:
        if let id = try await device.store.records(of: ReportingFactRecord.syncType.name).randomElement(using: &random)?
          .id
        {
          try await device.remove(id)
        }
      case 6: _ = try await device.expenses.record(factory.expense(using: &random))
      case 7:
        if let id = try await device.store.records(of: ReportsSyncTypes.expenses.name).randomElement(using: &random)?.id
        {
          if Bool.random(using: &random) {
            _ = try await device.expenses.update(id, to: factory.expense(using: &random))
          } else {
            try await device.expenses.delete(id)
          }
        }
      default: try await device.sync()
      }
      for (index, device) in devices.enumerated() {
        let shown = DashboardRecomputation(try await device.dashboard.snapshot(for: Self.year))
        let recomputed = try await Self.recompute(device)
        #expect(shown == recomputed, "seed \(seed), step \(step), device \(index)")
        if shown != recomputed { return }
      }
    }
    try await devices[0].sync()
    try await devices[1].sync()
    try await devices[0].sync()
    let first = DashboardRecomputation(try await devices[0].dashboard.snapshot(for: Self.year))
    let second = DashboardRecomputation(try await devices[1].dashboard.snapshot(for: Self.year))
    #expect(first == second, "the devices converge")
  }

  static func recompute(_ device: ReportsTestbed) async throws -> DashboardRecomputation {
    let facts = try await device.store.records(of: ReportingFactRecord.syncType.name).flatMap { record in
      try SyncCollection<ReportingFactRecord>.decode(record.fields, id: record.id).facts
    }
    let expenses = try await device.store.records(of: ReportsSyncTypes.expenses.name).map { record in
      try SyncCollection<Expense>.decode(record.fields, id: record.id)
    }
    return DashboardRecomputation(facts: facts, expenses: expenses, period: year, today: today)
  }
}

/// Random facts with unique ids, dated around the financial year 2026-27.
private struct FactFactory {
  var next = 0
  var payments: [String] = []
  /// Products not yet given a record: a product has one record, as in the catalog.
  var unlistedProducts = (1...6).map { "p\($0)" }

  mutating func id(_ prefix: String) -> String {
    next += 1
    return "\(prefix)-\(next)"
  }

  func date(using random: inout SeededGenerator) -> CalendarDate {
    // 1 Mar 2026 to 30 Apr 2027: some days fall outside the year.
    CalendarDate(year: 2026, month: 3, day: 1)!.adding(days: Int.random(in: 0...425, using: &random))
  }

  func rupees(using random: inout SeededGenerator) -> String {
    "\(Int.random(in: 1...50_000, using: &random)).\(Int.random(in: 0...99, using: &random))"
  }

  mutating func facts(using random: inout SeededGenerator) -> [ReportingFact] {
    (0..<Int.random(in: 1...3, using: &random)).map { _ in fact(using: &random) }
  }

  mutating func fact(using random: inout SeededGenerator) -> ReportingFact {
    var choice = Int.random(in: 0..<10, using: &random)
    if choice == 9, unlistedProducts.isEmpty { choice = 8 }
    switch choice {
    case 0...4:
      let lines = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        ReportsSamples.line(
          rupees(using: &random), rate: [0, 5, 12, 18, 28].randomElement(using: &random) ?? 18,
          interState: Bool.random(using: &random), productID: "p\(Int.random(in: 1...6, using: &random))",
          quantity: Decimal(Int.random(in: 1...20, using: &random)))
      }
      let date = date(using: &random)
      var document = ReportsSamples.document(
        id("doc"), kind: [.invoice, .invoice, .creditNote, .debitNote].randomElement(using: &random) ?? .invoice,
        direction: Bool.random(using: &random) ? .outward : .inward, date: date,
        dueDate: Bool.random(using: &random) ? date.adding(days: Int.random(in: 0...120, using: &random)) : nil,
        partyID: "party-\(Int.random(in: 1...4, using: &random))", lines: lines,
        isCancelled: Int.random(in: 0..<6, using: &random) == 0)
      document.outstanding = Money(
        minorUnits: Int64.random(in: 0...document.total.minorUnits, using: &random), currency: .inr)
      document.isInputTaxCreditEligible = Int.random(in: 0..<4, using: &random) != 0
      if Int.random(in: 0..<8, using: &random) == 0 { document.number = nil }
      return .document(document)
    case 5, 6:
      let paymentID = id("pay")
      payments.append(paymentID)
      return .payment(
        ReportsSamples.payment(
          paymentID, rupees(using: &random), direction: Bool.random(using: &random) ? .received : .paid,
          channel: Bool.random(using: &random) ? .cash : .bank, date: date(using: &random)))
    case 7:
      let target = payments.randomElement(using: &random) ?? "pay-unknown"
      return .reversal(ReportingReversal(id: id("rev"), reverses: target, date: date(using: &random)))
    case 8:
      return .stockMovement(
        ReportingStockMovement(
          id: id("move"), productID: "p\(Int.random(in: 1...6, using: &random))", date: date(using: &random),
          quantity: Decimal(Int.random(in: -30...30, using: &random)) / 4, reason: "adjustment"))
    default:
      let product = unlistedProducts.remove(at: Int.random(in: 0..<unlistedProducts.count, using: &random))
      return .product(
        ReportingProduct(
          id: product, name: product,
          lowStockThreshold: Bool.random(using: &random) ? Decimal(Int.random(in: 0...10, using: &random)) : nil))
    }
  }

  func expense(using random: inout SeededGenerator) -> Expense {
    let amount = ReportsSamples.rupees(rupees(using: &random))
    var gst: ExpenseGST?
    if Bool.random(using: &random) {
      let tax = amount.minorUnits / 10
      let half = tax / 2
      gst = ExpenseGST(
        rate: 18, taxable: Money(minorUnits: amount.minorUnits - 2 * half, currency: .inr),
        cgst: Money(minorUnits: half, currency: .inr), sgst: Money(minorUnits: half, currency: .inr),
        isInputTaxCreditEligible: Bool.random(using: &random))
    }
    return Expense(
      date: date(using: &random), category: ["Rent", "Transport", "Salaries"].randomElement(using: &random) ?? "Rent",
      amount: amount, paymentMode: ExpensePaymentMode.allCases.randomElement(using: &random) ?? .cash, gst: gst)
  }
}
