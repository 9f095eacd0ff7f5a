import BillsFeature
import Foundation
import SharedCore
import Testing

/// Currency formatting with Indian and international grouping, the same on every platform.
@Suite struct BillAmountFormatterTests {
  @Test(arguments: [
    ("0", "₹0.00"),
    ("0.5", "₹0.50"),
    ("999", "₹999.00"),
    ("1000", "₹1,000.00"),
    ("99999.99", "₹99,999.99"),
    ("100000", "₹1,00,000.00"),
    ("12345678.9", "₹1,23,45,678.90"),
    ("123456789012.345", "₹1,23,45,67,89,012.35"),
    ("365.125", "₹365.13"),
    ("-1500", "-₹1,500.00"),
    ("-0.005", "-₹0.01"),
  ])
  func rupees(_ amount: String, _ text: String) {
    #expect(BillAmountFormatter.rupees.string(for: dec(amount)) == text)
  }

  @Test(arguments: [
    ("12345678.9", "€12,345,678.90"),
    ("123", "€123.00"),
    ("-1234567.891", "-€1,234,567.89"),
  ])
  func international(_ amount: String, _ text: String) {
    #expect(BillAmountFormatter(grouping: .international, symbol: "€").string(for: dec(amount)) == text)
  }

  @Test func otherDigitsAndNoGrouping() {
    #expect(BillAmountFormatter(grouping: .none, fractionDigits: 3).string(for: dec("1234567.8")) == "1234567.800")
    #expect(
      BillAmountFormatter(grouping: .international, fractionDigits: 0, symbol: "¥").string(for: 1_234_567)
        == "¥1,234,567")
    #expect(BillAmountFormatter(grouping: .indian, fractionDigits: 0).string(for: dec("2.5")) == "3")
  }
}
