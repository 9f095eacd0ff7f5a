/// Trimming without Foundation's bridging: `trimmingCharacters(in:)` converts the text to UTF-16 and
/// back even when there is nothing to trim, and costs microseconds a call in a CSV import's loop.
extension StringProtocol {
  /// The text without leading and trailing spaces and tabs: the characters
  /// `trimmingCharacters(in: .whitespaces)` removes (tab, Unicode's space separators, and the zero
  /// width space U+200B, which CoreFoundation counts as one).
  package func trimmingWhitespace() -> String {
    trimming(where: Self.isWhitespace)
  }

  /// The text without leading and trailing spaces, tabs and line breaks: the characters
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` removes.
  package func trimmingWhitespaceAndNewlines() -> String {
    trimming { Self.isWhitespace($0) || Self.isNewline($0) }
  }

  private func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    // Most text starts and ends with a printable ASCII character, which nothing here trims: keep
    // it whole without walking its scalars.
    let scalars = unicodeScalars
    guard let firstScalar = scalars.first, let lastScalar = scalars.last else { return "" }
    if (0x21..<0x7F).contains(firstScalar.value), (0x21..<0x7F).contains(lastScalar.value) { return String(self) }
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(self) }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  /// U+0009, U+0020, U+00A0, U+1680, U+2000–U+200B, U+202F, U+205F and U+3000, as CoreFoundation's
  /// `CharacterSet.whitespaces`.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// U+000A–U+000D, U+0085, U+2028 and U+2029, as Foundation's `CharacterSet.newlines`.
  private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
