import Foundation

extension PrintedBarChart {
  /// One bar: what it stands for and its value.
  package struct Bar: Sendable, Hashable {
    /// The label under the bar, such as "Apr 2025".
    package var label: String
    /// The exact value.
    package var value: Decimal
    /// The text printed at the bar's end, such as "₹1,23,456"; `nil` prints the chart's
    /// ``PrintedBarChart/valueText`` of the value.
    package var valueLabel: String?

    /// A bar labelled `label` for `value`.
    package init(label: String, value: Decimal, valueLabel: String? = nil) {
      self.label = label
      self.value = value
      self.valueLabel = valueLabel
    }
  }
}
