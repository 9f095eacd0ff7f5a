/// The tax category of a line, allowance or charge, coded as in EN 16931 (UNCL 5305).
///
/// The same codes describe GST treatments: a taxable supply is ``standardRate``, a nil-rated one
/// ``zeroRated``, an exempt one ``exempt``, a non-GST supply ``outsideScope``, a supply under reverse
/// charge ``reverseCharge`` and an export or SEZ supply without payment of tax ``export``.
public enum BillTaxCategory: String, Sendable, Hashable, Codable, CaseIterable {
  /// `S`: taxed at a positive rate (GST: a taxable supply at its slab rate).
  case standardRate = "S"
  /// `Z`: zero-rated goods (GST: nil-rated).
  case zeroRated = "Z"
  /// `E`: exempt from tax; the breakdown carries an exemption reason.
  case exempt = "E"
  /// `AE`: VAT or GST reverse charge, paid by the buyer.
  case reverseCharge = "AE"
  /// `K`: VAT-exempt intra-community supply of goods and services (EU only).
  case intraCommunitySupply = "K"
  /// `G`: free export item, tax not charged (GST: export or SEZ supply under LUT or bond).
  case export = "G"
  /// `O`: services outside the scope of tax (GST: non-GST supply).
  case outsideScope = "O"

  /// Whether lines in this category carry tax at their rate; every other category is taxed at zero.
  public var isTaxed: Bool { self == .standardRate }
}
