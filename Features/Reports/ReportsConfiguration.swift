import Foundation
import SharedCore

/// The business's report settings.
public struct ReportsConfiguration: Sendable, Hashable {
  /// The currency every figure is in.
  public var currency: Currency
  /// The time zone that decides what "today" is, and so which day a write lands on.
  public var timeZone: TimeZone
  /// The expense categories offered before the user adds their own.
  public var defaultExpenseCategories: [String]

  /// Settings for a business in India by default: rupees, Indian Standard Time, and the categories a
  /// small shop spends on.
  public init(
    currency: Currency = .inr, timeZone: TimeZone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt,
    defaultExpenseCategories: [String] = ReportsConfiguration.shopExpenseCategories
  ) {
    self.currency = currency
    self.timeZone = timeZone
    self.defaultExpenseCategories = defaultExpenseCategories
  }

  /// Rent, salaries, electricity, transport, telephone and internet, repairs, office supplies,
  /// advertising, bank charges, professional fees, travel, food and refreshments, miscellaneous.
  public static let shopExpenseCategories = [
    "Rent", "Salaries", "Electricity", "Transport", "Telephone & Internet", "Repairs & Maintenance",
    "Office Supplies", "Advertising", "Bank Charges", "Professional Fees", "Travel", "Food & Refreshments",
    "Miscellaneous",
  ]
}
