import SharedPrinting

extension BillPDFLayout {
  private static let totalsWidth = 220.0
  private static let signatureWidth = 190.0

  /// The amount in words and bank details on the left, the totals on the right.
  mutating func drawTotals() throws(PDFFontError) {
    let gap = 14.0
    let leftWidth = Self.contentWidth - Self.totalsWidth - gap
    var left: [BillPDFTextLine] = []
    if !invoice.amountInWords.isEmpty {
      left.append(BillPDFTextLine(label: nil, text: invoice.labels.amountInWords, font: Self.bold, size: 8))
      for text in try wrap(invoice.amountInWords, font: Self.regular, size: 8.5, width: leftWidth) {
        left.append(BillPDFTextLine(label: nil, text: text, font: Self.regular, size: 8.5))
      }
    }
    if !invoice.bankDetails.isEmpty {
      if !left.isEmpty { left.append(BillPDFTextLine(label: nil, text: "", font: Self.regular, size: 4)) }
      left.append(BillPDFTextLine(label: nil, text: invoice.labels.bankDetails, font: Self.bold, size: 8))
      left += try labelledLines(invoice.bankDetails, size: 8, width: leftWidth)
    }
    var rows: [(row: BillPDFInvoice.TotalRow, labels: [String], values: [String], size: Double)] = []
    var rightHeight = 0.0
    let inner = Self.totalsWidth - 12
    for row in invoice.totals {
      let size = row.isEmphasized ? 10.0 : 8.5
      let font = row.isEmphasized ? Self.bold : Self.regular
      let valueWidth = min(try canvas.width(of: row.value, font: font, size: size), inner * 0.6)
      let values = try wrap(row.value, font: font, size: size, width: valueWidth)
      let labels = try wrap(row.label, font: font, size: size, width: inner - valueWidth - 8)
      rows.append((row, labels, values, size))
      rightHeight += Double(max(labels.count, values.count)) * size * 1.32 + (row.isEmphasized ? 8 : 2)
    }
    let height = max(blockHeight(left), rightHeight + 4)
    guard height > 0 else { return }
    try ensureSpace(height + 10)
    top -= 10
    let blockTop = top
    try drawBlock(left, x: Self.margin, top: blockTop)
    let x = Self.margin + Self.contentWidth - Self.totalsWidth
    if !rows.isEmpty {
      canvas.drawRectangle(
        x: x, y: blockTop - rightHeight - 4, width: Self.totalsWidth, height: rightHeight + 4,
        stroke: Self.ruleColor)
    }
    var rowTop = blockTop - 4
    for (row, labels, values, size) in rows {
      let font = row.isEmphasized ? Self.bold : Self.regular
      let rowHeight = Double(max(labels.count, values.count)) * size * 1.32 + (row.isEmphasized ? 8 : 2)
      if row.isEmphasized {
        canvas.drawRectangle(
          x: x, y: rowTop - rowHeight, width: Self.totalsWidth, height: rowHeight,
          fill: Self.shadeColor)
        canvas.drawLine(x1: x, y1: rowTop, x2: x + Self.totalsWidth, y2: rowTop, color: Self.ruleColor)
      }
      let textTop = rowTop - (row.isEmphasized ? 4 : 1)
      for (index, label) in labels.enumerated() {
        try drawText(
          label, font: font, size: size, x: x + 6, width: inner, top: textTop - Double(index) * size * 1.32)
      }
      for (index, value) in values.enumerated() {
        try drawText(
          value, font: font, size: size, x: x + 6, width: inner, top: textTop - Double(index) * size * 1.32,
          alignment: .right)
      }
      rowTop -= rowHeight
    }
    top = blockTop - height - 12
  }

  /// The terms on the left and the signature block on the right; long terms continue on new pages
  /// and the signature follows them.
  mutating func drawTermsAndSignature() throws(PDFFontError) {
    let termsWidth = Self.contentWidth - Self.signatureWidth - 20
    var terms: [BillPDFTextLine] = []
    if !invoice.terms.isEmpty {
      terms.append(BillPDFTextLine(label: nil, text: invoice.labels.termsAndConditions, font: Self.bold, size: 8))
      for paragraph in invoice.terms {
        for text in try wrap(paragraph, font: Self.regular, size: 7.5, width: termsWidth) {
          terms.append(BillPDFTextLine(label: nil, text: text, font: Self.regular, size: 7.5))
        }
      }
    }
    var signature: [BillPDFTextLine] = []
    for text in try wrap(
      invoice.labels.signedFor(invoice.seller.name), font: Self.bold, size: 8.5, width: Self.signatureWidth)
    {
      signature.append(BillPDFTextLine(label: nil, text: text, font: Self.bold, size: 8.5))
    }
    let signatureHeight = blockHeight(signature) + 36 + 12
    if fits(max(blockHeight(terms), signatureHeight)) {
      let blockTop = top
      try drawBlock(terms, x: Self.margin, top: blockTop)
      try drawSignature(signature, top: blockTop)
      top = min(top, blockTop - blockHeight(terms))
      return
    }
    for line in terms {
      try ensureSpace(line.height)
      try drawBlock([line], x: Self.margin, top: top)
      top -= line.height
    }
    try ensureSpace(signatureHeight + 6)
    top -= 6
    try drawSignature(signature, top: top)
  }

  private mutating func drawSignature(_ lines: [BillPDFTextLine], top blockTop: Double) throws(PDFFontError) {
    let x = Self.margin + Self.contentWidth - Self.signatureWidth
    var lineTop = blockTop
    for line in lines {
      try drawText(
        line.text, font: line.font, size: line.size, x: x, width: Self.signatureWidth, top: lineTop,
        alignment: .center)
      lineTop -= line.height
    }
    if let signature = invoice.signature {
      let box = PDFRectangle(x: x + 20, y: lineTop - 35, width: Self.signatureWidth - 40, height: 34)
      canvas.drawImage(signature.image, in: box, alignment: .center)
    }
    lineTop -= 36
    canvas.drawLine(x1: x + 20, y1: lineTop, x2: x + Self.signatureWidth - 20, y2: lineTop, width: 0.6)
    try drawText(
      invoice.labels.authorisedSignatory, font: Self.regular, size: 8, x: x, width: Self.signatureWidth,
      top: lineTop - 3,
      alignment: .center)
    top = min(top, lineTop - 14)
  }

  /// "Label: value" lines with long values wrapped under themselves, the values in `font`.
  func labelledLines(
    _ fields: [BillPDFInvoice.Field],
    size: Double,
    width: Double,
    font: Int = Self.regular
  ) throws(PDFFontError) -> [BillPDFTextLine] {
    var lines: [BillPDFTextLine] = []
    for field in fields {
      let labelWidth = try canvas.width(of: field.label + ": ", font: Self.regular, size: size)
      guard labelWidth <= width / 2 else {
        // A label too long to share a line goes on lines of its own, the value below it.
        for text in try wrap(field.label + ":", font: Self.regular, size: size, width: width) {
          lines.append(BillPDFTextLine(label: nil, text: text, font: Self.regular, size: size))
        }
        for text in try wrap(field.value, font: font, size: size, width: width) {
          lines.append(BillPDFTextLine(label: nil, text: text, font: font, size: size))
        }
        continue
      }
      let values = try wrap(field.value, font: font, size: size, width: width - labelWidth)
      for (index, value) in values.enumerated() {
        lines.append(
          BillPDFTextLine(
            label: index == 0 ? field.label : nil, text: value, font: font, size: size,
            indent: index == 0 ? 0 : labelWidth)
        )
      }
    }
    return lines
  }
}
