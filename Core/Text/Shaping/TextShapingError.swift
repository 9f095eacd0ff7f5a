/// Why text could not be shaped.
public enum TextShapingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The shaping engine could not read the font file; the reason says what it found.
  case unreadableFont(String)
  /// The engine gave back glyphs that are not in the font, or clusters outside the text.
  case inconsistentResult(String)
  /// The engine ran out of memory for the text.
  case outOfMemory(textLength: Int)

  /// A sentence describing the problem.
  public var description: String {
    switch self {
    case .unreadableFont(let reason): "the shaping engine cannot read the font: \(reason)"
    case .inconsistentResult(let reason): "the shaping engine gave an inconsistent result: \(reason)"
    case .outOfMemory(let length): "the shaping engine ran out of memory shaping \(length) characters"
    }
  }
}
