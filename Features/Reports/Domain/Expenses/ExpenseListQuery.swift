import SharedCore

/// Which expenses a list shows, and which page.
public struct ExpenseListQuery: Sendable, Hashable {
  /// Only expenses dated in this range.
  public var dates: ClosedRange<CalendarDate>?
  /// Only this category.
  public var category: String?
  /// Only this payment mode.
  public var paymentMode: ExpensePaymentMode?
  /// Only this vendor's.
  public var vendorID: String?
  /// Only those whose category, bill number or notes contain this text (case-insensitive).
  public var text: String?
  /// Only those with GST that may be claimed as input tax credit.
  public var onlyInputTaxCredit: Bool
  /// How many to skip.
  public var offset: Int
  /// How many at most.
  public var limit: Int

  /// A query; everything, newest first, 50 at a time by default.
  public init(
    dates: ClosedRange<CalendarDate>? = nil, category: String? = nil, paymentMode: ExpensePaymentMode? = nil,
    vendorID: String? = nil, text: String? = nil, onlyInputTaxCredit: Bool = false, offset: Int = 0, limit: Int = 50
  ) {
    self.dates = dates
    self.category = category
    self.paymentMode = paymentMode
    self.vendorID = vendorID
    self.text = text
    self.onlyInputTaxCredit = onlyInputTaxCredit
    self.offset = offset
    self.limit = limit
  }
}
