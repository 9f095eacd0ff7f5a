/// Where a GST supply goes, which decides the tax heads: CGST + SGST within a state, IGST across
/// states, to an SEZ or abroad, or no tax on an export or SEZ supply under LUT or bond.
public struct BillGSTSupply: Sendable, Hashable, Codable {
  /// The kind of supply, as the e-invoice's supply type records it.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A supply within India to a registered or unregistered buyer (B2B, B2C).
    case regular
    /// To an SEZ unit or developer, with payment of IGST (SEZWP).
    case sezWithPayment
    /// To an SEZ unit or developer under LUT or bond, without tax (SEZWOP).
    case sezWithoutPayment
    /// An export with payment of IGST (EXPWP).
    case exportWithPayment
    /// An export under LUT or bond, without tax (EXPWOP).
    case exportWithoutPayment
  }

  /// The supplier's state code (the first two digits of its GSTIN): `"27"`.
  public var supplierStateCode: String
  /// The place of supply's state code: `"29"`, or `"96"` for a place outside India.
  public var placeOfSupply: String
  /// The kind of supply.
  public var kind: Kind
  /// Why the place of supply is not the one the buyer's details give, when it is not (see
  /// ``BillPlaceOfSupplyReason``); `nil` when it is.
  public var placeOfSupplyReason: BillPlaceOfSupplyReason?

  /// A supply.
  public init(
    supplierStateCode: String, placeOfSupply: String, kind: Kind = .regular,
    placeOfSupplyReason: BillPlaceOfSupplyReason? = nil
  ) {
    self.supplierStateCode = supplierStateCode
    self.placeOfSupply = placeOfSupply
    self.kind = kind
    self.placeOfSupplyReason = placeOfSupplyReason
  }

  /// Whether CGST and SGST apply (a regular supply whose place of supply is the supplier's state)
  /// rather than IGST.
  public var isIntraState: Bool { kind == .regular && supplierStateCode == placeOfSupply }

  /// Whether the supply carries no tax (an export or SEZ supply under LUT or bond).
  public var isWithoutPayment: Bool { kind == .sezWithoutPayment || kind == .exportWithoutPayment }
}
