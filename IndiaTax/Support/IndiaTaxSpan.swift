import SharedCore

/// The days something is in force: from a first day until a last day, or with no end yet.
struct IndiaTaxSpan: Sendable, Hashable {
  /// The first day.
  let from: CalendarDate
  /// The last day, or `nil` while it lasts.
  let until: CalendarDate?

  /// Whether `date` falls within the span.
  func contains(_ date: CalendarDate) -> Bool {
    from <= date && until.map { date <= $0 } ?? true
  }
}
