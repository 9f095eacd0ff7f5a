import BillsFeature
import Foundation
import SharedCore
import Testing

/// Amounts in words, Indian and international.
@Suite struct BillAmountInWordsTests {
  static let euros = BillAmountInWords(
    system: .international,
    unit: BillAmountInWords.Unit(singular: "Euro", plural: "Euros", minorSingular: "Cent", minorPlural: "Cents"))

  @Test(arguments: [
    ("0", "Rupees Zero Only"),
    ("1", "Rupee One Only"),
    ("0.01", "One Paisa Only"),
    ("0.5", "Fifty Paise Only"),
    ("0.005", "One Paisa Only"),
    ("0.004", "Rupees Zero Only"),
    ("45", "Rupees Forty Five Only"),
    ("100", "Rupees One Hundred Only"),
    ("118000.50", "Rupees One Lakh Eighteen Thousand and Fifty Paise Only"),
    ("1180", "Rupees One Thousand One Hundred Eighty Only"),
    ("99999.99", "Rupees Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only"),
    ("100000", "Rupees One Lakh Only"),
    ("1005000", "Rupees Ten Lakh Five Thousand Only"),
    (
      "12345678.90",
      "Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only"
    ),
    ("10000000", "Rupees One Crore Only"),
    ("1000000000", "Rupees One Hundred Crore Only"),
    (
      "123456789012",
      "Rupees Twelve Thousand Three Hundred Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand Twelve Only"
    ),
    ("-2360", "Minus Rupees Two Thousand Three Hundred Sixty Only"),
    ("-0.75", "Minus Seventy Five Paise Only"),
  ])
  func indian(_ amount: String, _ words: String) {
    #expect(BillAmountInWords.rupees.words(for: dec(amount)) == words)
  }

  @Test(arguments: [
    ("0", "Zero Euros Only"),
    ("1", "One Euro Only"),
    ("0.99", "Ninety-Nine Cents Only"),
    ("21.01", "Twenty-One Euros and One Cent Only"),
    ("1234567", "One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven Euros Only"),
    ("1000000000.10", "One Billion Euros and Ten Cents Only"),
    ("2000300", "Two Million Three Hundred Euros Only"),
    ("-15.5", "Minus Fifteen Euros and Fifty Cents Only"),
  ])
  func international(_ amount: String, _ words: String) {
    #expect(Self.euros.words(for: dec(amount)) == words)
  }

  @Test func aCurrencyWithoutMinorUnits() {
    let yen = BillAmountInWords(
      system: .international,
      unit: BillAmountInWords.Unit(
        singular: "Yen", plural: "Yen", minorSingular: "", minorPlural: "", minorUnitDigits: 0))
    #expect(yen.words(for: dec("1500.5")) == "One Thousand Five Hundred One Yen Only")
  }

  /// Not a number has no words: an empty text, never a crash.
  @Test func notANumberHasNoWords() {
    #expect(BillAmountInWords.rupees.words(for: .nan).isEmpty)
    #expect(Self.euros.words(for: .nan).isEmpty)
  }
}
