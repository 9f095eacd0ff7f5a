// Builds the constrained GS1 Digital Link URIs that CBV 2.0 allows as EPCIS object identifiers.
//
// A stop-gap until the `DigitalLink` builder (Features/DPP/Domain/GS1) lands on main: the lead swaps
// calls to `constrainedDigitalLinkURI(gtin:lot:serial:)` for it. CBV 2.0 §8 constrains these URIs:
// `https://id.gs1.org` stem, GTIN as 14 digits, then lot (AI 10) **or** serial (AI 21), no query string.

/// Why an identifier could not become a constrained Digital Link URI.
public enum EPCURIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The GTIN is not 14 digits.
  case gtinNotFourteenDigits(String)
  /// The GTIN's GS1 mod-10 check digit is wrong; `expected` is the correct one.
  case gtinCheckDigit(gtin: String, expected: Character)
  /// Neither a lot nor a serial was given.
  case missingLotOrSerial
  /// Both a lot and a serial were given; CBV 2.0 allows one of them.
  case bothLotAndSerial
  /// A lot (AI 10) or serial (AI 21) is empty or longer than 20 characters.
  case invalidLength(ai: String, value: String)
  /// A lot or serial contains a character outside GS1 character set 82, at `offset` (0-based).
  case invalidCharacter(ai: String, value: String, character: Character, offset: Int)

  /// A one-line explanation naming the AI and the offending value.
  public var description: String {
    switch self {
    case .gtinNotFourteenDigits(let gtin): "GTIN (01) \"\(gtin)\" must be exactly 14 digits"
    case .gtinCheckDigit(let gtin, let expected): "GTIN (01) \"\(gtin)\" has a wrong check digit; expected \(expected)"
    case .missingLotOrSerial: "a lot (10) or a serial (21) is required"
    case .bothLotAndSerial: "give a lot (10) or a serial (21), not both"
    case .invalidLength(let ai, let value): "(\(ai)) \"\(value)\" must be 1 to 20 characters"
    case .invalidCharacter(let ai, let value, let character, let offset):
      "(\(ai)) \"\(value)\" has \"\(character)\" at offset \(offset), outside GS1 character set 82"
    }
  }
}

/// The constrained Digital Link URI for a serialised or lot-level trade item:
/// `https://id.gs1.org/01/{gtin14}/21/{serial}` or `https://id.gs1.org/01/{gtin14}/10/{lot}`.
///
/// Lot and serial are percent-encoded per GS1 Digital Link 1.2 §6.1: RFC 3986 unreserved
/// characters (`A–Z a–z 0–9 - . _ ~`) are kept, every other byte becomes `%XX` (uppercase hex).
/// - Throws: ``EPCURIError`` naming the AI and what is wrong with it.
func constrainedDigitalLinkURI(gtin: String, lot: String?, serial: String?) throws(EPCURIError) -> String {
  try GS1Validation.validateGTIN14(gtin)
  switch (lot, serial) {
  case (nil, nil): throw .missingLotOrSerial
  case (.some, .some): throw .bothLotAndSerial
  case (.some(let lot), nil):
    try GS1Validation.validateCharacterSet82(lot, ai: "10")
    return "https://id.gs1.org/01/\(gtin)/10/\(GS1Validation.percentEncode(lot))"
  case (nil, .some(let serial)):
    try GS1Validation.validateCharacterSet82(serial, ai: "21")
    return "https://id.gs1.org/01/\(gtin)/21/\(GS1Validation.percentEncode(serial))"
  }
}

/// GS1 General Specifications checks used by ``constrainedDigitalLinkURI(gtin:lot:serial:)``.
enum GS1Validation {
  /// GS1 AI encodable character set 82 (GS1 General Specifications §7.11, figure 7.11-1).
  static let characterSet82: Set<Character> = Set(
    "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")

  /// Checks 14 ASCII digits with a correct GS1 mod-10 check digit.
  static func validateGTIN14(_ gtin: String) throws(EPCURIError) {
    let digits = gtin.utf8.map { Int($0) - 48 }
    guard digits.count == 14, digits.allSatisfy({ (0...9).contains($0) }) else { throw .gtinNotFourteenDigits(gtin) }
    let expected = checkDigit(for: digits.dropLast())
    guard digits[13] == expected else {
      throw .gtinCheckDigit(gtin: gtin, expected: Character(String(expected)))
    }
  }

  /// The GS1 mod-10 check digit: weights 3,1,3,… from the right-most data digit.
  static func checkDigit(for digits: some BidirectionalCollection<Int>) -> Int {
    var sum = 0
    for (position, digit) in digits.reversed().enumerated() {
      sum += position.isMultiple(of: 2) ? digit * 3 : digit
    }
    return (10 - sum % 10) % 10
  }

  /// Checks 1…20 characters, all in character set 82.
  static func validateCharacterSet82(_ value: String, ai: String) throws(EPCURIError) {
    guard (1...20).contains(value.count) else { throw .invalidLength(ai: ai, value: value) }
    for (offset, character) in value.enumerated() where !characterSet82.contains(character) {
      throw .invalidCharacter(ai: ai, value: value, character: character, offset: offset)
    }
  }

  /// Percent-encodes every byte outside the RFC 3986 unreserved set.
  static func percentEncode(_ value: String) -> String {
    var output = ""
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return output
  }
}
