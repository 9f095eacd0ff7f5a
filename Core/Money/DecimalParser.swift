import Foundation

/// Reads decimal numbers from text exactly, rejecting anything that is not wholly a number.
///
/// Unlike `Decimal(string:)`, which reads `"12abc"` as 12 and depends on the locale, the parser
/// accepts only an optional sign, digits, optional thousands separators allowed by a
/// ``DigitGrouping``, and an optional `.` followed by digits. The result is exact: `"0.1"` is one
/// tenth, not the nearest binary fraction.
///
/// ```swift
/// let price = try DecimalParser.parse("1,23,456.50", grouping: .indian)   // 123456.5
/// ```
public enum DecimalParser {
  /// The most significant digits a `Decimal` holds exactly.
  static let maximumSignificantDigits = 38

  /// Parses the whole of `text` as a decimal number.
  /// - Throws: ``DecimalParseError`` with the UTF-8 offset of the first character in the way.
  public static func parse(_ text: String, grouping: DigitGrouping = .none) throws(DecimalParseError) -> Decimal {
    let number = try scan(text, grouping: grouping)
    return decimal(number.digits, fractionCount: number.fractionCount, isNegative: number.isNegative)
  }

  /// Parses the whole of `text` as ``parse(_:grouping:)`` does and returns the number as a whole
  /// count of 10^-`scale` units (`"1,499.5"` at scale 2 is 149950), without building a `Decimal`.
  ///
  /// - Returns: `nil` when the number has more than `scale` fraction digits (trailing zeros aside)
  ///   or its count of units does not fit an `Int64` (or is `Int64.min`): read it with
  ///   ``parse(_:grouping:)`` then.
  /// - Throws: ``DecimalParseError``, exactly when ``parse(_:grouping:)`` throws.
  package static func parse(
    _ text: String, grouping: DigitGrouping = .none, scale: Int
  ) throws(DecimalParseError) -> Int64? {
    let number = try scan(text, grouping: grouping)
    guard scale >= 0, number.fractionCount <= scale else { return nil }
    var units: Int64 = 0
    for digit in number.digits {
      let (shifted, overflow) = units.multipliedReportingOverflow(by: 10)
      let (added, carry) = shifted.addingReportingOverflow(Int64(digit - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      units = added
    }
    for _ in number.fractionCount..<scale {
      let (shifted, overflow) = units.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      units = shifted
    }
    return number.isNegative ? -units : units
  }

  /// The significant digits of `text` (no leading zeros, no trailing fraction zeros), how many of
  /// them are fraction digits, and the sign.
  private static func scan(
    _ text: String, grouping: DigitGrouping
  ) throws(DecimalParseError) -> (digits: ArraySlice<UInt8>, fractionCount: Int, isNegative: Bool) {
    let bytes = Array(text.utf8)
    func failure(_ offset: Int, _ reason: DecimalParseError.Reason) -> DecimalParseError {
      DecimalParseError(text: text, offset: offset, reason: reason)
    }
    guard !bytes.isEmpty else { throw failure(0, .empty) }

    var index = 0
    var isNegative = false
    if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
      isNegative = bytes[0] == UInt8(ascii: "-")
      index = 1
    }

    // Integer part: digits, with the offsets of any separators and the length of each group.
    var digits: [UInt8] = []
    digits.reserveCapacity(bytes.count)
    var groupLengths: [Int] = []
    var separatorOffsets: [Int] = []
    var currentGroup = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits.append(byte)
        currentGroup += 1
      } else if byte == UInt8(ascii: ",") {
        guard currentGroup > 0 else { throw failure(index, .misplacedGroupSeparator) }
        groupLengths.append(currentGroup)
        separatorOffsets.append(index)
        currentGroup = 0
      } else {
        break
      }
      index += 1
    }
    if currentGroup == 0 {
      if let last = separatorOffsets.last { throw failure(last, .misplacedGroupSeparator) }
      if index < bytes.count && bytes[index] != UInt8(ascii: ".") {
        throw failure(index, .unexpectedCharacter(character(in: text, at: index)))
      }
      throw failure(index, .missingDigits)
    }
    groupLengths.append(currentGroup)
    if let bad = misplacedSeparator(groupLengths: groupLengths, offsets: separatorOffsets, grouping: grouping) {
      throw failure(bad, .misplacedGroupSeparator)
    }

    // Fraction part.
    var fractionCount = 0
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        digits.append(bytes[index])
        fractionCount += 1
        index += 1
      }
      guard fractionCount > 0 else { throw failure(index, .missingDigits) }
    }
    if index < bytes.count {
      throw failure(index, .unexpectedCharacter(character(in: text, at: index)))
    }

    // Drop zeros that carry no information, then check the digits fit.
    var first = 0
    while first < digits.count - fractionCount, digits[first] == UInt8(ascii: "0") { first += 1 }
    var end = digits.count
    while fractionCount > 0, digits[end - 1] == UInt8(ascii: "0") {
      end -= 1
      fractionCount -= 1
    }
    let significant = digits[first..<end]
    guard significant.count <= maximumSignificantDigits else { throw failure(0, .tooManyDigits) }
    return (significant, fractionCount, isNegative)
  }

  /// The character starting at a UTF-8 offset where parsing stopped (always a character boundary,
  /// since parsing stops at the first byte that is not ASCII).
  private static func character(in text: String, at offset: Int) -> Character {
    let position = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return text[position...].first ?? " "
  }

  /// Builds the value from ASCII digits; up to 19 digits without going through text.
  private static func decimal(_ digits: ArraySlice<UInt8>, fractionCount: Int, isNegative: Bool) -> Decimal {
    var value: Decimal
    if digits.count <= 19 {
      var mantissa: UInt64 = 0
      for digit in digits { mantissa = mantissa * 10 + UInt64(digit - UInt8(ascii: "0")) }
      if mantissa == 0 { return Decimal.zero }
      value = Decimal(sign: .plus, exponent: -fractionCount, significand: Decimal(mantissa))
    } else {
      var text = String(decoding: digits, as: UTF8.self)
      if fractionCount > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionCount)) }
      value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal.zero
    }
    return isNegative ? -value : value
  }

  /// The offset of the first separator that the grouping does not allow, if any.
  private static func misplacedSeparator(groupLengths: [Int], offsets: [Int], grouping: DigitGrouping) -> Int? {
    guard groupLengths.count > 1 else { return nil }
    switch grouping {
    case .none:
      return offsets[0]
    case .international:
      return firstBadSeparator(groupLengths, offsets, leading: 1...3, middle: 3)
    case .indian:
      return firstBadSeparator(groupLengths, offsets, leading: 1...2, middle: 2)
    case .any:
      let international = firstBadSeparator(groupLengths, offsets, leading: 1...3, middle: 3)
      let indian = firstBadSeparator(groupLengths, offsets, leading: 1...2, middle: 2)
      guard let international, let indian else { return nil }
      return max(international, indian)
    }
  }

  /// Checks groups against a system whose last group has three digits, the leading group
  /// `leading` digits and the groups between `middle` digits.
  private static func firstBadSeparator(
    _ lengths: [Int], _ offsets: [Int], leading: ClosedRange<Int>, middle: Int
  ) -> Int? {
    if !leading.contains(lengths[0]) { return offsets[0] }
    for group in 1..<lengths.count {
      let expected = group == lengths.count - 1 ? 3 : middle
      if lengths[group] != expected { return offsets[group - 1] }
    }
    return nil
  }
}
