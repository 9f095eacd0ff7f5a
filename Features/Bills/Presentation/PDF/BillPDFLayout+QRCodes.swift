import SharedPrinting

extension BillPDFLayout {
  /// The UPI code's side: version 7–10 symbols, about two points a module.
  private static let paymentCodeSize = 92.0
  /// The e-invoice code's side: the IRP's signed QR codes are versions 20–30, so a larger square keeps
  /// each module near a point, as the IRP's own prints do.
  private static let eInvoiceCodeSize = 132.0

  /// The "scan to pay" UPI code on the left and the IRP's signed QR code on the right, each with its
  /// caption under it, kept together on one page.
  mutating func drawQRCodes() throws(PDFFontError) {
    let blocks = [invoice.paymentQRCode, invoice.eInvoiceQRCode]
    guard blocks.contains(where: { $0 != nil }) else { return }
    let captionWidth = Self.contentWidth / 2 - 8
    var captions: [[String]] = []
    for block in blocks {
      var lines: [String] = []
      for line in block?.caption ?? [] { lines += try wrap(line, font: Self.regular, size: 7.5, width: captionWidth) }
      captions.append(lines)
    }
    let sizes = [Self.paymentCodeSize, Self.eInvoiceCodeSize]
    var height = 0.0
    for (index, block) in blocks.enumerated() where block != nil {
      height = max(height, sizes[index] + Double(captions[index].count) * 7.5 * 1.32)
    }
    try ensureSpace(height + 6)
    let blockTop = top
    for (index, block) in blocks.enumerated() {
      guard let block else { continue }
      let size = sizes[index]
      let x = index == 0 ? Self.margin : Self.margin + Self.contentWidth - size
      canvas.drawQRCode(block.code, x: x, y: blockTop - size, size: size)
      var lineTop = blockTop - size
      for line in captions[index] {
        try drawText(
          line, font: Self.regular, size: 7.5, x: index == 0 ? x : Self.margin + Self.contentWidth / 2 + 8,
          width: index == 0 ? captionWidth : captionWidth, top: lineTop, alignment: index == 0 ? .left : .right)
        lineTop -= 7.5 * 1.32
      }
    }
    top = blockTop - height - 6
  }
}
