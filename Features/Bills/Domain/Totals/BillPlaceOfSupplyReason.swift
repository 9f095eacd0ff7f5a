/// Why a document's place of supply differs from the one its buyer's details give.
///
/// Under the IGST Act the place of supply of goods is where their movement ends (s.10(1)(a)): the
/// buyer's shipping state, else its billing state, else its GSTIN's state. A document may name another
/// only for a reason the rules give, which is checked.
public enum BillPlaceOfSupplyReason: Sendable, Hashable, Codable {
  /// Bill to one party, ship to another on its direction (IGST Act s.10(1)(b)): the place of supply is
  /// the billed party's principal place of business, its GSTIN's (or billing) state, not where the
  /// goods go.
  case billToShipTo
  /// Another rule applies (services under s.12 or s.13, goods installed or assembled at site under
  /// s.10(1)(d), supplies on board a conveyance under s.10(1)(e)…), described.
  case other(String)
}
