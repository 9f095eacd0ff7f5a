import SharedCore

/// What the expenses a query selects add up to.
public struct ExpenseTotals: Sendable, Hashable {
  /// How many expenses.
  public var count: Int
  /// What was paid, taxes included.
  public var amount: Money
  /// The taxable value of those with GST, and the amount of those without.
  public var taxable: Money
  /// Integrated tax paid.
  public var igst: Money
  /// Central tax paid.
  public var cgst: Money
  /// State tax paid.
  public var sgst: Money
  /// Cess paid.
  public var cess: Money
  /// The GST that may be claimed as input tax credit.
  public var inputTaxCredit: Money
  /// What was paid per category, largest first.
  public var byCategory: [Category]

  /// One category's spending.
  public struct Category: Sendable, Hashable {
    /// The category.
    public var name: String
    /// How many expenses.
    public var count: Int
    /// What was paid.
    public var amount: Money
  }
}
