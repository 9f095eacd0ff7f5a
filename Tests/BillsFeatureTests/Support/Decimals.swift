import Foundation
import SharedCore

/// An exact decimal from text; an unreadable literal in a test is a test bug, reported as NaN so the
/// assertion using it fails.
func dec(_ text: String) -> Decimal {
  (try? DecimalParser.parse(text)) ?? .nan
}

/// A calendar date from `yyyy-MM-dd`.
func day(_ text: String) -> CalendarDate {
  CalendarDate(text) ?? CalendarDate(dayNumber: 0)
}
