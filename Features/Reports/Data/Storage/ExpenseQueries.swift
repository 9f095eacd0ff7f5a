import Foundation
import SharedCore

/// The SQL behind ``ExpenseBook``'s lists and totals, over ``ReportsProjection``'s expense rows.
enum ExpenseQueries {
  static func page(_ query: ExpenseListQuery, in db: any SQLiteQuerying) throws -> ExpenseListPage {
    let (conditions, parameters) = filter(query)
    let limit = max(1, query.limit)
    let rows = try db.query(
      """
      SELECT id, has_receipt, fields FROM reports_expenses WHERE \(conditions)
      ORDER BY day DESC, id DESC LIMIT ? OFFSET ?
      """, parameters + [.integer(Int64(limit + 1)), .integer(Int64(max(0, query.offset)))])
    let items = try rows.prefix(limit).map { row in
      ExpenseListItem(
        expense: try ReportsExpenseRows.decode(listed: try row.value(named: "fields"), id: try row.value(named: "id")),
        hasReceipt: try row.value(Int64.self, named: "has_receipt") != 0)
    }
    return ExpenseListPage(items: items, nextOffset: rows.count > limit ? max(0, query.offset) + limit : nil)
  }

  static func totals(_ query: ExpenseListQuery, currency: Currency, in db: any SQLiteQuerying) throws -> ExpenseTotals {
    let (conditions, parameters) = filter(query)
    let sums = try db.queryFirst(
      """
      SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount, COALESCE(SUM(taxable), 0) AS taxable, COALESCE(SUM(igst), 0) AS igst,
        COALESCE(SUM(cgst), 0) AS cgst, COALESCE(SUM(sgst), 0) AS sgst, COALESCE(SUM(cess), 0) AS cess, COALESCE(SUM(itc), 0) AS itc
      FROM reports_expenses WHERE \(conditions)
      """, parameters)
    func money(_ column: String) throws -> Money {
      Money(minorUnits: try sums.map { try integer($0, column) } ?? 0, currency: currency)
    }
    let categories = try db.query(
      """
      SELECT category, COUNT(*) AS n, SUM(amount) AS amount FROM reports_expenses WHERE \(conditions)
      GROUP BY category ORDER BY SUM(amount) DESC, category
      """, parameters
    ).map { row in
      ExpenseTotals.Category(
        name: try row.value(named: "category"), count: Int(try row.value(Int64.self, named: "n")),
        amount: Money(minorUnits: try row.value(named: "amount"), currency: currency))
    }
    return ExpenseTotals(
      count: Int(try sums.map { try $0.value(Int64.self, named: "n") } ?? 0), amount: try money("amount"),
      taxable: try money("taxable"), igst: try money("igst"), cgst: try money("cgst"), sgst: try money("sgst"),
      cess: try money("cess"), inputTaxCredit: try money("itc"), byCategory: categories)
  }

  private static func integer(_ row: SQLiteRow, _ column: String) throws -> Int64 {
    try row.value(Int64.self, named: column)
  }

  private static func filter(_ query: ExpenseListQuery) -> (String, [SQLiteValue]) {
    var conditions = ["1 = 1"]
    var parameters: [SQLiteValue] = []
    if let dates = query.dates {
      conditions.append("day BETWEEN ? AND ?")
      parameters += [.integer(Int64(dates.lowerBound.dayNumber)), .integer(Int64(dates.upperBound.dayNumber))]
    }
    if let category = query.category {
      conditions.append("category = ?")
      parameters.append(.text(category))
    }
    if let mode = query.paymentMode {
      conditions.append("mode = ?")
      parameters.append(.text(mode.rawValue))
    }
    if let vendorID = query.vendorID {
      conditions.append("vendor_id = ?")
      parameters.append(.text(vendorID))
    }
    if let text = query.text?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), !text.isEmpty {
      conditions.append("instr(search, ?) > 0")
      parameters.append(.text(text))
    }
    if query.onlyInputTaxCredit { conditions.append("itc > 0") }
    return (conditions.joined(separator: " AND "), parameters)
  }
}
