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

  static func snapshot(_ request: Request, in db: any SQLiteQuerying) throws -> DashboardSnapshot {
    let currency = request.currency
    func money(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: currency) }
    let totals = try metrics(in: request.period, db)
    func total(_ metric: ReportsMetric) -> Int64 { totals[metric] ?? 0 }
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
      series: try series(request, db),
      badge: DashboardBadge(
        overdueInvoices: overdue, lowStockProducts: lowStock, syncProblems: 0))
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

  private static func metrics(in period: ReportPeriod, _ db: any SQLiteQuerying) throws -> [ReportsMetric: Int64] {
    let coarser = (month: ReportsTotalsScope.metricMonth, year: ReportsTotalsScope.metricYear)
    let parts = periods(period.start, period.end, day: .metricDay, coarser: coarser)
    var totals: [ReportsMetric: Int64] = [:]
    for row in try db.query(
      "SELECT key, SUM(amount) AS amount FROM (\(union(parts.count))) GROUP BY key", parameters(parts))
    {
      guard let metric = ReportsMetric(rawValue: try row.value(named: "key")) else { continue }
      totals[metric] = try row.value(Int64.self, named: "amount")
    }
    return totals
  }

  /// `count` selects of one scope's rows in a range of periods, one after another.
  private static func union(_ count: Int) -> String {
    Array(
      repeating: "SELECT key, period, amount, quantity FROM reports_totals WHERE scope = ? AND period BETWEEN ? AND ?",
      count: count
    )
    .joined(separator: " UNION ALL ")
  }

  private static func parameters(_ parts: [(ReportsTotalsScope, Int, Int)]) -> [SQLiteValue] {
    parts.flatMap { part in [SQLiteValue.text(part.0.rawValue), .integer(Int64(part.1)), .integer(Int64(part.2))] }
  }

  /// Sales, purchases and expenses per point, summed by SQL: a day's point is its day number, a
  /// week's the Monday on or before it (day 0, 1 Jan 1970, was a Thursday), a month's its `yyyy-mm`.
  private static func series(_ request: Request, _ db: any SQLiteQuerying) throws -> DashboardSeries {
    var starts: [CalendarDate] = []
    var day = request.period.start
    while day <= request.period.end {
      starts.append(day)
      day = next(after: day, request.granularity)
    }
    // A month's point reads the month totals, and the days of a month the period cuts.
    var parts: [(ReportsTotalsScope, Int, Int)] = [
      (.metricDay, request.period.start.dayNumber, request.period.end.dayNumber)
    ]
    if request.granularity == .month {
      parts = monthsAndDays(request.period.start, request.period.end, day: .metricDay, month: .metricMonth)
    }
    let dayBucket =
      switch request.granularity {
      case .day: "period"
      case .week: "period - ((period + 3) % 7)"
      case .month:
        "CAST(strftime('%Y', period * 86400, 'unixepoch') AS INTEGER) * 12 "
          + "+ CAST(strftime('%m', period * 86400, 'unixepoch') AS INTEGER) - 1"
      }
    let bucket = "CASE WHEN scope = 'm' THEN \(dayBucket) ELSE period END"
    let currency = request.currency
    var points = starts.map { start in
      DashboardSeries.Point(start: start, sales: .zero(currency), purchases: .zero(currency), expenses: .zero(currency))
    }
    func index(of bucketValue: Int) -> Int? {
      let first: Int
      switch request.granularity {
      case .day: first = bucketValue
      case .week: first = max(bucketValue, request.period.start.dayNumber)
      case .month: first = max(firstDay(ofMonth: bucketValue).dayNumber, request.period.start.dayNumber)
      }
      return starts.firstIndex { $0.dayNumber == first }
    }
    let selects = Array(
      repeating: """
        SELECT scope, key, period, amount FROM reports_totals WHERE scope = ? AND period BETWEEN ? AND ?
          AND key IN ('sales', 'purchases', 'expenses')
        """, count: parts.count
    ).joined(separator: " UNION ALL ")
    for row in try db.query(
      "SELECT \(bucket) AS bucket, key, SUM(amount) AS amount FROM (\(selects)) GROUP BY bucket, key", parameters(parts)
    ) {
      guard let at = index(of: Int(try row.value(Int64.self, named: "bucket"))) else { continue }
      let amount = Money(minorUnits: try row.value(named: "amount"), currency: currency)
      switch ReportsMetric(rawValue: try row.value(named: "key")) {
      case .sales: points[at].sales = amount
      case .purchases: points[at].purchases = amount
      case .expenses: points[at].expenses = amount
      default: break
      }
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
    guard let coarser = dayScope.coarser else { return [] }
    let parts = periods(request.period.start, request.period.end, day: dayScope, coarser: coarser)
    let name = names.map { "(SELECT name FROM \($0) WHERE id = top.key)" } ?? "NULL"
    // A period that is one stored total (a financial year, a month, a day) holds one row per key:
    // the `reports_totals_ranking` index hands over its largest amounts without reading the rest.
    let (totals, parameters): (String, [SQLiteValue]) =
      if parts.count == 1, parts[0].1 == parts[0].2 {
        (
          """
          SELECT key, amount, quantity FROM reports_totals WHERE scope = ? AND period = ? AND amount <> 0
          ORDER BY amount DESC, key LIMIT ?
          """, [.text(parts[0].0.rawValue), .integer(Int64(parts[0].1))]
        )
      } else {
        (
          """
          SELECT key, SUM(amount) AS amount, SUM(quantity) AS quantity FROM (\(union(parts.count))) GROUP BY key
          HAVING SUM(amount) <> 0 ORDER BY SUM(amount) DESC, key LIMIT ?
          """, parameters(parts)
        )
      }
    let rows = try db.query(
      """
      SELECT top.key AS key, \(name) AS name, top.amount AS amount, top.quantity AS quantity FROM (\(totals)) AS top
      ORDER BY top.amount DESC, top.key
      """, parameters + [.integer(Int64(max(0, request.topCount)))])
    return try rows.map { row in
      let key: String = try row.value(named: "key")
      return DashboardRanking(
        id: key, name: try row.value(String?.self, named: "name") ?? key,
        amount: Money(minorUnits: try row.value(named: "amount"), currency: request.currency),
        quantity: dayScope == .productDay ? ReportsQuantity.quantity(try row.value(named: "quantity")) : nil)
    }
  }

  /// `first...last` as whole financial years from the year totals, whole months from the month
  /// totals and the remaining days from the day totals: at most a few dozen rows per key.
  private static func periods(
    _ first: CalendarDate, _ last: CalendarDate, day: ReportsTotalsScope,
    coarser: (month: ReportsTotalsScope, year: ReportsTotalsScope)
  ) -> [(ReportsTotalsScope, Int, Int)] {
    guard first <= last else { return [] }
    let firstYear = first.month == 4 && first.day == 1 ? first.financialYearNumber : first.financialYearNumber + 1
    let lastYear = last.month == 3 && last.day == 31 ? last.financialYearNumber : last.financialYearNumber - 1
    if firstYear <= lastYear {
      return [(coarser.year, firstYear, lastYear)]
        + periods(first, date(firstYear, 4, 1).adding(days: -1), day: day, coarser: coarser)
        + periods(date(lastYear + 1, 4, 1), last, day: day, coarser: coarser)
    }
    return monthsAndDays(first, last, day: day, month: coarser.month)
  }

  /// `first...last` as whole months from the month totals and the remaining days from the day totals.
  private static func monthsAndDays(
    _ first: CalendarDate, _ last: CalendarDate, day: ReportsTotalsScope, month: ReportsTotalsScope
  ) -> [(ReportsTotalsScope, Int, Int)] {
    guard first <= last else { return [] }
    let firstMonth = first.day == 1 ? first.monthNumber : first.monthNumber + 1
    let lastMonth = last.adding(days: 1).day == 1 ? last.monthNumber : last.monthNumber - 1
    guard firstMonth <= lastMonth else { return [(day, first.dayNumber, last.dayNumber)] }
    var parts = [(month, firstMonth, lastMonth)]
    let monthsStart = firstDay(ofMonth: firstMonth).dayNumber
    let monthsEnd = firstDay(ofMonth: lastMonth + 1).dayNumber - 1
    if first.dayNumber < monthsStart { parts.append((day, first.dayNumber, monthsStart - 1)) }
    if monthsEnd < last.dayNumber { parts.append((day, monthsEnd + 1, last.dayNumber)) }
    return parts
  }

  private static func firstDay(ofMonth monthNumber: Int) -> CalendarDate {
    date(monthNumber / 12, monthNumber % 12 + 1, 1)
  }

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(dayNumber: 0)
  }

  // MARK: Today's position

  private static let ageingLimits: [(label: String, days: ClosedRange<Int>?)] = [
    ("Not due", nil), ("1–30 days", 1...30), ("31–60 days", 31...60), ("61–90 days", 61...90),
    ("Over 90 days", 91...Int.max),
  ]

  private static func ageing(
    _ direction: ReportingDocument.Direction, today: CalendarDate, currency: Currency, _ db: any SQLiteQuerying
  ) throws -> DashboardAgeing {
    let scope: ReportsTotalsScope = direction == .outward ? .receivableDue : .payableDue
    let rows = try db.query(
      """
      SELECT CASE WHEN period >= ?1 THEN 0 WHEN ?1 - period <= 30 THEN 1 WHEN ?1 - period <= 60 THEN 2
          WHEN ?1 - period <= 90 THEN 3 ELSE 4 END AS bucket, SUM(entries) AS n, SUM(amount) AS amount
      FROM reports_totals WHERE scope = ?2 GROUP BY bucket
      """, [.integer(Int64(today.dayNumber)), .text(scope.rawValue)])
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
      "SELECT COALESCE(SUM(entries), 0) AS n FROM reports_totals WHERE scope = ? AND key = 'due' AND period < ?",
      [.text(ReportsTotalsScope.receivableDue.rawValue), .integer(Int64(today.dayNumber))])
    return Int(try row?.value(Int64.self, named: "n") ?? 0)
  }
}
