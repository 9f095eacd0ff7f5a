import SharedCore

/// An amount (and quantity) to add to one running total, or take away with ``negated``.
struct ReportsTotalsDelta: Sendable, Hashable {
  var scope: ReportsTotalsScope
  var key: String
  /// A day number for day scopes, a month number (`year * 12 + month - 1`) for month scopes.
  var period: Int
  var amount: Int64
  var quantity: Int64 = 0
  var entries: Int64 = 1

  var negated: ReportsTotalsDelta {
    ReportsTotalsDelta(
      scope: scope, key: key, period: period, amount: -amount, quantity: -quantity, entries: -entries)
  }

  /// A day figure and, for scopes that keep them, the same for its month and financial year.
  static func daily(
    _ scope: ReportsTotalsScope, _ key: String, on date: CalendarDate, amount: Int64, quantity: Int64 = 0
  ) -> [ReportsTotalsDelta] {
    var deltas = [
      ReportsTotalsDelta(scope: scope, key: key, period: date.dayNumber, amount: amount, quantity: quantity)
    ]
    if let coarser = scope.coarser {
      deltas.append(
        ReportsTotalsDelta(scope: coarser.month, key: key, period: date.monthNumber, amount: amount, quantity: quantity)
      )
      deltas.append(
        ReportsTotalsDelta(
          scope: coarser.year, key: key, period: date.financialYearNumber, amount: amount, quantity: quantity))
    }
    return deltas
  }

  /// A dashboard figure for a day, its month and its financial year.
  static func metric(_ metric: ReportsMetric, on date: CalendarDate, _ amount: Int64) -> [ReportsTotalsDelta] {
    daily(.metricDay, metric.rawValue, on: date, amount: amount)
  }

  /// Adds `deltas` to the running totals, dropping rows that no entry contributes to any more.
  static func apply(_ deltas: [ReportsTotalsDelta], in db: any SQLiteQuerying) throws {
    for delta in deltas {
      try db.run(
        """
        INSERT INTO reports_totals (scope, key, period, amount, quantity, entries) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (scope, period, key) DO UPDATE SET amount = amount + excluded.amount,
          quantity = quantity + excluded.quantity, entries = entries + excluded.entries
        """,
        [
          .text(delta.scope.rawValue), .text(delta.key), .integer(Int64(delta.period)), .integer(delta.amount),
          .integer(delta.quantity), .integer(delta.entries),
        ])
      if delta.entries < 0 {
        try db.run(
          "DELETE FROM reports_totals WHERE scope = ? AND period = ? AND key = ? AND entries = 0",
          [.text(delta.scope.rawValue), .integer(Int64(delta.period)), .text(delta.key)])
      }
    }
  }
}

extension CalendarDate {
  /// The month as one number (`year * 12 + month - 1`), as month totals are keyed.
  var monthNumber: Int { year * 12 + month - 1 }
  /// The first year of the financial year (April to March) the day falls in, as year totals are keyed.
  var financialYearNumber: Int { month >= 4 ? year : year - 1 }
}
