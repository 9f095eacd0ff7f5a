import SharedCore

#if !canImport(CoreText) && !canImport(CHarfBuzz)
  #error("SystemTextShaper needs Core Text (Apple platforms) or HarfBuzz (libharfbuzz-dev on Linux)")
#endif

/// The operating system's text shaper: Core Text on Apple platforms, HarfBuzz on Linux.
///
/// Both apply a font's OpenType layout rules, so Indian scripts come out with their conjuncts,
/// reordered vowel signs and reph as a reader expects. `PlatformModule` registers it as the
/// container's `TextShaper`.
///
/// ```swift
/// let shaper = SystemTextShaper()
/// let font = try shaper.load(font: fontBytes)
/// let glyphs = try font.shape("बासमती", script: .devanagari, language: "hi")
/// ```
public struct SystemTextShaper: TextShaper {
  /// Creates the shaper.
  public init() {}

  /// Loads `bytes` (a TrueType or OpenType font file) into the platform's engine.
  public func load(font bytes: [UInt8]) throws(TextShapingError) -> any ShapingFont {
    #if canImport(CoreText)
      try CoreTextShapingFont(bytes: bytes)
    #else
      try HarfBuzzShapingFont(bytes: bytes)
    #endif
  }
}
