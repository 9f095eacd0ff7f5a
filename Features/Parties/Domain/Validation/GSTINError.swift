/// Why text is not a GSTIN: the first part that is wrong.
public enum GSTINError: Error, Sendable, Hashable, CustomStringConvertible {
  /// It has this many characters instead of 15.
  case length(Int)
  /// The character at `position` (1-based) is not a digit or letter A–Z.
  case character(position: Int, found: Character)
  /// The first two digits are not a GST state or territory code.
  case stateCode(String)
  /// Characters 3–12 are not a PAN.
  case pan(PANError)
  /// Character 13, the entity number, is `0` (it counts from 1).
  case entityNumber(Character)
  /// Character 14 is not one registrations use (`Z`, `C`, `D`, `1`–`9` or another letter `A`–`J`).
  case fourteenthCharacter(Character)
  /// Character 15 does not match the check computed from the other 14.
  case checkCharacter(expected: Character, found: Character)

  /// The part that failed, for a form field: `"state code"`, `"PAN"`, `"check character"`.
  public var part: String {
    switch self {
    case .length: "length"
    case .character: "characters"
    case .stateCode: "state code"
    case .pan: "PAN"
    case .entityNumber: "entity number"
    case .fourteenthCharacter: "14th character"
    case .checkCharacter: "check character"
    }
  }

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .length(let count): "A GSTIN has 15 characters, not \(count)."
    case .character(let position, let found):
      "Character \(position) of the GSTIN, \"\(found)\", is not a digit or letter."
    case .stateCode(let code): "\"\(code)\" is not a GST state code."
    case .pan(let error): "The PAN inside the GSTIN is wrong: \(error.description)"
    case .entityNumber: "The entity number (character 13) cannot be 0."
    case .fourteenthCharacter(let found): "Character 14 of a GSTIN is Z (or C, D, 1–9, A–J), not \"\(found)\"."
    case .checkCharacter(let expected, let found):
      "The check character is \"\(found)\" but the other characters call for \"\(expected)\"; look for a typo."
    }
  }
}
