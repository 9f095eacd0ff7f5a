import SharedPrinting

extension BillPDFLayout {
  private static let padding = 6.0
  private static let logoWidth = 120.0
  private static let logoHeight = 40.0

  /// The title, the seller beside the invoice number and details, then Bill To beside Ship To.
  mutating func drawHeader() throws(PDFFontError) {
    let titleSize = 15.0
    var titleHeight = titleSize + 10
    if let logo = invoice.logo {
      let box = PDFRectangle(x: Self.margin, y: top - Self.logoHeight, width: Self.logoWidth, height: Self.logoHeight)
      canvas.drawImage(logo.image, in: box, alignment: .left)
      titleHeight = max(titleHeight, Self.logoHeight + 8)
    }
    try drawText(
      invoice.title, font: Self.bold, size: titleSize, x: Self.margin, width: Self.contentWidth, top: top,
      alignment: .center)
    if let copyLabel = invoice.copyLabel {
      try drawText(
        copyLabel, font: Self.regular, size: 7.5, x: Self.margin, width: Self.contentWidth, top: top - 5,
        alignment: .right, color: Self.labelColor)
    }
    top -= titleHeight
    try drawSellerAndDetails()
    top -= 8
    try drawBuyerAndShipTo()
    top -= 10
  }

  private mutating func drawSellerAndDetails() throws(PDFFontError) {
    let leftWidth = (Self.contentWidth * 0.56).rounded()
    let rightWidth = Self.contentWidth - leftWidth
    let seller = try partyLines(invoice.seller, nameSize: 11.5, width: leftWidth - 2 * Self.padding)
    let details = [
      BillPDFTextLine(label: nil, text: invoice.labels.invoiceNumber, font: Self.regular, size: 7.5),
      BillPDFTextLine(label: nil, text: invoice.number, font: Self.bold, size: 11.5),
    ]
    let detailRows = try fieldRows(invoice.details, size: 8.5, width: rightWidth - 2 * Self.padding)
    let height = max(blockHeight(seller), blockHeight(details) + 4 + detailRows.height) + 2 * Self.padding
    try ensureSpace(height)
    let boxTop = top
    canvas.drawRectangle(
      x: Self.margin, y: boxTop - height, width: Self.contentWidth, height: height,
      stroke: Self.ruleColor)
    canvas.drawLine(
      x1: Self.margin + leftWidth, y1: boxTop, x2: Self.margin + leftWidth, y2: boxTop - height,
      color: Self.ruleColor)
    try drawBlock(seller, x: Self.margin + Self.padding, top: boxTop - Self.padding)
    let rightX = Self.margin + leftWidth + Self.padding
    var rightTop = boxTop - Self.padding
    for line in details {
      try drawText(
        line.text, font: line.font, size: line.size, x: rightX, width: rightWidth, top: rightTop,
        color: line.size < 8 ? Self.labelColor : .black)
      rightTop -= line.height
    }
    try drawFieldRows(detailRows, x: rightX, top: rightTop - 4, width: rightWidth - 2 * Self.padding)
    top = boxTop - height
  }

  private mutating func drawBuyerAndShipTo() throws(PDFFontError) {
    let halfWidth = Self.contentWidth / 2
    let textWidth = halfWidth - 2 * Self.padding
    let buyer = try partyLines(invoice.buyer, nameSize: 9.5, width: textWidth)
    let shipTo =
      try invoice.shipTo.map { party throws(PDFFontError) in
        try partyLines(party, nameSize: 9.5, width: textWidth)
      } ?? [BillPDFTextLine(label: nil, text: invoice.labels.sameAsBillTo, font: Self.regular, size: 8.5)]
    let headingHeight = 14.0
    let height = headingHeight + max(blockHeight(buyer), blockHeight(shipTo)) + 2 * Self.padding
    try ensureSpace(height)
    let boxTop = top
    canvas.drawRectangle(
      x: Self.margin, y: boxTop - headingHeight, width: Self.contentWidth, height: headingHeight,
      fill: Self.shadeColor)
    canvas.drawRectangle(
      x: Self.margin, y: boxTop - height, width: Self.contentWidth, height: height,
      stroke: Self.ruleColor)
    canvas.drawLine(
      x1: Self.margin + halfWidth, y1: boxTop, x2: Self.margin + halfWidth, y2: boxTop - height,
      color: Self.ruleColor)
    canvas.drawLine(
      x1: Self.margin, y1: boxTop - headingHeight, x2: Self.margin + Self.contentWidth,
      y2: boxTop - headingHeight, color: Self.ruleColor)
    for (index, title) in [invoice.labels.billTo, invoice.labels.shipTo].enumerated() {
      try drawText(
        title, font: Self.bold, size: 8, x: Self.margin + Double(index) * halfWidth + Self.padding,
        width: textWidth, top: boxTop - 3.5)
    }
    try drawBlock(buyer, x: Self.margin + Self.padding, top: boxTop - headingHeight - Self.padding)
    try drawBlock(shipTo, x: Self.margin + halfWidth + Self.padding, top: boxTop - headingHeight - Self.padding)
    top = boxTop - height
  }

