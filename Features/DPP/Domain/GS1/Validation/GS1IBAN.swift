/// The `iban` linter: ISO 13616 IBAN structure and mod-97 check characters.
enum GS1IBAN {
  static func check(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    guard value.count >= 5 else { return GS1LintFailure(violation: .ibanTooShort, position: 0) }
    for (offset, byte) in value.enumerated() where !isDigit(byte) && !(byte >= 65 && byte <= 90) {
      return GS1LintFailure(violation: .ibanInvalidCharacter, position: offset)
    }
    let country = String(decoding: UnsafeBufferPointer(rebasing: value[..<2]), as: UTF8.self)
    guard GS1CodeLists.iso3166Alpha2.contains(country) else {
      return GS1LintFailure(violation: .ibanBadCountry, position: 0)
    }
    guard isDigit(value[2]), isDigit(value[3]) else {
      return GS1LintFailure(violation: .ibanInvalidCharacter, position: 2)
    }
    var remainder = 0
    for byte in Array(value[4...]) + Array(value[..<4]) {
      if isDigit(byte) {
        remainder = (remainder * 10 + Int(byte - 48)) % 97
      } else {
        remainder = (remainder * 100 + Int(byte - 55)) % 97
      }
    }
    return remainder == 1 ? nil : GS1LintFailure(violation: .ibanBadCheck, position: 2)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}
