import SharedCore

/// The live `PrintableTextCheck`: a character prints when one of the fonts bundled with the
/// renderer (Noto Sans and the Noto Sans family of each Indian script) has a glyph for it.
/// `BillsModule` registers it for the product and party forms.
public struct BillFontCoverage: PrintableTextCheck {
  /// Creates the check.
  public init() {}

  /// The characters of `text` no bundled font has, each once, in order.
  public func unprintableCharacters(in text: String) -> [Unicode.Scalar] {
    BillPDFRenderer.unprintableCharacters(in: text)
  }
}
