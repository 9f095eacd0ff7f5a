import SharedCore

/// Why text is not a GSTIN: the first part that is wrong, and where.
public enum GSTINError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What a position must hold.
  public enum Expected: Sendable, Hashable {
    /// A digit 0–9.
    case digit
    /// A letter A–Z.
    case letter
    /// A digit or a letter A–Z.
    case letterOrDigit
  }

  /// It has this many characters instead of 15.
  case length(Int)
  /// The character at `position` (1-based) is not what the position holds.
  case character(position: Int, found: Character, expected: Expected)
  /// Characters 1–2 are not the state code of a registration (on the date asked about).
  case stateCode(GSTStateCodeError)
  /// A state code this kind of registration does not use: `99` belongs to OIDAR registrations only,
  /// and they have no other.
  case stateCodeNotForKind(GSTStateCode, GSTINKind)
  /// Characters 3–12 are not a PAN.
  case pan(PANError)
  /// Characters 3–12 are not a TAN.
  case tan(TANError)
  /// Character 13, the entity number, is `0` (it counts from 1).
  case entityNumber(Character)
  /// Character 14 is not one registrations use.
  case fourteenthCharacter(Character)
  /// Character 15 does not match the check computed from the other 14.
  case checkCharacter(expected: Character, found: Character)

  /// The first position at fault (1-based), or `nil` for a wrong length.
  public var position: Int? {
    switch self {
    case .length: nil
    case .character(let position, _, _): position
    case .stateCode, .stateCodeNotForKind: 1
    case .pan(.character(let position, _, _)), .tan(.character(let position, _, _)): position + 2
    case .pan(.entityType): 6
    case .pan, .tan: 3
    case .entityNumber: 13
    case .fourteenthCharacter: 14
    case .checkCharacter: 15
    }
  }

  /// The part that failed, for a form field: `"state code"`, `"PAN"`, `"check character"`.
  public var part: String {
    switch self {
    case .length: "length"
    case .character: "characters"
    case .stateCode, .stateCodeNotForKind: "state code"
    case .pan: "PAN"
    case .tan: "TAN"
    case .entityNumber: "entity number"
    case .fourteenthCharacter: "14th character"
    case .checkCharacter: "check character"
    }
  }

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .length(let count): "A GSTIN has 15 characters, not \(count)."
    case .character(let position, let found, let expected):
      "Character \(position) of the GSTIN, \"\(found)\", is not \(Self.text(expected))."
    case .stateCode(let error): "The GSTIN's state code is wrong: \(error.description)"
    case .stateCodeNotForKind(let state, .onlineServicesFromAbroad):
      "An OIDAR registration has state code 99 (Centre Jurisdiction), not \(state.code)."
    case .stateCodeNotForKind(let state, let kind):
      "State code \(state.code) (\(state.name)) belongs to OIDAR registrations only, not to \(kind.label)."
    case .pan(let error): "The PAN inside the GSTIN is wrong: \(error.description)"
    case .tan(let error): "The TAN inside the GSTIN is wrong: \(error.description)"
    case .entityNumber: "The entity number (character 13) cannot be 0."
    case .fourteenthCharacter(let found):
      "Character 14 of a GSTIN is Z (or 1–9, A, B, E–J) for a regular registration, D for a TDS deductor and "
        + "C for an e-commerce operator, not \"\(found)\"."
    case .checkCharacter(let expected, let found):
      "The check character is \"\(found)\" but the other characters call for \"\(expected)\"; look for a typo."
    }
  }

  private static func text(_ expected: Expected) -> String {
    switch expected {
    case .digit: "a digit"
    case .letter: "a letter"
    case .letterOrDigit: "a digit or letter"
    }
  }
}
