import Foundation
import SharedCore

/// Why a GST rate was refused, with a sentence that says what changed and what to choose instead.
public enum GSTRateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is not a number.
  case notANumber(String)
  /// A number outside 0–100.
  case outOfRange(Decimal)
  /// A rate not in force on the date for the supply (``GSTRateTable/check(_:on:for:)``); the
  /// explanation names the change and the rates to choose.
  case notInForce(Decimal, on: CalendarDate, explanation: String)

  /// A sentence for the form.
  public var description: String {
    switch self {
    case .notANumber: "Enter the GST rate as a number, such as 18."
    case .outOfRange(let rate): "\(rate.plainString)% is not a GST rate: a rate is from 0 to 100."
    case .notInForce(_, _, let explanation): explanation
    }
  }
}
