import Foundation
import SharedCore

/// The text a product is found by, shaped for the FTS5 index: canonical composition (so a decomposed
/// `é` folds like a precomposed one), and names and SKUs indexed as written followed by their words
/// with in-word punctuation closed up, so "tsh" finds "T-Shirt" through "tshirt".
struct ProductSearchText {
  let name: String
  let sku: String
  let barcodes: String
  let category: String
  let custom: String

  init(_ product: Product) {
    let name = Self.composed(product.name)
    self.name = Self.withClosedUpWords(name)
    sku = product.allSKUs.map(Self.withClosedUpWords).joined(separator: " ")
    barcodes = product.allBarcodes.flatMap { barcode -> [String] in
      switch barcode {
      case .gtin(let gtin): GTIN.Format.allCases.compactMap { gtin.digits(in: $0) }
      case .other(let code): [code]
      }
    }.joined(separator: " ")
    category = Self.composed(product.category ?? "")
    custom = product.customFields.values.compactMap { value -> String? in
      if case .text(let text) = value { return Self.composed(text) }
      if case .choice(let text) = value { return text }
      return nil
    }.joined(separator: " ")
  }

  /// `text` in canonical composition (NFC). ASCII text already is, and skips Foundation's
  /// normalisation, which costs microseconds a string.
  static func composed(_ text: String) -> String {
    text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
  }

  /// `text` followed by each of its words that has `-`, `.`, `'`, `/` or `_` inside, closed up:
  /// "Blue T-Shirt" → "Blue T-Shirt TShirt". Words without such punctuation are not repeated, so
  /// they count once in ranking and cost nothing more to index.
  static func withClosedUpWords(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.contains(where: isInWordPunctuation) else { return text }
    var result = text
    for word in scalars.split(whereSeparator: isWhitespace) where word.contains(where: isInWordPunctuation) {
      result.unicodeScalars.append(" ")
      result.unicodeScalars.append(contentsOf: word.lazy.filter { !isInWordPunctuation($0) })
    }
    return result
  }

  /// Unicode's White_Space property, answered without its table for ASCII.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isWhitespace }
    return scalar == " " || (0x09...0x0D).contains(scalar.value)
  }

  private static func isInWordPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "-", ".", "'", "/", "_": true
    default: false
    }
  }

  /// A sort and filter key: case, diacritics and width folded, spaces collapsed.
  static func folded(_ text: String) -> String {
    ProductDuplicateFinder.foldedName(text)
  }

  /// A private-use character (U+E000) that starts the `state` column's word and is removed from
  /// every query word, so no query word can match the `state` column.
  static let stateMarker: Unicode.Scalar = "\u{E000}"

  /// What the index's `state` column holds for an archived product; it is empty for the others.
  static let archivedState = "\u{E000}archived"

  /// An FTS5 query and the phrases it is made of, in query order (their row counts rank it).
  struct Match {
    let expression: String
    let phrases: [String]
  }

  /// An FTS5 query from what the user typed: every word must match as a prefix, in any of the
  /// columns a product is found by, in any order (`blu tsh` → `("blu"* "tsh"*)`). Unless
  /// `includeArchived`, archived products are left out in the index itself (`NOT state:…`).
  ///
  /// Words never reach the `state` column, so typing "arch" does not find every archived product:
  /// its word starts with ``stateMarker``, which query words cannot contain. That keeps the query
  /// free of a column filter, which would make FTS5 read every match's positions column by column
  /// (about a sixth of a search's time). Quotes split words, so no input is FTS5 syntax; `nil` when
  /// there are no words.
  static func match(_ query: String, includeArchived: Bool) -> Match? {
    let words = query.precomposedStringWithCanonicalMapping
      .split { $0.isWhitespace || $0 == "\"" || $0 == "-" || $0 == "*" || $0 == "(" || $0 == ")" }
      .map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != stateMarker })) }
      .filter { !$0.isEmpty }
    guard !words.isEmpty else { return nil }
    let phrases = words.map { "\"\($0)\"*" }
    let all = "(" + phrases.joined(separator: " ") + ")"
    if includeArchived { return Match(expression: all, phrases: phrases) }
    let archived = "state:\"\(archivedState)\""
    return Match(expression: "\(all) NOT \(archived)", phrases: phrases + [archived])
  }
}
