extension GTIN {
  /// Reads a UPC-E, the zero-suppressed form of a UPC-A printed on small packs, as the GTIN-12 it
  /// stands for.
  ///
  /// A UPC-E is 8 digits: the number system `0`, six digits, and the check digit of the GTIN-12. The
  /// GS1 General Specifications' zero-suppression table puts the zeros back by the last of the six
  /// digits (here `abcdef`, the GTIN-12 as number system, manufacturer number, item number, check):
  ///
  /// | last digit | GTIN-12 |
  /// |---|---|
  /// | 0, 1, 2 | `0` `ab f 00` `00 cde` check |
  /// | 3 | `0` `abc 00` `000 de` check |
  /// | 4 | `0` `abcd 0` `0000 e` check |
  /// | 5 to 9 | `0` `abcde` `0000 f` check |
  ///
  /// ```swift
  /// let gtin = try GTIN(upcE: "04252614")
  /// gtin.digits(in: .upcA)            // "042100005264"
  /// gtin.upcE                         // "04252614"
  /// ```
  ///
  /// Only number system 0 is zero-suppressed under GS1 rules; an 8-digit number starting with
  /// another digit is an EAN-8 (``init(_:)``).
  /// - Throws: ``GTINError`` with the position of the first wrong character: a non-digit, a length
  ///   other than 8 (``GTINError/Reason/upcELength(_:)``), a number system other than 0
  ///   (``GTINError/Reason/upcENumberSystem(_:)``), or a check digit that is not the GTIN-12's.
  public init(upcE text: String) throws(GTINError) {
    var digits: [UInt8] = []
    for (index, scalar) in text.unicodeScalars.enumerated() {
      guard scalar.isASCII, let digit = UInt8(exactly: scalar.value &- 48), digit < 10 else {
        throw GTINError(text: text, position: index + 1, reason: .notADigit(Character(scalar)))
      }
      digits.append(digit)
    }
    guard !digits.isEmpty else { throw GTINError(text: text, position: 0, reason: .empty) }
    guard digits.count == 8 else {
      throw GTINError(text: text, position: digits.count, reason: .upcELength(digits.count))
    }
    guard digits[0] == 0 else {
      throw GTINError(text: text, position: 1, reason: .upcENumberSystem(Character(String(digits[0]))))
    }
    let body = [0] + Self.upcAMessage(expanding: Array(digits[1...6]))
    let expected = GTIN.checkDigit(of: body)
    guard expected == Int(digits[7]) else {
      throw GTINError(
        text: text, position: 8, reason: .checkDigitMismatch(expected: expected, found: Int(digits[7])))
    }
    self.digits = "00" + String(decoding: (body + [UInt8(expected)]).map { $0 + 48 }, as: UTF8.self)
  }

  /// The UPC-E that writes this number (number system 0, six digits, check digit), or `nil` when it
  /// is not a GTIN-12 of number system 0 whose zeros the table can suppress.
  public var upcE: String? {
    guard let upcA = digits(in: .upcA) else { return nil }
    let all = upcA.utf8.map { $0 - 48 }
    guard all[0] == 0 else { return nil }
    let manufacturer = Array(all[1...5])
    let item = Array(all[6...10])
    let six: [UInt8]
    if manufacturer[2] <= 2, manufacturer[3...4].allSatisfy({ $0 == 0 }), item[0...1].allSatisfy({ $0 == 0 }) {
      six = [manufacturer[0], manufacturer[1], item[2], item[3], item[4], manufacturer[2]]
    } else if manufacturer[3...4].allSatisfy({ $0 == 0 }), item[0...2].allSatisfy({ $0 == 0 }) {
      six = [manufacturer[0], manufacturer[1], manufacturer[2], item[3], item[4], 3]
    } else if manufacturer[4] == 0, item[0...3].allSatisfy({ $0 == 0 }) {
      six = [manufacturer[0], manufacturer[1], manufacturer[2], manufacturer[3], item[4], 4]
    } else if item[0...3].allSatisfy({ $0 == 0 }), item[4] >= 5 {
      six = manufacturer + [item[4]]
    } else {
      return nil
    }
    return String(decoding: ([0] + six + [all[11]]).map { $0 + 48 }, as: UTF8.self)
  }

  /// The manufacturer and item numbers (10 digits) of the six digits of a UPC-E.
  private static func upcAMessage(expanding six: [UInt8]) -> [UInt8] {
    switch six[5] {
    case 0...2: [six[0], six[1], six[5], 0, 0, 0, 0, six[2], six[3], six[4]]
    case 3: [six[0], six[1], six[2], 0, 0, 0, 0, 0, six[3], six[4]]
    case 4: [six[0], six[1], six[2], six[3], 0, 0, 0, 0, 0, six[4]]
    default: [six[0], six[1], six[2], six[3], six[4], 0, 0, 0, 0, six[5]]
    }
  }
}
