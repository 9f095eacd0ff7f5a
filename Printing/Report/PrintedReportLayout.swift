/// A ``PrintedReport`` laid out on a ``PDFCanvas``: the title block, the chart, the table over as
/// many pages as it needs, and the footers, with where every bar and every table text went.
package struct PrintedReportLayout {
  static let margin = 36.0
  static let bottomLimit = 46.0
  static let footerBaseline = 24.0
  static let regular = 0
  static let bold = 1
  static let ruleColor = PDFColor(red: 0.62, green: 0.65, blue: 0.7)
  static let shadeColor = PDFColor(red: 0.92, green: 0.94, blue: 0.96)
  static let labelColor = PDFColor(red: 0.35, green: 0.37, blue: 0.42)

  /// The report laid out.
  package let report: PrintedReport
  /// The pages drawn.
  package internal(set) var canvas: PDFCanvas
  /// Every text drawn in the table, in drawing order.
  package internal(set) var cells: [PlacedCell] = []
  /// The chart's bars, in the chart's order, on the first page; empty without a chart.
  package internal(set) var bars: [PDFRectangle] = []
  /// The chart's plotting area (between the lowest and highest tick), or `nil` without a chart.
  package internal(set) var plot: PDFRectangle?
  /// Every bar's label and value as drawn, in the chart's order, each with the slot it must stay in.
  package internal(set) var chartLabels: [PlacedLabel] = []
  /// The top of the free space on the current page, in points from the bottom.
  var top = 0.0

  /// The page width in points.
  var pageWidth: Double { report.orientation.pageSize.width }
  /// The page height in points.
  var pageHeight: Double { report.orientation.pageSize.height }
  /// The width between the margins.
  var contentWidth: Double { pageWidth - 2 * Self.margin }

  /// A layout of `report` whose text `setter` shapes; nothing is drawn before ``layOut()``.
  init(report: PrintedReport, setter: PDFTextSetter) {
    self.report = report
    let size = report.orientation.pageSize
    canvas = PDFCanvas(pageWidth: size.width, pageHeight: size.height, setter: setter)
  }

  /// Draws every part of the report.
  mutating func layOut() throws(PDFFontError) {
    canvas.addPage()
    top = pageHeight - Self.margin
    try drawTitle()
    if let chart = report.chart { try drawChart(chart) }
    try drawTable()
    try drawFooters()
  }

  /// Whether `height` points still fit on the current page.
  func fits(_ height: Double) -> Bool {
    top - height >= Self.bottomLimit
  }

  /// The title in bold (at most two lines) and each subtitle on a line, then a rule.
  private mutating func drawTitle() throws(PDFFontError) {
    let titleSize = 16.0
    for line in try lines(report.title, font: Self.bold, size: titleSize, width: contentWidth, maximum: 2) {
      try canvas.drawText(line, font: Self.bold, size: titleSize, x: Self.margin, y: top - titleSize)
      top -= titleSize * 1.25
    }
    top -= 2
    let subtitleSize = 9.0
    for subtitle in report.subtitles {
      let line = try canvas.truncate(subtitle, font: Self.regular, size: subtitleSize, width: contentWidth)
      try canvas.drawText(
        line, font: Self.regular, size: subtitleSize, x: Self.margin, y: top - subtitleSize, color: Self.labelColor)
      top -= subtitleSize * 1.35
    }
    top -= 4
    canvas.drawLine(
      x1: Self.margin, y1: top, x2: pageWidth - Self.margin, y2: top, width: 0.75, color: Self.ruleColor)
    top -= 14
  }

  /// Starts a new page under a running head of the title, and moves `top` below it.
  mutating func newPage() throws(PDFFontError) {
    canvas.addPage()
    top = pageHeight - Self.margin
    let size = 9.0
    let heading = try canvas.truncate(report.title, font: Self.bold, size: size, width: contentWidth)
    try canvas.drawText(heading, font: Self.bold, size: size, x: Self.margin, y: top - size)
    top -= size + 5
    canvas.drawLine(x1: Self.margin, y1: top, x2: pageWidth - Self.margin, y2: top, width: 0.5, color: Self.ruleColor)
    top -= 8
  }

  /// The title and "Page n of m" at the foot of every page.
  private mutating func drawFooters() throws(PDFFontError) {
    let count = canvas.pages.count
    let size = 7.5
    for index in 0..<count {
      let page = report.pageLabel(index + 1, count)
      let pageWidth = try canvas.width(of: page, font: Self.regular, size: size)
      let right = self.pageWidth - Self.margin
      try canvas.drawText(
        page, onPage: index, font: Self.regular, size: size, x: right - pageWidth, y: Self.footerBaseline,
        color: Self.labelColor)
      let title = try canvas.truncate(
        report.title, font: Self.regular, size: size, width: max(0, contentWidth - pageWidth - 24))
      try canvas.drawText(
        title, onPage: index, font: Self.regular, size: size, x: Self.margin, y: Self.footerBaseline,
        color: Self.labelColor)
    }
  }

  /// `text` wrapped to lines no wider than `width`, at most `maximum` of them: the last line kept
  /// ends with "…" when text is left over. Every line fits `width`.
  func lines(_ text: String, font: Int, size: Double, width: Double, maximum: Int) throws(PDFFontError) -> [String] {
    var wrapped = try canvas.wrap(text, font: font, size: size, width: width)
    if wrapped.count > maximum {
      let rest = wrapped[(maximum - 1)...].joined(separator: " ")
      wrapped = Array(wrapped.prefix(maximum - 1)) + [rest]
    }
    var fitted: [String] = []
    for line in wrapped {
      fitted.append(try canvas.truncate(line, font: font, size: size, width: width))
    }
    return fitted
  }
}
