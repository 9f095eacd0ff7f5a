import Foundation
import SharedCore

/// A bar chart for a ``PrintedReport``: one vertical bar per value, its label under it and its
/// value above it (below it when negative), over a value axis with round ticks.
///
/// Values are exact `Decimal`s. The axis runs from zero, or from the lowest negative value, to the
/// highest value, each rounded out to a tick; ticks are 1, 2 or 5 times a power of ten apart
/// (``PrintedChartScale``). A chart of no bars, or of zeros only, prints its axis from 0 to 1.
package struct PrintedBarChart: Sendable {
  /// The title above the chart, or `nil`.
  package var title: String?
  /// The bars, left to right.
  package var bars: [Bar]
  /// The text of an axis tick's value, and of a bar's value when it has no ``Bar/valueLabel``:
  /// the plain decimal ("25000", "-1.5") by default.
  package var valueText: @Sendable (Decimal) -> String

  /// A chart of `bars`.
  package init(
    title: String? = nil,
    bars: [Bar],
    valueText: @escaping @Sendable (Decimal) -> String = { $0.plainString }
  ) {
    self.title = title
    self.bars = bars
    self.valueText = valueText
  }

  /// The scale the bars are drawn on.
  package var scale: PrintedChartScale {
    PrintedChartScale(values: bars.map(\.value))
  }

  /// Checks that every value is a number.
  package func validate() throws(PrintedReportError) {
    for (index, bar) in bars.enumerated() where !bar.value.isFinite {
      throw .invalidBarValue(bar: index)
    }
  }
}
