/// Why a return period cannot be read or made, with the text that was refused.
public enum GSTReturnPeriodError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not six digits `MMYYYY`.
  case notMMYYYY(String)
  /// The month is not 01–12.
  case month(String)
  /// A quarterly period must be named by its last month: 03, 06, 09 or 12.
  case notQuarterEnd(String)
  /// The year is not a calendar year the dates can hold.
  case year(String)
  /// The period ends before GST began on 1 July 2017.
  case beforeGST(String)

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .notMMYYYY(let text): "A return period is written MMYYYY, such as 072024; \"\(text)\" is not."
    case .month(let text): "\"\(text)\" has no month 01–12."
    case .notQuarterEnd(let text): "A quarter is named by its last month (03, 06, 09 or 12); \"\(text)\" is not one."
    case .year(let text): "\"\(text)\" has no valid year."
    case .beforeGST(let text): "\"\(text)\" ends before GST began on 1 July 2017."
    }
  }
}
