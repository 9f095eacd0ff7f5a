import PartiesFeature

/// The structure and check character of a GSTIN, as GSTN defines them: two state digits, a PAN
/// (five letters, four digits, a letter), an entity character (1–9, A–Z), `Z` (or another character registrations use there), and a base-36 check
/// character.
enum BillGSTINCheck {
  enum Result {
    case valid
    /// The state code and PAN are right but the last three characters are not (sandbox GSTINs).
    case badCheckCharacter
    case invalid
  }

  private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

  static func check(_ gstin: String) -> Result {
    let bytes = Array(gstin.utf8)
    guard bytes.count == 15, BillEInvoice.isStateCode(String(decoding: bytes[0..<2], as: UTF8.self)) else {
      return .invalid
    }
    func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
    func digit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    guard bytes[2..<7].allSatisfy(letter), bytes[7..<11].allSatisfy(digit), letter(bytes[11]) else {
      return .invalid
    }
    guard bytes[12] != UInt8(ascii: "0"), letter(bytes[12]) || digit(bytes[12]),
      GSTIN.fourteenthCharacters.contains(Character(Unicode.Scalar(bytes[13])))
    else { return .badCheckCharacter }
    var sum = 0
    for (index, byte) in bytes[0..<14].enumerated() {
      guard let value = alphabet.firstIndex(of: byte) else { return .invalid }
      let product = value * (index % 2 == 0 ? 1 : 2)
      sum += product / 36 + product % 36
    }
    let expected = alphabet[(36 - sum % 36) % 36]
    return bytes[14] == expected ? .valid : .badCheckCharacter
  }
}
