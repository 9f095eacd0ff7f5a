/// An invoice as plain text for receipt printers that take text (ESC/POS in text mode): fixed-width
/// lines of ``BillReceiptPaper/charactersPerLine`` characters, values right-aligned, dashed rules.
///
/// Widths count characters as a reader sees them (grapheme clusters), so a conjunct or a letter with
/// its vowel sign counts once. Codes cannot be drawn in text: the UPI payee's address is printed
/// instead, and the IRN.
public enum BillReceiptText {
  /// The receipt, lines separated by `"\n"`, ending with a newline.
  public static func text(for invoice: BillPDFInvoice, paper: BillReceiptPaper) -> String {
    let width = paper.charactersPerLine
    var lines: [String] = []
    let labels = invoice.labels
    let rule = String(repeating: "-", count: width)
    lines += centered(invoice.seller.name, width)
    for line in invoice.seller.addressLines + invoice.seller.contactLines { lines += centered(line, width) }
    if let gstin = invoice.seller.gstin { lines += centered("\(labels.gstin): \(gstin)", width) }
    lines.append(rule)
    lines += centered(invoice.title, width)
    if let copy = invoice.copyLabel { lines += centered(copy, width) }
    lines += pair(labels.invoiceNumber, invoice.number, width)
    for field in invoice.details { lines += pair(field.label, field.value, width) }
    lines += wrapped("\(labels.billTo): \(invoice.buyer.name)", width)
    if let gstin = invoice.buyer.gstin { lines += wrapped("\(labels.gstin): \(gstin)", width) }
    lines.append(rule)
    for line in invoice.lines {
      lines += wrapped("\(line.serial). \(line.description)", width)
      lines += pair(invoice.receiptItem(line, times: "x", minus: "-"), line.amount, width)
    }
    lines.append(rule)
    for row in invoice.totals { lines += pair(row.label, row.value, width) }
    if !invoice.amountInWords.isEmpty { lines += wrapped(invoice.amountInWords, width) }
    if let payment = invoice.paymentQRCode {
      lines.append(rule)
      for line in payment.caption { lines += centered(line, width) }
    }
    if !invoice.terms.isEmpty {
      lines.append(rule)
      for term in invoice.terms { lines += centered(term, width) }
    }
    lines.append(rule)
    lines += centered(labels.signedFor(invoice.seller.name), width)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word is cut).
  static func wrapped(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        while word.count > width {
          if !current.isEmpty {
            lines.append(current)
            current = ""
          }
          lines.append(String(word.prefix(width)))
          word = word.dropFirst(width)
        }
        if current.isEmpty {
          current = String(word)
        } else if current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          lines.append(current)
          current = String(word)
        }
      }
      lines.append(current)
    }
    return lines
  }

  static func centered(_ text: String, _ width: Int) -> [String] {
    wrapped(text, width).map { line in String(repeating: " ", count: max(0, (width - line.count) / 2)) + line }
  }

  /// `label` and `value` on one line, the value against the right edge; when both do not fit, the
  /// label's lines then the value right-aligned on its own.
  static func pair(_ label: String, _ value: String, _ width: Int) -> [String] {
    if label.count + 1 + value.count <= width {
      return [label + String(repeating: " ", count: width - label.count - value.count) + value]
    }
    return wrapped(label, width)
      + wrapped(value, width).map { String(repeating: " ", count: max(0, width - $0.count)) + $0 }
  }
}
