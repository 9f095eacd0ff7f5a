import Foundation

extension PrintedReportLayout {
  /// The colour of the bars.
  package static let barColor = PDFColor(red: 0.2, green: 0.42, blue: 0.68)
  private static let gridColor = PDFColor(red: 0.85, green: 0.87, blue: 0.9)
  private static let tickSize = 7.0
  private static let labelSize = 7.0
  private static let valueSize = 6.5
  /// The smallest size a bar's value is shrunk to before it is cut with "…".
  private static let smallestValueSize = 5.0

  /// The chart's height in points, title and labels included.
  private var chartHeight: Double {
    switch report.orientation {
    case .portrait: 230
    case .landscape: 180
    }
  }

  /// Draws `chart` from `top` down: the title, the gridlines and tick values, one bar per value from
  /// the zero line, each bar's value at its end and its label under the plot.
  mutating func drawChart(_ chart: PrintedBarChart) throws(PDFFontError) {
    if !fits(chartHeight) { try newPage() }
    let chartBottom = top - chartHeight
    if let title = chart.title {
      let size = 10.0
      let line = try canvas.truncate(title, font: Self.bold, size: size, width: contentWidth)
      try canvas.drawText(line, font: Self.bold, size: size, x: Self.margin, y: top - size)
      top -= size * 1.6
    }
    let scale = chart.scale
    let ticks = scale.ticks.map { (value: $0, text: chart.valueText($0)) }
    var axisWidth = 0.0
    for tick in ticks {
      axisWidth = max(axisWidth, try canvas.width(of: tick.text, font: Self.regular, size: Self.tickSize))
    }
    axisWidth = min(axisWidth + 6, contentWidth / 4)
    let hasNegative = chart.bars.contains { $0.value < 0 }
    let labelBaseline = chartBottom + 4
    let plotBottom = labelBaseline + Self.labelSize + 4 + (hasNegative ? Self.valueSize * 1.6 : 0)
    let plotTop = top - Self.valueSize * 1.8
    let plot = PDFRectangle(
      x: Self.margin + axisWidth, y: plotBottom, width: contentWidth - axisWidth, height: max(0, plotTop - plotBottom))
    self.plot = plot
    func y(_ value: Double) -> Double { plot.y + value * plot.height }
    for tick in ticks {
      let tickY = y(scale.fraction(of: tick.value))
      canvas.drawLine(x1: plot.x, y1: tickY, x2: plot.maxX, y2: tickY, width: 0.35, color: Self.gridColor)
      let text = try canvas.truncate(tick.text, font: Self.regular, size: Self.tickSize, width: axisWidth - 6)
      let width = try canvas.width(of: text, font: Self.regular, size: Self.tickSize)
      try canvas.drawText(
        text, font: Self.regular, size: Self.tickSize, x: plot.x - 4 - width, y: tickY - Self.tickSize * 0.35,
        color: Self.labelColor)
    }
    let zero = y(scale.fraction(of: 0))
    canvas.drawLine(x1: plot.x, y1: zero, x2: plot.maxX, y2: zero, width: 0.75, color: .black)
    let slot = chart.bars.isEmpty ? plot.width : plot.width / Double(chart.bars.count)
    let barWidth = min(slot * 0.62, 56)
    for (index, bar) in chart.bars.enumerated() {
      let slotX = plot.x + slot * Double(index)
      let end = y(scale.fraction(of: bar.value))
      let rectangle = PDFRectangle(
        x: slotX + (slot - barWidth) / 2, y: min(zero, end), width: barWidth, height: abs(end - zero))
      canvas.drawRectangle(
        x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height, fill: Self.barColor)
      bars.append(rectangle)
      let slotBox = PDFRectangle(x: slotX, y: chartBottom, width: slot, height: chartHeight)
      try drawValue(bar.valueLabel ?? chart.valueText(bar.value), slot: slotBox, end: end, below: bar.value < 0)
      let label = try canvas.truncate(bar.label, font: Self.regular, size: Self.labelSize, width: slot - 2)
      let labelWidth = try canvas.width(of: label, font: Self.regular, size: Self.labelSize)
      let labelX = slotX + (slot - labelWidth) / 2
      try canvas.drawText(label, font: Self.regular, size: Self.labelSize, x: labelX, y: labelBaseline)
      chartLabels.append(
        PlacedLabel(
          text: label, size: Self.labelSize, x: labelX, baseline: labelBaseline, width: labelWidth, slot: slotBox))
    }
    top = chartBottom - 16
  }

  /// A bar's value centred over its slot, just above the bar's end (below it for a negative value),
  /// shrunk to fit the slot and cut with "…" only when even the smallest size is too wide.
  private mutating func drawValue(_ text: String, slot: PDFRectangle, end: Double, below: Bool) throws(PDFFontError) {
    let room = slot.width - 2
    var size = Self.valueSize
    let natural = try canvas.width(of: text, font: Self.regular, size: size)
    if natural > room { size = max(Self.smallestValueSize, size * room / natural) }
    let fitted = try canvas.truncate(text, font: Self.regular, size: size, width: room)
    let width = try canvas.width(of: fitted, font: Self.regular, size: size)
    let baseline = below ? end - size * 1.2 : end + size * 0.45
    let x = slot.x + (slot.width - width) / 2
    try canvas.drawText(fitted, font: Self.regular, size: size, x: x, y: baseline, color: Self.labelColor)
    chartLabels.append(PlacedLabel(text: fitted, size: size, x: x, baseline: baseline, width: width, slot: slot))
  }
}
