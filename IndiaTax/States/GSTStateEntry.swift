import SharedCore

/// One code of GST's state master with its history: the reference data behind ``GSTStateCode``.
struct GSTStateEntry: Sendable {
  /// The two digits.
  let code: String
  /// Its names, each from a date, earliest first.
  let names: [(from: CalendarDate, name: String)]
  /// What it stands for, each from a date, earliest first.
  let kinds: [(from: CalendarDate, kind: GSTStateKind)]
  /// When it is a place of supply, if ever under GST.
  let placeOfSupply: IndiaTaxSpan?
  /// When GSTINs carry it, if ever.
  let registrations: IndiaTaxSpan?
  /// The code that took its place, if it was retired.
  let successor: String?
  /// Why it is no longer (or never was) in force, for messages.
  let retirement: String?

  init(
    _ code: String, _ names: [(from: CalendarDate, name: String)], kinds: [(from: CalendarDate, kind: GSTStateKind)],
    placeOfSupply: IndiaTaxSpan?, registrations: IndiaTaxSpan?, successor: String? = nil, retirement: String? = nil
  ) {
    self.code = code
    self.names = names
    self.kinds = kinds
    self.placeOfSupply = placeOfSupply
    self.registrations = registrations
    self.successor = successor
    self.retirement = retirement
  }

  /// A state or territory in force from GST's first day, with one name and kind.
  init(_ code: String, _ name: String, _ kind: GSTStateKind = .state, from start: CalendarDate = IndiaTaxDate.gstLaunch)
  {
    let span = IndiaTaxSpan(from: start, until: nil)
    self.init(code, [(start, name)], kinds: [(start, kind)], placeOfSupply: span, registrations: span)
  }

  /// The name on `date` (the first name before the code's first day).
  func name(on date: CalendarDate) -> String {
    names.last { $0.from <= date }?.name ?? names.first?.name ?? code
  }

  /// What it stands for on `date` (the first kind before the code's first day).
  func kind(on date: CalendarDate) -> GSTStateKind {
    kinds.last { $0.from <= date }?.kind ?? kinds.first?.kind ?? .state
  }
}
