import Foundation

/// The calculated amounts of one line.
///
/// The line taxes are the document's tax for the line's category and rate, distributed over its lines
/// and allowances and charges so that they add up to the breakdown exactly.
public struct BillLineTotals: Sendable, Hashable, Codable {
  /// The line's identifier.
  public var id: String
  /// `quantity × net price ÷ base quantity`, rounded; tax-exclusive. With ``chargeAmount`` it is the
  /// e-invoice's `TotAmt`.
  public var grossAmount: Decimal
  /// The line discount and allowances, rounded; tax-exclusive.
  public var allowanceAmount: Decimal
  /// The line charges, rounded; tax-exclusive.
  public var chargeAmount: Decimal
  /// The line net amount (EN 16931 BT-131; the GST taxable value, the e-invoice's `AssAmt`).
  public var netAmount: Decimal
  /// The category the line is taxed in (an export under LUT shows as ``BillTaxCategory/export``).
  public var category: BillTaxCategory
  /// The rate it is taxed at, in percent.
  public var rate: Decimal
  /// Its share of the tax, by head.
  public var tax: BillTaxAmounts
  /// Under GST reverse charge: its share of the tax at ``rate`` the recipient pays, shown, not charged.
  public var reverseChargeTax: BillTaxAmounts
  /// Its ad valorem cess.
  public var cessAmount: Decimal
  /// Its specific (per quantity) cess.
  public var specificCessAmount: Decimal

  /// Line totals.
  public init(
    id: String, grossAmount: Decimal, allowanceAmount: Decimal, chargeAmount: Decimal, netAmount: Decimal,
    category: BillTaxCategory, rate: Decimal, tax: BillTaxAmounts, cessAmount: Decimal, specificCessAmount: Decimal,
    reverseChargeTax: BillTaxAmounts = .zero
  ) {
    self.id = id
    self.grossAmount = grossAmount
    self.allowanceAmount = allowanceAmount
    self.chargeAmount = chargeAmount
    self.netAmount = netAmount
    self.category = category
    self.rate = rate
    self.tax = tax
    self.reverseChargeTax = reverseChargeTax
    self.cessAmount = cessAmount
    self.specificCessAmount = specificCessAmount
  }

  /// Net amount, tax and cess (the e-invoice's `TotItemVal`).
  public var totalAmount: Decimal { netAmount + tax.total + cessAmount + specificCessAmount }
}