  // MARK: - Blocks

  /// A party's name, address, GSTIN, state and contact lines, wrapped to `width`.
  func partyLines(_ party: BillPDFInvoice.Party, nameSize: Double, width: Double) throws(PDFFontError)
    -> [BillPDFTextLine]
  {
    var lines: [BillPDFTextLine] = []
    for text in try wrap(party.name, font: Self.bold, size: nameSize, width: width) {
      lines.append(BillPDFTextLine(label: nil, text: text, font: Self.bold, size: nameSize))
    }
    let size = 8.5
    for address in party.addressLines {
      for text in try wrap(address, font: Self.regular, size: size, width: width) {
        lines.append(BillPDFTextLine(label: nil, text: text, font: Self.regular, size: size))
      }
    }
    if let gstin = party.gstin {
      lines += try labelledLines([.init(invoice.labels.gstin, gstin)], size: size, width: width, font: Self.bold)
    }
    if let state = party.state {
      lines += try labelledLines([.init(invoice.labels.state, state)], size: size, width: width)
    }
    for contact in party.contactLines {
      for text in try wrap(contact, font: Self.regular, size: size, width: width) {
        lines.append(BillPDFTextLine(label: nil, text: text, font: Self.regular, size: size))
      }
    }
    return lines
  }

  func blockHeight(_ lines: [BillPDFTextLine]) -> Double {
    lines.reduce(0) { $0 + $1.height }
  }

  /// Draws `lines` from `top` down, each label in grey before its text.
  mutating func drawBlock(_ lines: [BillPDFTextLine], x: Double, top: Double) throws(PDFFontError) {
    var lineTop = top
    for line in lines {
      var textX = x + line.indent
      if let label = line.label {
        let labelText = label + ": "
        try canvas.drawText(
          labelText, font: Self.regular, size: line.size, x: x, y: lineTop - line.size,
          color: Self.labelColor)
        textX += try canvas.width(of: labelText, font: Self.regular, size: line.size)
      }
      try canvas.drawText(line.text, font: line.font, size: line.size, x: textX, y: lineTop - line.size)
      lineTop -= line.height
    }
  }

  /// Label–value rows: the label on the left, the value right-aligned and wrapped beside it.
  func fieldRows(
    _ fields: [BillPDFInvoice.Field],
    size: Double,
    width: Double
  ) throws(PDFFontError) -> (rows: [(label: String, values: [String])], height: Double) {
    var rows: [(label: String, values: [String])] = []
    var height = 0.0
    for field in fields {
      let labelWidth = try canvas.width(of: field.label, font: Self.regular, size: size)
      let values = try wrap(field.value, font: Self.regular, size: size, width: max(width - labelWidth - 8, width / 3))
      rows.append((field.label, values))
      height += Double(values.count) * size * 1.32
    }
    return (rows, height)
  }

  /// Draws rows made by ``fieldRows(_:size:width:)`` at 8.5 points.
  mutating func drawFieldRows(
    _ fields: (rows: [(label: String, values: [String])], height: Double),
    x: Double,
    top: Double,
    width: Double,
    size: Double = 8.5
  ) throws(PDFFontError) {
    var lineTop = top
    for row in fields.rows {
      try drawText(row.label, font: Self.regular, size: size, x: x, width: width, top: lineTop, color: Self.labelColor)
      for value in row.values {
        try drawText(value, font: Self.regular, size: size, x: x, width: width, top: lineTop, alignment: .right)
        lineTop -= size * 1.32
      }
    }
  }
}
