import Foundation
import SharedCore

/// A GST identification number: 15 characters — the state code, the holder's PAN, the entity
/// number, `Z`, and a check character computed with GSTN's base-36 algorithm (`27AAPFU0939F1ZV`).
///
/// Each part is checked and the first wrong one is named, so a form can say what to fix:
///
/// ```swift
/// let gstin = try GSTIN("27AAPFU0939F1ZV")
/// gstin.state.name        // "Maharashtra"
/// gstin.pan.entityType    // .firm
/// try GSTIN("27AAPFU0939F1ZX")   // GSTINError.checkCharacter(expected: "V", found: "X")
/// ```
public struct GSTIN: Sendable, Hashable, Codable, CustomStringConvertible {
  /// How strictly the last three characters (entity number, `Z`, check character) are verified.
  public enum CheckCharacterRule: Sendable, Hashable {
    /// The check character must match (production).
    case verified
    /// Only the state code and the PAN are verified: test GSTINs from the government's sandbox (such
    /// as `02AMBPG7773M002`) break the rules of the last three characters on purpose.
    case sandbox
  }

  /// The 15 characters, uppercase.
  public let value: String
  /// The state of registration (characters 1–2).
  public let state: GSTStateCode
  /// The holder's PAN (characters 3–12).
  public let pan: PAN

  /// The entity number: the holder's registration count in the state (character 13, `1`–`9` then
  /// `A`–`Z`).
  public var entityNumber: Character { Array(value)[12] }

  /// Reads a GSTIN; lowercase letters and surrounding spaces are accepted.
  /// - Throws: ``GSTINError`` naming the first part that is wrong.
  public init(_ text: String, checkCharacter rule: CheckCharacterRule = .verified) throws(GSTINError) {
    let value = text.trimmingWhitespace().uppercased()
    let characters = Array(value)
    guard characters.count == 15 else { throw .length(characters.count) }
    if let index = characters.firstIndex(where: { Self.alphabet.firstIndex(of: $0) == nil }) {
      throw .character(position: index + 1, found: characters[index])
    }
    let stateCode = String(characters[0..<2])
    guard let state = GSTStateCode(stateCode), state.isRegistrationState else { throw .stateCode(stateCode) }
    let pan: PAN
    do { pan = try PAN(String(characters[2..<12])) } catch { throw .pan(error) }
    if rule == .verified {
      guard characters[12] != "0" else { throw .entityNumber(characters[12]) }
      guard Self.fourteenthCharacters.contains(characters[13]) else { throw .fourteenthCharacter(characters[13]) }
      let expected = Self.checkCharacter(for: characters[0..<14])
      guard characters[14] == expected else { throw .checkCharacter(expected: expected, found: characters[14]) }
    }
    self.value = value
    self.state = state
    self.pan = pan
  }

  /// The check character of the first 14 characters: each character's base-36 value, weighted 1
  /// and 2 alternately, its product's base-36 digits summed; the check makes the sum a multiple of 36.
  public static func checkCharacter(for first14: some Collection<Character>) -> Character {
    var sum = 0
    for (index, character) in first14.enumerated() {
      let value = alphabet.firstIndex(of: character) ?? 0
      let product = value * (index.isMultiple(of: 2) ? 1 : 2)
      sum += product / 36 + product % 36
    }
    return alphabet[(36 - sum % 36) % 36]
  }

  private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

  /// What character 14 may be: `Z` for most registrations, `D` for a TDS deductor, `C` for a TCS
  /// collector, and the other values GSTN issues (`1`–`9`, `A`–`J`).
  public static let fourteenthCharacters: Set<Character> = Set("Z123456789ABCDEFGHIJ")

  /// The 15 characters.
  public var description: String { value }

  /// Decodes the text form. Stored GSTINs were verified when entered; sandbox ones stay readable.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try GSTIN($0, checkCharacter: .sandbox) }
  }

  /// Encodes ``value``.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(value)
  }
}
