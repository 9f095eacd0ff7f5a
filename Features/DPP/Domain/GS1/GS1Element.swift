/// One GS1 element: an Application Identifier and its (decoded) value, e.g. `(10)ABC123`.
public struct GS1Element: Sendable, Hashable {
  /// The AI, two to four digits.
  public let ai: String
  /// The value, unescaped.
  public let value: String

  /// Creates an element; no validation happens here (see ``GS1ElementString`` and ``DigitalLink``).
  public init(ai: String, value: String) {
    self.ai = ai
    self.value = value
  }

  /// The bracketed form `(AI)value`, with `(` in the value escaped as `\(` as GS1 does.
  public var bracketed: String {
    var text = "(" + ai + ")"
    for character in value {
      if character == "(" { text += "\\" }
      text.append(character)
    }
    return text
  }
}
