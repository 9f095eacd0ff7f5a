import SharedPrinting

/// Lays an invoice out on A4 portrait pages: the header blocks on page 1, the line table across as
/// many pages as it needs (its header repeated, a short running head on later pages), then the
/// totals, tax summary, terms and signature, each moved to a new page when it does not fit, and
/// "Page n of m" on every page.
struct BillPDFLayout {
  static let pageWidth = 595.28
  static let pageHeight = 841.89
  static let margin = 36.0
  static let bottomLimit = 52.0
  static let contentWidth = pageWidth - 2 * margin
  static let regular = 0
  static let bold = 1
  static let ruleColor = PDFColor(red: 0.62, green: 0.65, blue: 0.7)
  static let shadeColor = PDFColor(red: 0.92, green: 0.94, blue: 0.96)
  static let labelColor = PDFColor(red: 0.35, green: 0.37, blue: 0.42)

  let invoice: BillPDFInvoice
  var canvas: PDFCanvas
  /// The top of the free space on the current page, in points from the bottom.
  var top = 0.0

  init(invoice: BillPDFInvoice, setter: PDFTextSetter) {
    self.invoice = invoice
    canvas = PDFCanvas(pageWidth: Self.pageWidth, pageHeight: Self.pageHeight, setter: setter)
  }

  /// Lays out every part and returns the canvas with all pages drawn.
  mutating func layout() throws(PDFFontError) -> PDFCanvas {
    canvas.addPage()
    top = Self.pageHeight - Self.margin
    try drawHeader()
    try drawLineTable()
    try drawTotals()
    try drawQRCodes()
    try drawTaxSummary()
    try drawTermsAndSignature()
    try drawFooters()
    return canvas
  }

  // MARK: - Pages

  /// Whether `height` points still fit on the current page.
  func fits(_ height: Double) -> Bool {
    top - height >= Self.bottomLimit
  }

  /// Starts a new page with the running head (title, number and seller) and moves `top` below it.
  mutating func newPage() throws(PDFFontError) {
    canvas.addPage()
    top = Self.pageHeight - Self.margin
    let size = 9.0
    let heading = "\(invoice.title) \(invoice.number) \(invoice.labels.continued)"
    try canvas.drawText(heading, font: Self.bold, size: size, x: Self.margin, y: top - size)
    // The seller's name (printed in full on page 1) joins the running head only where it fits beside it.
    let free = Self.contentWidth - (try canvas.width(of: heading, font: Self.bold, size: size)) - 16
    if try canvas.width(of: invoice.seller.name, font: Self.regular, size: size) <= free {
      try drawText(
        invoice.seller.name, font: Self.regular, size: size, x: Self.margin, width: Self.contentWidth, top: top,
        alignment: .right)
    }
    top -= size + 5
    canvas.drawLine(
      x1: Self.margin, y1: top, x2: Self.pageWidth - Self.margin, y2: top, width: 0.5, color: Self.ruleColor)
    top -= 8
  }

  /// Moves to a new page unless `height` points fit on this one.
  mutating func ensureSpace(_ height: Double) throws(PDFFontError) {
    if !fits(height) { try newPage() }
  }

  /// Writes "Page n of m" and the invoice number at the foot of every page.
  mutating func drawFooters() throws(PDFFontError) {
    let count = canvas.pages.count
    let size = 7.5
    let baseline = 30.0
    for index in 0..<count {
      let page = invoice.labels.page(index + 1, of: count)
      let pageWidth = try canvas.width(of: page, font: Self.regular, size: size)
      try canvas.drawText(
        page, onPage: index, font: Self.regular, size: size, x: Self.pageWidth - Self.margin - pageWidth,
        y: baseline)
      try canvas.drawText(
        "\(invoice.title) \(invoice.number)", onPage: index, font: Self.regular, size: size,
        x: Self.margin, y: baseline)
    }
  }

  // MARK: - Text

  enum Alignment {
    case left
    case right
    case center
  }

  /// Draws one line of text in a box `width` wide whose top is `top`; the baseline sits one size below.
  mutating func drawText(
    _ text: String,
    font: Int,
    size: Double,
    x: Double,
    width: Double,
    top: Double,
    alignment: Alignment = .left,
    color: PDFColor = .black
  ) throws(PDFFontError) {
    let textWidth = try canvas.width(of: text, font: font, size: size)
    let left: Double
    switch alignment {
    case .left: left = x
    case .right: left = x + width - textWidth
    case .center: left = x + (width - textWidth) / 2
    }
    try canvas.drawText(text, font: font, size: size, x: left, y: top - size, color: color)
  }

  /// `text` broken into lines no wider than `width` (see ``PDFCanvas/wrap(_:font:size:width:)``).
  func wrap(_ text: String, font: Int, size: Double, width: Double) throws(PDFFontError) -> [String] {
    try canvas.wrap(text, font: font, size: size, width: width)
  }
}
