import Foundation
import SharedCore

/// The text a product is found by, shaped for the FTS5 index: canonical composition (so a decomposed
/// `é` folds like a precomposed one), and names indexed twice, as written and with in-word
/// punctuation removed, so "tsh" finds "T-Shirt" through "tshirt".
struct ProductSearchText {
  let name: String
  let sku: String
  let barcodes: String
  let category: String
  let custom: String

  init(_ product: Product) {
    let name = Self.composed(product.name)
    self.name = name + " " + Self.joined(name)
    let skus = ([product.sku] + product.variants.map(\.sku)).compactMap { $0 }
    sku = skus.map { $0 + " " + Self.joined($0) }.joined(separator: " ")
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

  /// Words with `-`, `.`, `'`, `/` and `_` inside them closed up: "T-Shirt" → "TShirt".
  static func joined(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !"-.'/_".unicodeScalars.contains($0) })
    return String(scalars)
  }

  /// A sort and filter key: case, diacritics and width folded, spaces collapsed.
  static func folded(_ text: String) -> String {
    ProductDuplicateFinder.foldedName(text)
  }

  /// What the index's `state` column holds for an archived product; it is empty for the others.
  static let archivedState = "archived"

  /// An FTS5 query from what the user typed: every word must match as a prefix, in any of the
  /// columns a product is found by, in any order (`blu tsh` → `{name sku barcodes category custom}:
  /// ("blu"* "tsh"*)`). Words never reach the `state` column, so typing "arch" does not find every
  /// archived product; unless `includeArchived`, archived products are left out in the index itself
  /// (`NOT state:"archived"`). Quotes split words, so no input is FTS5 syntax; `nil` when there are
  /// no words.
  static func matchExpression(_ query: String, includeArchived: Bool) -> String? {
    let words = query.precomposedStringWithCanonicalMapping
      .split { $0.isWhitespace || $0 == "\"" || $0 == "-" || $0 == "*" || $0 == "(" || $0 == ")" }
    guard !words.isEmpty else { return nil }
    let phrases = words.map { "\"\(String($0))\"*" }.joined(separator: " ")
    let match = "{name sku barcodes category custom}: (\(phrases))"
    return includeArchived ? match : "\(match) NOT state:\"\(archivedState)\""
  }
}
