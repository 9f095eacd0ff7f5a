import Foundation
import SharedCore

/// Builds a register's rows and sums its amount columns as it goes, for the totals row.
struct RegisterBuilder {
  let currency: Currency
  private var sums: [Int: Int64] = [:]
  private var column = 0

  init(currency: Currency) {
    self.currency = currency
  }

  /// An amount cell.
  func amount(_ minorUnits: Int64) -> ReportRegister.Cell {
    .amount(Money(minorUnits: minorUnits, currency: currency))
  }

  /// `cells` as a row, adding its amounts to the column sums.
  mutating func row(_ cells: [ReportRegister.Cell]) -> [ReportRegister.Cell] {
    for (index, cell) in cells.enumerated() {
      if case .amount(let money) = cell { sums[index, default: 0] += money.minorUnits }
    }
    return cells
  }

  /// The totals row: `label` first, each amount column's sum, nothing elsewhere.
  func totals(label: String, columns: Int) -> [ReportRegister.Cell] {
    (0..<columns).map { index in
      if index == 0 { return .text(label) }
      return sums[index].map { amount($0) } ?? .empty
    }
  }

  /// A bar per month of `period` summing `values`.
  static func monthly(
    _ title: String, _ period: ReportPeriod, _ values: [(CalendarDate, Int64)], currency: Currency
  ) -> ReportRegister.Chart {
    var months: [(start: CalendarDate, total: Int64)] = []
    var month = CalendarDate(year: period.start.year, month: period.start.month, day: 1) ?? period.start
    while month <= period.end {
      months.append((month, 0))
      let next = month.month == 12 ? (month.year + 1, 1) : (month.year, month.month + 1)
      guard let following = CalendarDate(year: next.0, month: next.1, day: 1) else { break }
      month = following
    }
    for (date, value) in values {
      if let index = months.lastIndex(where: { $0.start <= date }) { months[index].total += value }
    }
    let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let spansYears = period.start.year != period.end.year
    return ReportRegister.Chart(
      title: title,
      bars: months.map { month in
        let name = names[(month.start.month - 1) % 12]
        return .init(
          label: spansYears ? "\(name) \(month.start.year % 100)" : name,
          value: Money(minorUnits: month.total, currency: currency).amount)
      })
  }
}
