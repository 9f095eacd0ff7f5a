import Foundation
import SharedCore

/// The SQL behind ``Dashboard``: a period's figures read from the running totals (a few rows per
/// day), rankings from month totals plus the days at the period's ragged edges, and today's open
/// documents for ageing.
enum DashboardQueries {
  struct Request: Sendable {
    var period: ReportPeriod
    var today: CalendarDate
    var granularity: DashboardSeries.Granularity
    var topCount: Int
    var currency: Currency
  }

  static func snapshot(_ request: Request, syncProblems: Int, in db: any SQLiteQuerying) throws -> DashboardSnapshot {
    let currency = request.currency
    func money(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: currency) }
    let daily = try metrics(in: request.period, db)
    func total(_ metric: ReportsMetric) -> Int64 { daily.values.reduce(0) { $0 + ($1[metric] ?? 0) } }
    let gross = total(.salesTaxable) - total(.purchasesTaxable)
    let credit = total(.purchaseInputTax) + total(.expenseInputTax)
    let receivables = try ageing(.outward, today: request.today, currency: currency, db)
    let lowStock = try lowStockCount(db)
    let overdue = try overdueInvoiceCount(today: request.today, db)
    return DashboardSnapshot(
      period: request.period, today: request.today, sales: money(total(.sales)),
      salesTaxable: money(total(.salesTaxable)), purchases: money(total(.purchases)),
      purchasesTaxable: money(total(.purchasesTaxable)), expenses: money(total(.expenses)), grossProfit: money(gross),
      netProfit: money(gross - total(.expensesNet)), gstCollected: money(total(.outputTax)),
      inputTaxCredit: money(credit), netGST: money(total(.outputTax) - credit),
      cash: .init(received: money(total(.cashIn)), paid: money(total(.cashOut))),
      bank: .init(received: money(total(.bankIn)), paid: money(total(.bankOut))), receivables: receivables,
      payables: try ageing(.inward, today: request.today, currency: currency, db),
      topProducts: try ranking(.productDay, names: "reports_products", request, db),
      topCustomers: try ranking(.customerDay, names: "reports_parties", request, db),
      topVendors: try ranking(.vendorDay, names: "reports_parties", request, db),
      expensesByCategory: try ranking(.categoryDay, names: nil, request, db), lowStockCount: lowStock,
      series: series(daily, request),
      badge: DashboardBadge(
        overdueInvoices: overdue, lowStockProducts: lowStock, syncProblems: syncProblems))
  }

  /// The first and last day with any figure, or `nil` when there is none.
  static func daysWithData(_ db: any SQLiteQuerying) throws -> ClosedRange<CalendarDate>? {
    guard
      let row = try db.queryFirst(
        "SELECT MIN(period) AS first, MAX(period) AS last FROM reports_totals WHERE scope = ?",
        [.text(ReportsTotalsScope.metricDay.rawValue)]),
      let first = try row.value(Int64?.self, named: "first"), let last = try row.value(Int64?.self, named: "last")
    else { return nil }
    return CalendarDate(dayNumber: Int(first))...CalendarDate(dayNumber: Int(last))
  }

  // MARK: Figures per day

  private static func metrics(in period: ReportPeriod, _ db: any SQLiteQuerying) throws -> [Int: [ReportsMetric: Int64]]
  {
    var days: [Int: [ReportsMetric: Int64]] = [:]
    for row in try db.query(
      "SELECT key, period, amount FROM reports_totals WHERE scope = ? AND period BETWEEN ? AND ?",
      [
        .text(ReportsTotalsScope.metricDay.rawValue), .integer(Int64(period.start.dayNumber)),
        .integer(Int64(period.end.dayNumber)),
      ])
    {
      guard let metric = ReportsMetric(rawValue: try row.value(named: "key")) else { continue }
      days[Int(try row.value(Int64.self, named: "period")), default: [:]][metric, default: 0] += try row.value(
        Int64.self, named: "amount")
    }
    return days
  }

  private static func series(_ daily: [Int: [ReportsMetric: Int64]], _ request: Request) -> DashboardSeries {
    var starts: [CalendarDate] = []
    var day = request.period.start
    while day <= request.period.end {
      starts.append(day)
      day = next(after: day, request.granularity)
    }
    var points = starts.map { start in
      DashboardSeries.Point(
        start: start, sales: .zero(request.currency), purchases: .zero(request.currency),
        expenses: .zero(request.currency))
    }
    var index = 0
    for dayNumber in daily.keys.sorted() {
      while index + 1 < starts.count, starts[index + 1].dayNumber <= dayNumber { index += 1 }
      guard let figures = daily[dayNumber], !points.isEmpty else { continue }
      points[index].sales = Money(
        minorUnits: points[index].sales.minorUnits + (figures[.sales] ?? 0), currency: request.currency)
      points[index].purchases = Money(
        minorUnits: points[index].purchases.minorUnits + (figures[.purchases] ?? 0), currency: request.currency)
      points[index].expenses = Money(
        minorUnits: points[index].expenses.minorUnits + (figures[.expenses] ?? 0), currency: request.currency)
    }
    return DashboardSeries(granularity: request.granularity, points: points)
  }

  private static func next(after day: CalendarDate, _ granularity: DashboardSeries.Granularity) -> CalendarDate {
    switch granularity {
    case .day: return day.adding(days: 1)
    case .week:
      // Day number 0 is a Thursday (1970-01-01); Monday starts a week.
      let weekday = ((day.dayNumber + 3) % 7 + 7) % 7
      return day.adding(days: 7 - weekday)
    case .month:
      let year = day.month == 12 ? day.year + 1 : day.year
      let month = day.month == 12 ? 1 : day.month + 1
      return CalendarDate(year: year, month: month, day: 1) ?? day.adding(days: 31)
    }
  }

  // MARK: Rankings

  /// The top entries of a day scope over the period: whole months from the month totals, the days
  /// before the first whole month and after the last one from the day totals.
  private static func ranking(
    _ dayScope: ReportsTotalsScope, names: String?, _ request: Request, _ db: any SQLiteQuerying
  ) throws -> [DashboardRanking] {
    guard let monthScope = dayScope.monthly else { return [] }
    let start = request.period.start
    let end = request.period.end
    let firstMonth = start.day == 1 ? start.monthNumber : start.monthNumber + 1
    let lastMonth = end.adding(days: 1).day == 1 ? end.monthNumber : end.monthNumber - 1
    var parts: [(ReportsTotalsScope, Int, Int)] = []
    if firstMonth <= lastMonth {
      parts.append((monthScope, firstMonth, lastMonth))
      parts.append((dayScope, start.dayNumber, firstDay(ofMonth: firstMonth).dayNumber - 1))
      parts.append((dayScope, firstDay(ofMonth: lastMonth + 1).dayNumber, end.dayNumber))
    } else {
      parts.append((dayScope, start.dayNumber, end.dayNumber))
    }
    let union = parts.map { _ in
      "SELECT key, amount, quantity FROM reports_totals WHERE scope = ? AND period BETWEEN ? AND ?"
    }
    .joined(separator: " UNION ALL ")
    let parameters: [SQLiteValue] = parts.flatMap { part in
      [SQLiteValue.text(part.0.rawValue), .integer(Int64(part.1)), .integer(Int64(part.2))]
    }
    let name = names.map { "(SELECT name FROM \($0) WHERE id = t.key)" } ?? "NULL"
    let rows = try db.query(
      """
      SELECT t.key AS key, \(name) AS name, t.amount AS amount, t.quantity AS quantity FROM (
        SELECT key, SUM(amount) AS amount, SUM(quantity) AS quantity FROM (\(union)) GROUP BY key) AS t
      WHERE t.amount <> 0 ORDER BY t.amount DESC, t.key LIMIT ?
      """, parameters + [.integer(Int64(max(0, request.topCount)))])
    return try rows.map { row in
      let key: String = try row.value(named: "key")
      return DashboardRanking(
        id: key, name: try row.value(String?.self, named: "name") ?? key,
        amount: Money(minorUnits: try row.value(named: "amount"), currency: request.currency),
        quantity: dayScope == .productDay ? ReportsQuantity.quantity(try row.value(named: "quantity")) : nil)
    }
  }

  private static func firstDay(ofMonth monthNumber: Int) -> CalendarDate {
    CalendarDate(year: monthNumber / 12, month: monthNumber % 12 + 1, day: 1) ?? CalendarDate(dayNumber: 0)
  }

  // MARK: Today's position

  private static let ageingLimits: [(label: String, days: ClosedRange<Int>?)] = [
    ("Not due", nil), ("1–30 days", 1...30), ("31–60 days", 31...60), ("61–90 days", 61...90),
    ("Over 90 days", 91...Int.max),
  ]

  private static func ageing(
    _ direction: ReportingDocument.Direction, today: CalendarDate, currency: Currency, _ db: any SQLiteQuerying
  ) throws -> DashboardAgeing {
    let rows = try db.query(
      """
      SELECT CASE WHEN COALESCE(due_day, day) >= ?1 THEN 0 WHEN ?1 - COALESCE(due_day, day) <= 30 THEN 1
          WHEN ?1 - COALESCE(due_day, day) <= 60 THEN 2 WHEN ?1 - COALESCE(due_day, day) <= 90 THEN 3 ELSE 4 END
        AS bucket, COUNT(*) AS n, SUM(outstanding) AS amount
      FROM reports_documents
      WHERE direction = ?2 AND outstanding <> 0 AND cancelled = 0 AND number IS NOT NULL AND kind <> 'creditNote'
      GROUP BY bucket
      """, [.integer(Int64(today.dayNumber)), .text(direction.rawValue)])
    var amounts = [Int64](repeating: 0, count: ageingLimits.count)
    var counts = [Int](repeating: 0, count: ageingLimits.count)
    for row in rows {
      let bucket = Int(try row.value(Int64.self, named: "bucket"))
      guard amounts.indices.contains(bucket) else { continue }
      amounts[bucket] = try row.value(named: "amount")
      counts[bucket] = Int(try row.value(Int64.self, named: "n"))
    }
    let buckets = ageingLimits.enumerated().map { index, limit in
      DashboardAgeing.Bucket(
        label: limit.label, daysPastDue: limit.days, amount: Money(minorUnits: amounts[index], currency: currency),
        count: counts[index])
    }
    return DashboardAgeing(total: Money(minorUnits: amounts.reduce(0, +), currency: currency), buckets: buckets)
  }

  private static func lowStockCount(_ db: any SQLiteQuerying) throws -> Int {
    let row = try db.queryFirst(
      """
      SELECT COUNT(*) AS n FROM reports_products p LEFT JOIN reports_stock_levels s ON s.product_id = p.id
      WHERE p.tracks_stock = 1 AND p.threshold IS NOT NULL AND COALESCE(s.on_hand, 0) <= p.threshold
      """)
    return Int(try row?.value(Int64.self, named: "n") ?? 0)
  }

  private static func overdueInvoiceCount(today: CalendarDate, _ db: any SQLiteQuerying) throws -> Int {
    let row = try db.queryFirst(
      """
      SELECT COUNT(*) AS n FROM reports_documents
      WHERE direction = 'outward' AND outstanding > 0 AND cancelled = 0 AND number IS NOT NULL
        AND kind <> 'creditNote' AND due_day < ?
      """, [.integer(Int64(today.dayNumber))])
    return Int(try row?.value(Int64.self, named: "n") ?? 0)
  }
}
