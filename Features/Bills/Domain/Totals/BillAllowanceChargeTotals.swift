import Foundation

/// The calculated amounts of one document-level allowance or charge.
public struct BillAllowanceChargeTotals: Sendable, Hashable, Codable {
  /// Its identifier.
  public var id: String
  /// Whether it is a charge.
  public var isCharge: Bool
  /// Its amount, tax-exclusive and positive.
  public var amount: Decimal
  /// The category it is taxed in.
  public var category: BillTaxCategory
  /// The rate, in percent.
  public var rate: Decimal
  /// Its share of the tax (negative for an allowance).
  public var tax: BillTaxAmounts

  /// Allowance or charge totals.
  public init(
    id: String, isCharge: Bool, amount: Decimal, category: BillTaxCategory, rate: Decimal, tax: BillTaxAmounts
  ) {
    self.id = id
    self.isCharge = isCharge
    self.amount = amount
    self.category = category
    self.rate = rate
    self.tax = tax
  }
}
