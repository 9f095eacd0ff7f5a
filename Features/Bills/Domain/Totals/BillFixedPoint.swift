import Foundation

/// Exact integer arithmetic for ``BillCalculator``'s fast path: values as `Int64` counts of
/// `10^-scale`, products through 128 bits, division rounded half away from zero. Every operation
/// reports overflow as `nil`, and the caller then falls back to `Decimal`.
enum BillFixedPoint {
  /// Significands are read only below 10^15: every Foundation converts such an integer exactly
  /// (some go through `Double`, exact below 2^53), and scaling it up a little cannot overflow.
  private static let significandLimit = Decimal(sign: .plus, exponent: 15, significand: 1)

  /// `value` as a count of `10^-scale`, or `nil` when it is NaN, has more fraction digits than
  /// `scale`, or is too large.
  static func fixed(_ value: Decimal, scale: Int) -> Int64? {
    if value.isZero { return 0 }
    guard !value.isNaN else { return nil }
    var significand = value.significand
    if significand.isSignMinus { significand = -significand }
    guard significand < significandLimit else { return nil }
    var magnitude = NSDecimalNumber(decimal: significand).int64Value
    var shift = value.exponent + scale
    while shift < 0 {
      guard magnitude % 10 == 0 else { return nil }
      magnitude /= 10
      shift += 1
    }
    while shift > 0 {
      guard magnitude < 100_000_000_000_000_000 else { return nil }
      magnitude *= 10
      shift -= 1
    }
    return value.isSignMinus ? -magnitude : magnitude
  }

  /// `count × 10^-scale` as a `Decimal`.
  static func decimal(_ count: Int64, scale: Int) -> Decimal {
    if count == 0 { return 0 }
    return Decimal(sign: count < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(count.magnitude))
  }

  /// `10^exponent`.
  static func power(_ exponent: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<max(0, exponent) { result *= 10 }
    return result
  }

  static func multiply(_ a: Int64, _ b: Int64) -> Int64? {
    let (result, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? nil : result
  }

  static func add(_ a: Int64, _ b: Int64) -> Int64? {
    let (result, overflow) = a.addingReportingOverflow(b)
    return overflow ? nil : result
  }

  /// The sum of `values`, or `nil` on overflow.
  static func sum(_ values: [Int64]) -> Int64? {
    var total: Int64 = 0
    for value in values {
      guard let next = add(total, value) else { return nil }
      total = next
    }
    return total
  }

  /// `numerator ÷ denominator` rounded half away from zero (`denominator` > 0).
  static func divide(_ numerator: Int64, by denominator: Int64) -> Int64 {
    let divisor = denominator.magnitude
    var quotient = numerator.magnitude / divisor
    let remainder = numerator.magnitude % divisor
    if remainder >= divisor - remainder { quotient += 1 }
    return numerator < 0 ? -Int64(quotient) : Int64(quotient)
  }

  /// `a × b ÷ denominator` rounded half away from zero, through a 128-bit product; `nil` when the
  /// result does not fit.
  static func multiplyDivide(_ a: Int64, _ b: Int64, by denominator: Int64) -> Int64? {
    let divisor = denominator.magnitude
    let product = a.magnitude.multipliedFullWidth(by: b.magnitude)
    guard product.high < divisor else { return nil }
    var (quotient, remainder) = divisor.dividingFullWidth(product)
    if remainder >= divisor - remainder {
      guard quotient < UInt64(Int64.max) else { return nil }
      quotient += 1
    }
    guard quotient <= UInt64(Int64.max) else { return nil }
    return (a < 0) != (b < 0) ? -Int64(quotient) : Int64(quotient)
  }
}
