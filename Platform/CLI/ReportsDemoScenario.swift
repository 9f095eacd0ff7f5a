import Foundation
import IndiaTax
import ReportsFeature
import SharedCore
import SharedPlatform

/// The owner's view of the business the other scenarios ran, against the reference server: April
/// 2026's expenses recorded (one with GST and input tax credit, a few imported from CSV) and synced,
/// the dashboard of the financial year 2026-27 over every invoice, purchase, payment, stock movement
/// and expense the scenarios made, its live update after one more expense, April's GSTR-1 and
/// GSTR-3B as the portal's JSON, and the sales register written as CSV and PDF.
///
/// `container` must hold ``ReportsModule`` with the Products, Parties and Bills modules and the
/// platform's sync store and engine, signed in to the business backend (the Bills scenario signs in).
func runReportsDemoScenario(container: Container, outputDirectory: URL, output: (String) -> Void) async throws {
  guard let april = CalendarDate(year: 2026, month: 4, day: 1) else { return }
  let session = container.makeScope(.session)
  defer { session.close() }
  let expenses = try session.resolve(ExpenseBook.self)
  let dashboard = try session.resolve(Dashboard.self)
  let registers = try session.resolve(ReportRegisters.self)
  let engine = try container.resolve(SyncEngine.self)
  func rupees(_ text: String) throws -> Money { try Money(text, currency: .inr) }

  _ = try await expenses.record(
    Expense(date: april, category: "Rent", amount: try rupees("25000"), paymentMode: .bankTransfer, notes: "April rent")
  )
  _ = try await expenses.record(
    Expense(
      date: april.adding(days: 4), category: "Electricity", amount: try rupees("1180.50"), paymentMode: .upi,
      billNumber: "MSEDCL-7781",
      gst: ExpenseGST(
        rate: 18, taxable: try rupees("1000.42"), cgst: try rupees("90.04"), sgst: try rupees("90.04"),
        supplierGSTIN: "27AAACR5055K1Z7")))
  let csv = """
    Date,Category,Amount,Mode,Notes
    12/04/2026,Transport,"1,450",cash,Tempo to Bhiwandi
    15/04/2026,चाय-पानी,240,cash,Staff tea
    31/04/2026,Transport,300,cash,
    """
  let imported = try await expenses.importCSV(Data(csv.utf8))
  output(
    "expenses  rent ₹25,000 (bank), electricity ₹1,180.50 with ₹180.08 input tax credit (UPI); CSV: "
      + "\(imported.imported) imported, refused: \(imported.errors.map(\.description).joined(separator: "; "))")
  let report = try await engine.sync()
  output("sync      \(report.uploaded) changes uploaded to the reference server, the expenses among them")

  let year = ReportPeriod.financialYear(startingIn: 2026)
  let snapshot = try await dashboard.snapshot(for: year)
  let money = AmountFormatter.rupees
  func show(_ value: Money) -> String { money.string(for: value.amount) }
  output(
    "dashboard \(year.title): sales \(show(snapshot.sales)), purchases \(show(snapshot.purchases)), "
      + "expenses \(show(snapshot.expenses))")
  output(
    "          gross profit \(show(snapshot.grossProfit)), net \(show(snapshot.netProfit)); GST collected "
      + "\(show(snapshot.gstCollected)) vs input credit \(show(snapshot.inputTaxCredit)): net \(show(snapshot.netGST))")
  output(
    "          cash in \(show(snapshot.cash.received)) / out \(show(snapshot.cash.paid)); bank in "
      + "\(show(snapshot.bank.received)) / out \(show(snapshot.bank.paid))")
  let ageing = snapshot.receivables.buckets.filter { !$0.amount.isZero }.map { "\($0.label) \(show($0.amount))" }
  output(
    "          receivables \(show(snapshot.receivables.total)) (\(ageing.joined(separator: ", "))); payables \(show(snapshot.payables.total))"
  )
  output(
    "          top products: "
      + snapshot.topProducts.prefix(3).map { "\($0.name) \(show($0.amount))" }.joined(separator: ", "))
  output(
    "          top customers: "
      + snapshot.topCustomers.prefix(3).map { "\($0.name) \(show($0.amount))" }.joined(separator: ", "))
  output(
    "          low stock \(snapshot.lowStockCount); badge \(snapshot.badge.count) (overdue invoices "
      + "\(snapshot.badge.overdueInvoices), low stock \(snapshot.badge.lowStockProducts), sync problems "
      + "\(snapshot.badge.syncProblems)); quick actions: \(DashboardRoute.quickActions.map(\.url).joined(separator: " "))"
  )
  let months = snapshot.series.points.filter { !$0.sales.isZero || !$0.expenses.isZero }
  output(
    "          by month: "
      + months.map { "\($0.start.description.prefix(7)) sales \(show($0.sales)) expenses \(show($0.expenses))" }
      .joined(separator: "; "))

  var updates = dashboard.updates(for: year).makeAsyncIterator()
  _ = try await updates.next()
  _ = try await expenses.record(
    Expense(
      date: april.adding(days: 20), category: "Repairs & Maintenance", amount: try rupees("799"), paymentMode: .cash))
  if let live = try await updates.next() {
    output("live      one more expense of ₹799: the dashboard's expenses are now \(show(live.expenses))")
  }

  let filing = try session.resolve(GSTFiling.self)
  let gstin = try GSTIN("27AAPFU0939F1ZV")
  let aprilReturn = try GSTReturnPeriod.month(4, of: 2026)
  let problems = try await filing.gstr1Problems(for: gstin, period: aprilReturn, aggregateTurnover: 12_000_000)
  if problems.isEmpty {
    let gstr1 = try await filing.gstr1(for: gstin, period: aprilReturn, aggregateTurnover: 12_000_000)
    let gstr1URL = outputDirectory.appendingPathComponent("GSTR1_\(gstin.value)_\(aprilReturn.fp).json")
    try gstr1.json().write(to: gstr1URL)
    output(
      "GSTR-1    \(aprilReturn.fp): B2B \(gstr1.b2b.count) recipients, B2CS \(gstr1.b2cs.count) rows, HSN "
        + "\(gstr1.hsn.b2b.count + gstr1.hsn.b2c.count) rows; taxable \(show(gstr1.totals.taxable)), "
        + "IGST \(show(gstr1.totals.igst)), CGST \(show(gstr1.totals.cgst)), SGST \(show(gstr1.totals.sgst)): "
        + gstr1URL.path)
  } else {
    output("GSTR-1    \(aprilReturn.fp) would be refused: " + problems.map(\.description).joined(separator: "; "))
  }
  let gstr3b = try await filing.gstr3b(for: gstin, period: aprilReturn)
  let gstr3bURL = outputDirectory.appendingPathComponent("GSTR3B_\(gstin.value)_\(aprilReturn.fp).json")
  try gstr3b.json().write(to: gstr3bURL)
  output(
    "GSTR-3B   \(aprilReturn.fp): outward taxable \(show(gstr3b.outwardTaxable.taxable)), input credit "
      + "\(show(gstr3b.netCredit.cgst)) CGST + \(show(gstr3b.netCredit.sgst)) SGST: \(gstr3bURL.path)")

  let sales = try await registers.sales(for: year)
  let csvURL = outputDirectory.appendingPathComponent("sales-register-2026-27.csv")
  try sales.csv().write(to: csvURL)
  let pdfURL = outputDirectory.appendingPathComponent("sales-register-2026-27.pdf")
  try sales.pdf(shaper: SystemTextShaper(), business: "Shree Ganesh Traders, GSTIN \(gstin.value)").write(to: pdfURL)
  output(
    "register  sales register: \(sales.rows.count) documents, CSV (UTF-8 with BOM) and PDF with the monthly chart: "
      + "\(csvURL.path), \(pdfURL.path)")
}
