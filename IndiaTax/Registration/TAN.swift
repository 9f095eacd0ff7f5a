import SharedCore

/// An Indian Tax Deduction and Collection Account Number: four letters (the first three the
/// jurisdiction's city code, the fourth the deductor's initial), five digits and a letter,
/// `MUMA12345B`. GSTN registers tax deductors (TDS) and some government departments on it.
///
/// ```swift
/// let tan = try TAN("mumA12345b")   // "MUMA12345B"
/// try TAN("MUM112345B")              // TANError.character(position: 4, found: "1", expected: .letter)
/// ```
public struct TAN: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The ten characters, uppercase.
  public let value: String

  /// Reads a TAN; lowercase letters and surrounding spaces are accepted.
  /// - Throws: ``TANError`` naming the first character that is wrong.
  public init(_ text: String) throws(TANError) {
    let value = text.trimmingWhitespace().uppercased()
    let characters = Array(value)
    guard characters.count == 10 else { throw .length(characters.count) }
    for (index, character) in characters.enumerated() {
      let wantsDigit = (4...8).contains(index)
      guard wantsDigit ? character.isASCIIDigit : character.isASCIIUppercaseLetter else {
        throw .character(position: index + 1, found: character, expected: wantsDigit ? .digit : .letter)
      }
    }
    self.value = value
  }

  /// The ten characters.
  public var description: String { value }

  /// Decodes the text form.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try TAN($0) }
  }

  /// Encodes ``value``.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(value)
  }
}
