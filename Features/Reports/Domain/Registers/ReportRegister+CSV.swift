import Foundation
import SharedCore

extension ReportRegister {
  /// The register as CSV that spreadsheet programs open correctly as it is: UTF-8 with a byte-order
  /// mark (so Indian scripts survive), a header row, dates as `yyyy-mm-dd` and amounts and
  /// quantities as plain numbers (`123456.50`, no grouping), which spreadsheets read as numbers.
  public func csv() -> Data {
    var writer = CSVWriter(byteOrderMark: true)
    writer.append(columns.map(\.title))
    for row in rows { writer.append(row.map(Self.csvText)) }
    if let totals { writer.append(totals.map(Self.csvText)) }
    return Data(writer.text.utf8)
  }

  static func csvText(_ cell: Cell) -> String {
    switch cell {
    case .text(let text): text
    case .date(let date): date.description
    case .amount(let money): money.formattedAmount
    case .quantity(let quantity): quantity.plainString
    case .empty: ""
    }
  }

  /// The cell as print shows it: dates `dd-mm-yyyy`, amounts with Indian grouping.
  static func printedText(_ cell: Cell) -> String {
    switch cell {
    case .text(let text): text
    case .date(let date): String(format: "%02d-%02d-%04d", date.day, date.month, date.year)
    case .amount(let money): AmountFormatter(grouping: .indian, fractionDigits: 2).string(for: money.amount)
    case .quantity(let quantity): quantity.plainString
    case .empty: ""
    }
  }
}
