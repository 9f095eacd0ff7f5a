import SharedCore

/// Why a TrueType font could not be read or embedded, or a text could not be set in it.
///
/// Every case names the table and the byte offset (or the character) at fault, so a damaged
/// font file is reported precisely and never crashes the engine. A feature turns it into its own
/// public error.
package enum PDFFontError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bundled font resource is missing from the module's bundle.
  case resourceMissing(String)
  /// The file is not a TrueType font with `glyf` outlines (for example a CFF-based OpenType font).
  case unsupportedFormat(String)
  /// A required table is absent.
  case missingTable(String)
  /// A read ran past the end of the file or of a table.
  case truncated(table: String, offset: Int, needed: Int)
  /// A value in a table is out of range or inconsistent with another table.
  case malformed(table: String, offset: Int, reason: String)
  /// The text contains a character the font has no glyph for.
  case unsupportedCharacter(Unicode.Scalar, text: String)
  /// The platform's shaping engine could not load a font or shape a text.
  case shapingFailed(TextShapingError)

  /// A sentence describing the problem and where it is.
  package var description: String {
    switch self {
    case .resourceMissing(let name): "font resource \(name) is missing from the bundle"
    case .unsupportedFormat(let reason): "unsupported font format: \(reason)"
    case .missingTable(let tag): "font has no '\(tag)' table"
    case .truncated(let table, let offset, let needed):
      "font table '\(table)' is truncated: \(needed) bytes needed at offset \(offset)"
    case .malformed(let table, let offset, let reason): "font table '\(table)' at offset \(offset): \(reason)"
    case .unsupportedCharacter(let scalar, let text):
      "the font has no glyph for U+\(String(scalar.value, radix: 16, uppercase: true)) in \"\(text)\""
    case .shapingFailed(let error): "\(error)"
    }
  }
}
