extension PrintedReportLayout {
  /// A bar's label or value as the chart drew it, and the slot of the bar it must stay in.
  package struct PlacedLabel: Sendable, Hashable {
    /// The text drawn (possibly cut with "…").
    package let text: String
    /// The font size it was drawn at (a value too wide for its slot is shrunk).
    package let size: Double
    /// The left edge of the text.
    package let x: Double
    /// The baseline.
    package let baseline: Double
    /// The text's advance width in points.
    package let width: Double
    /// The bar's slot: its share of the chart's width, over the chart's height.
    package let slot: PDFRectangle

    /// A text placed in a bar's slot.
    package init(text: String, size: Double, x: Double, baseline: Double, width: Double, slot: PDFRectangle) {
      self.text = text
      self.size = size
      self.x = x
      self.baseline = baseline
      self.width = width
      self.slot = slot
    }
  }
}
