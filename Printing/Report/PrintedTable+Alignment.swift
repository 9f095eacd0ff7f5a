extension PrintedTable {
  /// Where a text sits across its cell.
  package enum Alignment: Sendable, Hashable {
    /// Against the left edge: text.
    case leading
    /// In the middle: codes, serial numbers.
    case center
    /// Against the right edge: numbers and amounts.
    case trailing
  }
}
