extension PDFCanvas {
  /// `text` broken into lines no wider than `width`: at line breaks (`\n`, `\r\n`, `\r`), then between
  /// words, and inside a word only when the word alone is too wide. Tabs count as spaces.
  package func wrap(_ text: String, font: Int, size: Double, width: Double) throws(PDFFontError) -> [String] {
    var lines: [String] = []
    let paragraphs = String(text.map { $0 == "\t" ? " " : $0 })
      .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for paragraph in paragraphs {
      var current = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if try self.width(of: candidate, font: font, size: size) <= width {
          current = candidate
          continue
        }
        if !current.isEmpty { lines.append(current) }
        current = ""
        for character in word {
          let next = current + String(character)
          if !current.isEmpty, try self.width(of: next, font: font, size: size) > width {
            lines.append(current)
            current = String(character)
          } else {
            current = next
          }
        }
      }
      lines.append(current)
    }
    return lines
  }
}
