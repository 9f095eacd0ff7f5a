/// GS1 check digits: the mod-10 check digit and the GMN alphanumeric check-character pair.
public enum GS1CheckDigit {
  /// The mod-10 check digit for `digits` (all ASCII digits, without the check digit), as a digit 0–9.
  ///
  /// Weights 3 and 1 alternate from the right (GS1 General Specifications §7.9.1).
  public static func mod10(_ digits: some Collection<UInt8>) -> Int {
    var sum = 0
    var weight = 3
    for byte in digits.reversed() {
      sum += Int(byte &- 48) * weight
      weight = 4 - weight
    }
    return (10 - sum % 10) % 10
  }

  /// Whether the last digit of `value` is the correct mod-10 check digit of the rest.
  public static func isValidMod10(_ value: String) -> Bool {
    let bytes = Array(value.utf8)
    guard bytes.count >= 2, bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return false }
    return mod10(bytes.dropLast()) == Int(bytes[bytes.count - 1] - 48)
  }

  /// The GMN check-character pair for `data` (CSET 82 characters, without the pair), or `nil`
  /// when a character is outside CSET 82 or `data` is longer than 23 characters.
  ///
  /// Sum of CSET 82 values weighted by primes from the right, mod 1021, split into two 5-bit
  /// values over `23456789ABCDEFGHJKLMNPQRSTUVWXYZ` (GS1 General Specifications §7.9.5).
  public static func alphanumericPair(_ data: some Collection<UInt8>) -> (UInt8, UInt8)? {
    guard data.count <= primes.count - 2 else { return nil }
    var sum = 0
    var weightIndex = data.count - 1
    for byte in data {
      let value = GS1CharacterTables.cset82Value[Int(byte)]
      guard value >= 0 else { return nil }
      sum += Int(value) * primes[weightIndex]
      weightIndex -= 1
    }
    sum %= 1021
    return (pairAlphabet[sum >> 5], pairAlphabet[sum & 31])
  }

  private static let primes = [
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83,
    89, 97,
  ]
  private static let pairAlphabet = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ".utf8)
}
