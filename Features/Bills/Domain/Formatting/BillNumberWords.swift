/// Whole numbers in English words, in the Indian (lakh, crore) or the international (million,
/// billion) system, from a string of decimal digits so that any `Decimal` fits.
enum BillNumberWords {
  private static let units = [
    "Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
    "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
  ]
  private static let tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]
  private static let scales = [
    "", "Thousand", "Million", "Billion", "Trillion", "Quadrillion", "Quintillion", "Sextillion", "Septillion",
    "Octillion", "Nonillion", "Decillion", "Undecillion",
  ]

  /// `digits` (ASCII digits, no sign) in words; `"0"` is `"Zero"`. Anything but a digit is skipped.
  static func words(_ digits: String, indian: Bool) -> String {
    let values = digits.utf8.compactMap { (48...57).contains($0) ? Int($0) - 48 : nil }.drop { $0 == 0 }
    guard !values.isEmpty else { return units[0] }
    let parts = indian ? indianParts(Array(values)) : internationalParts(Array(values))
    return parts.joined(separator: " ")
  }

  /// Below one thousand, `"Four Hundred Five"`; Indian style writes `"Forty Five"`, international
  /// `"Forty-Five"`.
  private static func belowThousand(_ value: Int, indian: Bool) -> [String] {
    var parts: [String] = []
    if value >= 100 { parts += [units[value / 100], "Hundred"] }
    let rest = value % 100
    if rest == 0 { return parts }
    if rest < 20 { return parts + [units[rest]] }
    let ten = tens[rest / 10]
    guard rest % 10 != 0 else { return parts + [ten] }
    return parts + (indian ? [ten, units[rest % 10]] : ["\(ten)-\(units[rest % 10])"])
  }

  private static func number(_ digits: ArraySlice<Int>) -> Int { digits.reduce(0) { $0 * 10 + $1 } }

  private static func internationalParts(_ digits: [Int]) -> [String] {
    var parts: [String] = []
    var groups: [Int] = []
    var end = digits.count
    while end > 0 {
      let start = max(0, end - 3)
      groups.append(number(digits[start..<end]))
      end = start
    }
    for (scale, value) in groups.enumerated().reversed() where value != 0 {
      parts += belowThousand(value, indian: false)
      if scale > 0 { parts.append(scale < scales.count ? scales[scale] : "×10^\(scale * 3)") }
    }
    return parts
  }

  private static func indianParts(_ digits: [Int]) -> [String] {
    let count = digits.count
    let hundreds = number(digits[max(0, count - 3)..<count])
    let thousands = count > 3 ? number(digits[max(0, count - 5)..<(count - 3)]) : 0
    let lakhs = count > 5 ? number(digits[max(0, count - 7)..<(count - 5)]) : 0
    var parts: [String] = []
    if count > 7 {
      let crores = Array(digits[0..<(count - 7)]).drop { $0 == 0 }
      if !crores.isEmpty { parts += indianParts(Array(crores)) + ["Crore"] }
    }
    if lakhs != 0 { parts += belowThousand(lakhs, indian: true) + ["Lakh"] }
    if thousands != 0 { parts += belowThousand(thousands, indian: true) + ["Thousand"] }
    if hundreds != 0 { parts += belowThousand(hundreds, indian: true) }
    return parts
  }
}
