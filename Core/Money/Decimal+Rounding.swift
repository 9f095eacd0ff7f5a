import Foundation

extension Decimal {
  /// This value rounded to `scale` fraction digits by `rule` (a negative scale rounds to tens,
  /// hundreds and so on).
  ///
  /// ```swift
  /// Decimal(string: "365.125")!.rounded(scale: 2)         // 365.13
  /// Decimal(string: "-0.465")!.rounded(scale: 2)          // -0.47
  /// Decimal(string: "7.609")!.rounded(scale: 2, .down)    // 7.60
  /// ```
  public func rounded(scale: Int, _ rule: DecimalRoundingRule = .halfUp) -> Decimal {
    guard isFinite else { return self }
    // Foundation's modes differ for negative values across platforms, so round the magnitude,
    // where they all agree, and put the sign back.
    var magnitude = self < 0 ? -self : self
    var result = Decimal()
    let mode: NSDecimalNumber.RoundingMode =
      switch rule {
      case .halfUp: .plain
      case .down: .down
      case .up: .up
      }
    NSDecimalRound(&result, &magnitude, scale, mode)
    return self < 0 && !result.isZero ? -result : result
  }

  /// The number of fraction digits this value needs: 1.50 → 1, 2 → 0, 0.125 → 3.
  public var fractionDigitCount: Int {
    let text = plainString
    guard let point = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: text.index(after: point), to: text.endIndex)
  }

  /// The value in plain decimal notation, never an exponent, with `.` as the separator, the same
  /// on every platform and locale: `"-1234.5"`, `"0.001"`, `"1000000"`.
  public var plainString: String {
    guard isFinite else { return "NaN" }
    if isZero { return "0" }
    let magnitude = significand < 0 ? -significand : significand
    // A significand of up to 18 digits is formatted from its integer value, read through
    // `NSDecimalNumber` and checked (some platforms read long significands through `Double`);
    // longer ones take the general path.
    let integer = NSDecimalNumber(decimal: magnitude).int64Value
    if integer > 0, Decimal(integer) == magnitude {
      return Self.plainString(significand: UInt64(integer), exponent: exponent, negative: self < 0)
    }
    let digits = Array(self.significand < 0 ? (-self.significand).description : self.significand.description)
    let exponent = self.exponent
    var text: String
    if exponent >= 0 {
      text = String(digits) + String(repeating: "0", count: exponent)
    } else if -exponent >= digits.count {
      text = "0." + String(repeating: "0", count: -exponent - digits.count) + String(digits)
    } else {
      let split = digits.count + exponent
      text = String(digits[..<split]) + "." + String(digits[split...])
    }
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return self < 0 ? "-" + text : text
  }

  /// `significand` × 10^`exponent` in plain notation, without trailing fraction zeros.
  private static func plainString(significand: UInt64, exponent: Int, negative: Bool) -> String {
    var significand = significand
    var exponent = exponent
    while exponent < 0, significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    let digits = Array(String(significand).utf8)
    var text: [UInt8] = []
    text.reserveCapacity(digits.count + abs(exponent) + 3)
    if negative { text.append(UInt8(ascii: "-")) }
    if exponent >= 0 {
      text += digits
      text += repeatElement(UInt8(ascii: "0"), count: exponent)
    } else if -exponent >= digits.count {
      text += [UInt8(ascii: "0"), UInt8(ascii: ".")]
      text += repeatElement(UInt8(ascii: "0"), count: -exponent - digits.count)
      text += digits
    } else {
      let split = digits.count + exponent
      text += digits[..<split]
      text.append(UInt8(ascii: "."))
      text += digits[split...]
    }
    return String(decoding: text, as: UTF8.self)
  }
}
