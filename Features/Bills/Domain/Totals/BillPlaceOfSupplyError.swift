/// Why a document's place of supply is refused.
public enum BillPlaceOfSupplyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The place of supply is not the one the buyer's details give (its shipping, billing or GSTIN
  /// state), and no reason is given.
  case differsFromParty(expected: String, found: String)
  /// A bill-to/ship-to supply's place of supply must be the billed party's state.
  case notTheBilledPartysState(expected: String, found: String)
  /// Another rule was named without saying which.
  case reasonMissing

  /// A sentence for the screen.
  public var description: String {
    switch self {
    case .differsFromParty(let expected, let found):
      "The buyer's details give place of supply \(expected), not \(found): pick \(expected), or give the reason "
        + "(bill to one party and ship to another, or another rule of the IGST Act)."
    case .notTheBilledPartysState(let expected, let found):
      "When goods are billed to one party and shipped to another, the place of supply is the billed party's "
        + "state (IGST Act s.10(1)(b)): \(expected), not \(found)."
    case .reasonMissing: "Say which rule of the IGST Act gives this place of supply."
    }
  }
}
