import PartiesFeature

/// The structure and check character of a GSTIN, as GSTN defines them: two state digits, a PAN
/// (five letters, four digits, a letter), an entity character (1–9, A–Z), one of
/// `GSTIN.fourteenthCharacters`, and the check character `GSTIN.checkCharacter(for:)` computes.
enum BillGSTINCheck {
  enum Result {
    case valid
    /// The state code and PAN are right but the last three characters are not (sandbox GSTINs).
    case badCheckCharacter
    case invalid
  }

  static func check(_ gstin: String) -> Result {
    let bytes = Array(gstin.utf8)
    func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
    func digit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    guard bytes.count == 15, BillEInvoice.isStateCode(String(decoding: bytes[0..<2], as: UTF8.self)) else {
      return .invalid
    }
    guard bytes[2..<7].allSatisfy(letter), bytes[7..<11].allSatisfy(digit), letter(bytes[11]) else {
      return .invalid
    }
    guard bytes[12] != UInt8(ascii: "0"), letter(bytes[12]) || digit(bytes[12]),
      GSTIN.fourteenthCharacters.contains(Character(Unicode.Scalar(bytes[13])))
    else { return .badCheckCharacter }
    // The check character is defined over letters and digits only (a state code such as `+1` is not).
    guard bytes[0..<2].allSatisfy(digit) else { return .invalid }
    return gstin.last == GSTIN.checkCharacter(for: gstin.prefix(14)) ? .valid : .badCheckCharacter
  }
}
