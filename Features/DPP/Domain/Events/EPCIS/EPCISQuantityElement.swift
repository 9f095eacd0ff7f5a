import Foundation

/// An entry of `quantityList` (EPCIS 2.0 §7.3.3.3): an amount of a class of objects.
public struct EPCISQuantityElement: Sendable, Hashable, Codable {
  /// The class URI (an LGTIN such as `https://id.gs1.org/01/09520123456788/10/ABC1`, or an EPC class URN).
  public var epcClass: String
  /// The amount, exact (never a binary floating-point number).
  public var quantity: Decimal?
  /// A UN/CEFACT Rec 20 unit code (`KGM`, `LTR`); absent for a count of items.
  public var uom: String?

  /// Creates a quantity element.
  public init(epcClass: String, quantity: Decimal? = nil, uom: String? = nil) {
    self.epcClass = epcClass
    self.quantity = quantity
    self.uom = uom
  }
}
