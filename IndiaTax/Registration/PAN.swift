import SharedCore

/// An Indian Permanent Account Number: five letters, four digits and a letter, `AAPFU0939F`. The
/// fourth letter says who holds it (``PANEntityType``); the fifth is the initial of the holder's name
/// (of the surname, for an individual).
///
/// ```swift
/// let pan = try PAN("aapfu0939f")   // "AAPFU0939F"
/// pan.entityType                    // .firm
/// try PAN("AAPXU0939F")              // PANError.entityType("X")
/// ```
public struct PAN: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The ten characters, uppercase.
  public let value: String
  /// Who holds it.
  public let entityType: PANEntityType

  /// Reads a PAN; lowercase letters and surrounding spaces are accepted.
  /// - Throws: ``PANError`` naming the first character that is wrong.
  public init(_ text: String) throws(PANError) {
    let value = text.trimmingWhitespace().uppercased()
    let characters = Array(value)
    guard characters.count == 10 else { throw .length(characters.count) }
    for (index, character) in characters.enumerated() {
      let wantsDigit = (5...8).contains(index)
      guard wantsDigit ? character.isASCIIDigit : character.isASCIIUppercaseLetter else {
        throw .character(position: index + 1, found: character, expected: wantsDigit ? .digit : .letter)
      }
    }
    guard let entityType = PANEntityType(rawValue: characters[3]) else { throw .entityType(characters[3]) }
    self.value = value
    self.entityType = entityType
  }

  /// The ten characters.
  public var description: String { value }

  /// Decodes the text form.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try PAN($0) }
  }

  /// Encodes ``value``.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(value)
  }
}
