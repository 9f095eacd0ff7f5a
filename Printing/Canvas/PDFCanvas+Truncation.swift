extension PDFCanvas {
  /// The ellipsis that ends a truncated text.
  package static let ellipsis = "…"

  /// `text` as it fits on one line `width` points wide: unchanged when it fits, otherwise cut between
  /// two characters (never inside a grapheme cluster, so a conjunct stays whole) and ended with "…";
  /// empty when not even the ellipsis fits.
  package func truncate(_ text: String, font: Int, size: Double, width: Double) throws(PDFFontError) -> String {
    if try self.width(of: text, font: font, size: size) <= width { return text }
    guard try self.width(of: Self.ellipsis, font: font, size: size) <= width else { return "" }
    let characters = Array(text)
    // The longest prefix that fits with the ellipsis: a binary search, then a step back in case
    // shaping (kerning, a conjunct formed across the cut) made widths not grow with every character.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if try self.width(of: Self.shortened(characters, to: middle), font: font, size: size) <= width {
        low = middle
      } else {
        high = middle - 1
      }
    }
    while low > 0, try self.width(of: Self.shortened(characters, to: low), font: font, size: size) > width {
      low -= 1
    }
    return Self.shortened(characters, to: low)
  }

  /// The first `count` characters without trailing spaces, then the ellipsis.
  private static func shortened(_ characters: [Character], to count: Int) -> String {
    var prefix = characters.prefix(count)
    while prefix.last?.isWhitespace == true { prefix.removeLast() }
    return String(prefix) + ellipsis
  }
}
