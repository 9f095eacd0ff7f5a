/// Tells which characters of a text the app's printed documents cannot show.
///
/// Forms ask it when a name is saved, so a product or party named in a script no printing font
/// covers gets a warning then, not a failed invoice later. BillsFeature's module registers the live
/// check over the fonts its PDFs embed; tests use ``FixedPrintableTextCheck`` or their own.
public protocol PrintableTextCheck: Sendable {
  /// The characters of `text` that cannot be printed, each once, in order; empty when all can.
  func unprintableCharacters(in text: String) -> [Unicode.Scalar]
}

extension PrintableTextCheck {
  /// A warning for `text`, or `nil` when every character prints: "北京 cannot be printed on
  /// invoices: no font has 北 (U+5317), 京 (U+4EAC)."
  public func warning(for text: String) -> String? {
    let missing = unprintableCharacters(in: text)
    guard !missing.isEmpty else { return nil }
    let listed = missing.prefix(5).map { scalar in
      "\(scalar) (U+\(String(scalar.value, radix: 16, uppercase: true)))"
    }
    let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
    return "\"\(text)\" cannot be printed on invoices: no font has \(listed.joined(separator: ", "))\(more)."
  }
}
