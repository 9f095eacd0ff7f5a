/// Byte classification tables for GS1 character sets and URI characters.
enum GS1CharacterTables {
  /// GS1 AI encodable character set 82, in GS1's order (the order defines GMN check values).
  static let cset82Order = Array(
    "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)

  /// GS1 AI encodable character set 39.
  static let cset39 = table(Array("#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8))

  /// base64url characters (GS1 character set 64 without the `=` padding).
  static let cset64 = table(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8))

  /// Each byte's 0-based position in CSET 82, or -1.
  static let cset82Value: [Int8] = {
    var values = [Int8](repeating: -1, count: 256)
    for (position, byte) in cset82Order.enumerated() { values[Int(byte)] = Int8(position) }
    return values
  }()

  /// RFC 3986 characters GS1's parser accepts anywhere in a Digital Link URI (including `%`).
  static let uriCharacters = table(
    Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".utf8))

  /// URI characters that may not appear in the domain.
  static let badDomainCharacters = table(Array("_~?#@!$&'()*+,;=%".utf8))

  /// Characters that need no escaping in URI components (RFC 3986 unreserved).
  static let unreserved = table(
    Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8))

  private static func table(_ members: [UInt8]) -> [Bool] {
    var flags = [Bool](repeating: false, count: 256)
    for byte in members { flags[Int(byte)] = true }
    return flags
  }
}
