import SharedCore
import SharedPrinting

/// Lays an invoice out as a counter receipt on one narrow page whose height fits the content: the
/// seller, the title and details, the buyer, each item with its quantity, rate, tax rate and amount,
/// the totals, the amount in words, the UPI and e-invoice codes, the terms and the signatory line.
struct BillReceiptLayout {
  static let regular = 0
  static let bold = 1
  /// The tallest page PDF viewers accept (ISO 32000-1, Annex C: 14,400 units).
  static let tallestPage = 14_400.0

  let invoice: BillPDFInvoice
  let paper: BillReceiptPaper
  var canvas: PDFCanvas
  /// The top of the free space, in points from the bottom of the page.
  private var top: Double
  private var size: Double { paper.textSize }
  private var left: Double { paper.margin }
  private var width: Double { paper.pointsWide - 2 * paper.margin }

  init(invoice: BillPDFInvoice, paper: BillReceiptPaper, setter: PDFTextSetter, pageHeight: Double) {
    self.invoice = invoice
    self.paper = paper
    canvas = PDFCanvas(pageWidth: paper.pointsWide, pageHeight: pageHeight, setter: setter)
    top = pageHeight - paper.margin
  }

  /// The receipt laid out from the top of the tallest page, then cut to the height it took.
  static func canvas(for invoice: BillPDFInvoice, paper: BillReceiptPaper, setter: PDFTextSetter)
    throws(PDFFontError) -> PDFCanvas
  {
    var layout = BillReceiptLayout(invoice: invoice, paper: paper, setter: setter, pageHeight: tallestPage)
    try layout.layout()
    layout.canvas.cropHeight(to: min(tallestPage, tallestPage - layout.top + paper.margin))
    return layout.canvas
  }

  /// Draws every part from the top down.
  mutating func layout() throws(PDFFontError) {
    canvas.addPage()
    let labels = invoice.labels
    try lines(invoice.seller.name, font: Self.bold, size: size + 2, alignment: .center)
    for line in invoice.seller.addressLines + invoice.seller.contactLines { try lines(line, alignment: .center) }
    if let gstin = invoice.seller.gstin { try lines("\(labels.gstin): \(gstin)", alignment: .center) }
    rule()
    try lines(invoice.title, font: Self.bold, size: size + 1, alignment: .center)
    if let copy = invoice.copyLabel { try lines(copy, alignment: .center) }
    try pair(labels.invoiceNumber, invoice.number)
    for field in invoice.details { try pair(field.label, field.value) }
    try lines("\(labels.billTo): \(invoice.buyer.name)")
    if let gstin = invoice.buyer.gstin { try lines("\(labels.gstin): \(gstin)") }
    rule()
    for line in invoice.lines {
      try lines("\(line.serial). \(line.description)")
      try pair(invoice.receiptItem(line, times: "×", minus: "−"), line.amount, valueFont: Self.regular)
    }
    rule()
    for row in invoice.totals {
      try pair(
        row.label, row.value, labelFont: row.isEmphasized ? Self.bold : Self.regular,
        valueFont: row.isEmphasized ? Self.bold : Self.regular)
    }
    if !invoice.amountInWords.isEmpty { try lines(invoice.amountInWords) }
    for block in [invoice.paymentQRCode, invoice.eInvoiceQRCode].compactMap(\.self) {
      rule()
      let side = min(width, block.code.size > 57 ? width : 120)
      canvas.drawQRCode(block.code, x: left + (width - side) / 2, y: top - side, size: side)
      top -= side
      for line in block.caption { try lines(line, alignment: .center) }
    }
    if !invoice.terms.isEmpty {
      rule()
      for term in invoice.terms { try lines(term, alignment: .center) }
    }
    rule()
    try lines(labels.signedFor(invoice.seller.name), alignment: .center)
  }

  private enum Alignment {
    case left
    case center
  }

  /// `text` wrapped to the width, each line drawn and `top` moved below it.
  private mutating func lines(
    _ text: String, font: Int = Self.regular, size: Double? = nil, alignment: Alignment = .left
  ) throws(PDFFontError) {
    let size = size ?? self.size
    for line in try canvas.wrap(text, font: font, size: size, width: width) {
      let lineWidth = try canvas.width(of: line, font: font, size: size)
      let x = alignment == .center ? left + (width - lineWidth) / 2 : left
      try canvas.drawText(line, font: font, size: size, x: x, y: top - size)
      top -= size * 1.3
    }
  }

  /// A label on the left and its value against the right edge; a value too long for the line's
  /// remainder goes on lines of its own, right-aligned.
  private mutating func pair(
    _ label: String, _ value: String, labelFont: Int = Self.regular, valueFont: Int = Self.bold
  ) throws(PDFFontError) {
    let valueWidth = try canvas.width(of: value, font: valueFont, size: size)
    let labelLines = try canvas.wrap(label, font: labelFont, size: size, width: max(width - valueWidth - 6, width / 2))
    for (index, line) in labelLines.enumerated() {
      try canvas.drawText(line, font: labelFont, size: size, x: left, y: top - size)
      if index < labelLines.count - 1 { top -= size * 1.3 }
    }
    if valueWidth <= width - (try canvas.width(of: labelLines.last ?? "", font: labelFont, size: size)) - 6 {
      try canvas.drawText(value, font: valueFont, size: size, x: left + width - valueWidth, y: top - size)
      top -= size * 1.3
      return
    }
    top -= size * 1.3
    for line in try canvas.wrap(value, font: valueFont, size: size, width: width) {
      let lineWidth = try canvas.width(of: line, font: valueFont, size: size)
      try canvas.drawText(line, font: valueFont, size: size, x: left + width - lineWidth, y: top - size)
      top -= size * 1.3
    }
  }

  /// A dashed rule across the printable width.
  private mutating func rule() {
    top -= 2
    var x = left
    while x < left + width {
      canvas.drawLine(x1: x, y1: top, x2: min(x + 3, left + width), y2: top, width: 0.5)
      x += 5
    }
    top -= 4
  }
}
