extension PrintedTable {
  /// A column of a ``PrintedTable``: its title, how wide it is relative to the others, how its
  /// texts are aligned and how many lines a cell may take before its text is cut with "…".
  package struct Column: Sendable, Hashable {
    /// The most lines a cell may take.
    package static let lineLimit = 8

    /// The title in the header row (wrapped to at most two lines).
    package var title: String
    /// The width relative to the other columns: a column of width 2 is twice as wide as one of width 1.
    package var width: Double
    /// Where the texts sit across the cell.
    package var alignment: Alignment
    /// The most lines a cell takes, 1 to ``lineLimit``: a longer text is wrapped to this many lines
    /// and its last line cut with "…".
    package var maximumLines: Int

    /// A column titled `title`.
    package init(title: String, width: Double = 1, alignment: Alignment = .leading, maximumLines: Int = 3) {
      self.title = title
      self.width = width
      self.alignment = alignment
      self.maximumLines = maximumLines
    }

    /// A column of text: left-aligned, wrapped to at most three lines.
    package static func text(_ title: String, width: Double = 1) -> Column {
      Column(title: title, width: width, alignment: .leading, maximumLines: 3)
    }

    /// A column of numbers or amounts: right-aligned on one line, so the digits line up.
    package static func number(_ title: String, width: Double = 1) -> Column {
      Column(title: title, width: width, alignment: .trailing, maximumLines: 1)
    }
  }
}
