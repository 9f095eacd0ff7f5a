/// Which thousands separators ``DecimalParser`` accepts in the integer part.
///
/// The separator is always `,` and the decimal point always `.`; a number without separators is
/// accepted under every grouping.
public enum DigitGrouping: Sendable, Hashable, CaseIterable {
  /// No separators: `123456.50`.
  case none
  /// The Indian system: the last three digits, then groups of two (`1,23,456.50`, `12,34,56,789`).
  case indian
  /// Groups of three (`123,456.50`, `1,234,567`).
  case international
  /// Either the Indian or the international system, as written.
  case any
}
