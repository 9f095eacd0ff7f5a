import Foundation

/// The tax of one category and rate (EN 16931 BG-23; the GST rate-wise summary).
public struct BillTaxBreakdown: Sendable, Hashable, Codable {
  /// The category (BT-118).
  public var category: BillTaxCategory
  /// The rate in percent (BT-119).
  public var rate: Decimal
  /// The taxable amount (BT-116): line net amounts less allowances plus charges of this category and rate.
  public var taxableAmount: Decimal
  /// The tax by head charged on the document; its total is the category tax amount (BT-117), each head
  /// rounded half up.
  public var tax: BillTaxAmounts
  /// The exemption reason (BT-120), from the first line or allowance that gives one.
  public var exemptionReason: String?
  /// Under GST reverse charge: the tax at ``rate`` the recipient pays (CGST Act s.9(3)), by head, which
  /// the invoice shows (CGST Rules, rule 46) but does not charge. Zero otherwise.
  public var reverseChargeTax: BillTaxAmounts

  /// A breakdown row.
  public init(
    category: BillTaxCategory, rate: Decimal, taxableAmount: Decimal, tax: BillTaxAmounts,
    exemptionReason: String? = nil, reverseChargeTax: BillTaxAmounts = .zero
  ) {
    self.category = category
    self.rate = rate
    self.taxableAmount = taxableAmount
    self.tax = tax
    self.exemptionReason = exemptionReason
    self.reverseChargeTax = reverseChargeTax
  }

  /// The category tax amount (BT-117).
  public var taxAmount: Decimal { tax.total }
}
