import SharedCore

/// The place of supply a buyer's details give, and the check of a document's against it.
public enum BillPlaceOfSupply {
  /// The place of supply of goods to `party` (IGST Act s.10(1)(a), movement ending with the buyer): the
  /// place it was given explicitly, else its shipping state, else its billing state, else its GSTIN's
  /// state; `nil` when the party gives none.
  public static func derived(for party: PartyAccount) -> String? {
    party.placeOfSupply ?? party.shippingAddress?.stateCode ?? party.billingAddress?.stateCode
      ?? party.gstin.map { String($0.prefix(2)) }
  }

  /// The place of supply when the party is billed but the goods go elsewhere on its direction (IGST Act
  /// s.10(1)(b)): its principal place of business, its GSTIN's state, else its billing state.
  public static func billedPartyState(of party: PartyAccount) -> String? {
    party.gstin.map { String($0.prefix(2)) } ?? party.billingAddress?.stateCode
  }

  /// Checks `supply`'s place of supply against what `party`'s details give.
  /// - Throws: ``BillPlaceOfSupplyError`` when it differs without a reason, or a bill-to/ship-to place
  ///   of supply is not the billed party's state.
  public static func check(_ supply: BillGSTSupply, for party: PartyAccount) throws(BillPlaceOfSupplyError) {
    guard supply.kind == .regular else { return }
    switch supply.placeOfSupplyReason {
    case nil:
      guard let expected = derived(for: party), expected != supply.placeOfSupply else { return }
      throw .differsFromParty(expected: expected, found: supply.placeOfSupply)
    case .billToShipTo:
      guard let expected = billedPartyState(of: party), expected != supply.placeOfSupply else { return }
      throw .notTheBilledPartysState(expected: expected, found: supply.placeOfSupply)
    case .other(let reason):
      guard reason.trimmingWhitespace().isEmpty else { return }
      throw .reasonMissing
    }
  }
}
