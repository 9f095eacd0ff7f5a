import SharedCore

/// Why text is not the state code asked for, with the reason a form can show.
public enum GSTStateCodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not exactly two ASCII digits (`"+1"`, `"7"`, `"٢٧"`).
  case notTwoDigits(String)
  /// Two digits that are no GST state code (`"45"`).
  case unknown(String)
  /// A code that is not a place of supply on the date.
  case notPlaceOfSupply(GSTStateCode, on: CalendarDate)
  /// A code no GSTIN carries on the date (`nil`: ever).
  case notRegistrationState(GSTStateCode, on: CalendarDate?)

  /// The text that was refused.
  public var text: String {
    switch self {
    case .notTwoDigits(let text), .unknown(let text): text
    case .notPlaceOfSupply(let state, _), .notRegistrationState(let state, _): state.code
    }
  }

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .notTwoDigits(let text): "A GST state code is two digits, such as 27; \"\(text)\" is not."
    case .unknown(let text): "\"\(text)\" is not a GST state code."
    case .notPlaceOfSupply(let state, let date):
      Self.reason(state, on: date, span: state.entry.placeOfSupply, what: "a place of supply")
    case .notRegistrationState(let state, let date):
      Self.reason(state, on: date, span: state.entry.registrations, what: "the state of a GSTIN")
    }
  }

  private static func reason(_ state: GSTStateCode, on date: CalendarDate?, span: IndiaTaxSpan?, what: String)
    -> String
  {
    let use = state.successor.map { " Use \($0.code)." } ?? ""
    guard let span else { return "\(state.entry.retirement ?? "\(state) is not \(what)").\(use)" }
    if let date, date < span.from {
      return "\(state) is \(what) from \(IndiaTaxDate.text(span.from)), not on \(IndiaTaxDate.text(date))."
    }
    let ended = span.until.map { " after \(IndiaTaxDate.text($0))" } ?? ""
    return "\(state.entry.retirement ?? "\(state) is not \(what)\(ended)").\(use)"
  }
}
