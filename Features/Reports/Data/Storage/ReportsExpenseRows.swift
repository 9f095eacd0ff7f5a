import Foundation
import SharedCore

/// An expense in the reports' tables: its row for lists and registers, and what it adds to the
/// running totals (spending, input tax credit, cash or bank paid, its category's spending).
enum ReportsExpenseRows {
  static func insert(_ record: SyncRecord, in db: any SQLiteQuerying) throws {
    let expense = try decode(record)
    let gst = expense.gst
    let search = [expense.category, expense.billNumber, expense.notes].compactMap { $0 }.joined(separator: " ")
    var listed = expense
    listed.receipt = nil
    try db.run(
      """
      INSERT OR REPLACE INTO reports_expenses (id, day, category, mode, vendor_id, bill_number, amount, taxable, igst,
        cgst, sgst, cess, itc, search, has_receipt, fields)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(record.id), .integer(Int64(expense.date.dayNumber)), .text(expense.category),
        .text(expense.paymentMode.rawValue), .optionalText(expense.vendorID), .optionalText(expense.billNumber),
        .integer(expense.amount.minorUnits), .integer(gst?.taxable.minorUnits ?? expense.amount.minorUnits),
        .integer(gst?.igst.minorUnits ?? 0), .integer(gst?.cgst.minorUnits ?? 0), .integer(gst?.sgst.minorUnits ?? 0),
        .integer(gst?.cess.minorUnits ?? 0), .integer(expense.inputTaxCreditMinorUnits), .text(search.lowercased()),
        .integer(expense.receipt == nil ? 0 : 1), .text(try encode(listed)),
      ])
    try ReportsTotalsDelta.apply(
      deltas(
        day: expense.date, category: expense.category, channel: expense.paymentMode.channel,
        amount: expense.amount.minorUnits, inputTax: expense.inputTaxCreditMinorUnits), in: db)
  }

  static func remove(_ id: String, in db: any SQLiteQuerying) throws {
    guard
      let row = try db.queryFirst(
        "SELECT day, category, mode, amount, itc FROM reports_expenses WHERE id = ?", [.text(id)])
    else { return }
    let mode = ExpensePaymentMode(rawValue: try row.value(named: "mode")) ?? .other
    let removed = deltas(
      day: CalendarDate(dayNumber: Int(try row.value(Int64.self, named: "day"))),
      category: try row.value(named: "category"),
      channel: mode.channel, amount: try row.value(named: "amount"), inputTax: try row.value(named: "itc"))
    try db.run("DELETE FROM reports_expenses WHERE id = ?", [.text(id)])
    try ReportsTotalsDelta.apply(removed.map(\.negated), in: db)
  }

  private static func deltas(
    day: CalendarDate, category: String, channel: ReportingPayment.Channel, amount: Int64, inputTax: Int64
  ) -> [ReportsTotalsDelta] {
    ReportsTotalsDelta.metric(.expenses, on: day, amount)
      + ReportsTotalsDelta.metric(.expensesNet, on: day, amount - inputTax)
      + ReportsTotalsDelta.metric(.expenseInputTax, on: day, inputTax)
      + ReportsTotalsDelta.metric(channel == .cash ? .cashOut : .bankOut, on: day, amount)
      + ReportsTotalsDelta.daily(.categoryDay, category, on: day, amount: amount)
  }

  /// An expense's stored list form (without its receipt image).
  static func encode(_ expense: Expense) throws -> String {
    String(decoding: try JSONCoders.makeEncoder().encode(expense), as: UTF8.self)
  }

  /// An expense from its stored list form.
  static func decode(listed text: String, id: String) throws -> Expense {
    do {
      var expense = try JSONCoders.makeDecoder().decode(Expense.self, from: Data(text.utf8))
      expense.id = id
      return expense
    } catch {
      throw SyncCollectionError.undecodable(type: ReportsSyncTypes.expenses.name, id: id, field: "", reason: "\(error)")
    }
  }

  static func decode(_ record: SyncRecord) throws -> Expense {
    var expense = try SyncCollection<Expense>.decode(record.fields, id: record.id)
    expense.id = record.id
    return expense
  }
}
