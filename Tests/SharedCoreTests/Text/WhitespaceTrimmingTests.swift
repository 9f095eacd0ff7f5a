import Foundation
import SharedCore
import SharedTesting
import Testing

/// The package's trimming removes exactly what Foundation's `trimmingCharacters(in:)` removes.
@Suite struct WhitespaceTrimmingTests {
  @Test(arguments: [
    ("", "", ""),
    ("   ", "", ""),
    ("SKU-1", "SKU-1", "SKU-1"),
    ("  SKU-1\t", "SKU-1", "SKU-1"),
    ("\u{00A0}बासमती चावल\u{3000}", "बासमती चावल", "बासमती चावल"),
    ("\nline\r\n", "\nline\r\n", "line"),
    ("\u{2028} a \u{2029}", "\u{2028} a \u{2029}", "a"),
    ("a \u{301}", "a \u{301}", "a \u{301}"),
    (" \u{301}a", "\u{301}a", "\u{301}a"),
    ("\u{200B}zero width\u{200B}", "zero width", "zero width"),
    ("\u{FEFF}bom", "\u{FEFF}bom", "\u{FEFF}bom"),
  ])
  func trimsAsFoundationDoes(text: String, whitespace: String, withNewlines: String) {
    #expect(text.trimmingWhitespace() == whitespace)
    #expect(text.trimmingWhitespaceAndNewlines() == withNewlines)
    #expect(text.trimmingCharacters(in: .whitespaces) == whitespace)
    #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == withNewlines)
  }

  /// Seeded: strings of letters, marks, emoji and every kind of space and line break trim alike.
  @Test func agreesWithFoundationOnRandomText() {
    let pieces: [String] = [
      "a", "Z", "9", "é", "e\u{301}", "ब", "ा", "🇮🇳", "👍🏽", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}",
      "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}",
      "\u{3000}", "\u{200B}", "\u{FEFF}", "-",
    ]
    var generator = SeededGenerator(seed: 4180)
    for _ in 0..<3_000 {
      let text = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined()
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
      #expect(
        text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(text.debugDescription)")
      let sub = Substring(text)
      #expect(sub.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }
  }
}
