import Foundation
import SharedCore

/// A document-level allowance (a discount before tax) or charge (shipping, packing), taxed in its own
/// category and rate (EN 16931 BG-20 / BG-21).
///
/// It adds to or takes from the taxable amount of its category and rate, so a discount at 18 % lowers
/// the 18 % base and the tax on it.
public struct BillDocumentAllowanceCharge: Sendable, Hashable, Codable {
  /// An identifier, unique among the draft's allowances and charges, used in errors and results.
  public var id: String
  /// Whether this is a charge (BT-99) rather than an allowance (BT-92).
  public var isCharge: Bool
  /// The amount, zero or more, at most the currency's minor-unit digits.
  public var amount: Decimal
  /// How it is taxed.
  public var tax: BillTax
  /// Why (BT-97 / BT-104): `"Freight"`, `"Loyal customer"`.
  public var reason: String?
  /// The currency the amount is in, when the caller records one; it must be the document's.
  public var currency: Currency?

  /// An allowance or charge.
  public init(
    id: String, isCharge: Bool, amount: Decimal, tax: BillTax, reason: String? = nil, currency: Currency? = nil
  ) {
    self.id = id
    self.isCharge = isCharge
    self.amount = amount
    self.tax = tax
    self.reason = reason
    self.currency = currency
  }
}
