import Foundation
import SharedCore

/// One line of a bill as the totals engine sees it: quantity, price, discounts and tax.
///
/// The line amount is `quantity × (unitPrice − priceDiscount) ÷ baseQuantity`, rounded half up to the
/// currency's minor unit; the line's net amount (EN 16931 BT-131, the GST taxable value) is that
/// amount less the ``discount`` and allowances plus charges, which are whole minor units. With
/// ``priceIncludesTax`` the price and amounts include GST or VAT (and cess) and the taxable value is
/// calculated back from them.
public struct BillLine: Sendable, Hashable, Codable {
  /// An identifier, unique among the draft's lines, used in errors and results (BT-126).
  public var id: String
  /// The quantity (BT-129). GST lines may not be negative; EN 16931 lines may (a returned item).
  public var quantity: Decimal
  /// The price per ``baseQuantity`` before ``priceDiscount``: the gross price (BT-148), or the net
  /// price (BT-146) when there is no price discount. Never negative.
  public var unitPrice: Decimal
  /// The discount on the price (BT-147); the net price is `unitPrice − priceDiscount`.
  public var priceDiscount: Decimal
  /// The number of units the price is for (BT-149), 1 unless the price is per dozen, per 100…
  public var baseQuantity: Decimal
  /// Whether ``unitPrice`` and the line's discounts, allowances and charges include tax (and ad
  /// valorem and specific cess). The taxable value is calculated back from the rounded line amount.
  /// Under GST, for lines without ad valorem cess, the tax of the line's rate group is what such lines
  /// were sold for less their taxable value, so a shop selling at MRP gets exactly quantity × MRP
  /// (100 including 18 % is 84.74 + 7.63 + 7.63: the paisa CGST and SGST cannot share moves from the
  /// taxable value to the tax). With cess, and under VAT (EN 16931 BR-CO-17), the tax is calculated on
  /// the taxable value like any other line's, and the total may differ from the amount entered by a
  /// paisa or two, which a round-off absorbs.
  public var priceIncludesTax: Bool
  /// A discount on the line before tax.
  public var discount: BillLineDiscount?
  /// Further allowances and charges on the line (BG-27 / BG-28).
  public var allowancesAndCharges: [BillLineAllowanceCharge]
  /// How the line is taxed.
  public var tax: BillTax
  /// GST compensation cess, if any.
  public var cess: BillCess?
  /// The currency the price is in, when the caller records one; it must be the document's.
  public var currency: Currency?

  /// A line.
  public init(
    id: String, quantity: Decimal, unitPrice: Decimal, priceDiscount: Decimal = 0, baseQuantity: Decimal = 1,
    priceIncludesTax: Bool = false, discount: BillLineDiscount? = nil,
    allowancesAndCharges: [BillLineAllowanceCharge] = [], tax: BillTax, cess: BillCess? = nil,
    currency: Currency? = nil
  ) {
    self.id = id
    self.quantity = quantity
    self.unitPrice = unitPrice
    self.priceDiscount = priceDiscount
    self.baseQuantity = baseQuantity
    self.priceIncludesTax = priceIncludesTax
    self.discount = discount
    self.allowancesAndCharges = allowancesAndCharges
    self.tax = tax
    self.cess = cess
    self.currency = currency
  }
}
