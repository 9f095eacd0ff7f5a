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
    "(\(ai))" + (value.contains("(") ? value.replacingOccurrences(of: "(", with: "\\(") : value)
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: Character, with replacement: String) -> String {
    var result = ""
    for character in self { if character == target { result += replacement } else { result.append(character) } }
    return result
  }
}
