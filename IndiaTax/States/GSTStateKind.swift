/// What a GST state code stands for.
///
/// Delhi, Puducherry and (since 31 Oct 2019) Jammu and Kashmir are union territories with their own
/// legislatures, which the CGST Act counts as States (section 2(103)): they levy SGST, the other
/// union territories UTGST.
public enum GSTStateKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A state.
  case state
  /// A union territory with its own legislature (Delhi, Puducherry, Jammu and Kashmir).
  case unionTerritoryWithLegislature
  /// A union territory without a legislature (Chandigarh, Ladakh, Lakshadweep…).
  case unionTerritory
  /// `97`: the territory of India outside every state and union territory (the continental shelf and
  /// exclusive economic zone, where offshore installations are).
  case otherTerritory
  /// `96`: a place of supply outside India.
  case otherCountries
  /// `99`: registrations the Centre administers itself (suppliers of online services from abroad).
  case centreJurisdiction

  /// Whether it is a state or union territory of India.
  public var isStateOrUnionTerritory: Bool {
    switch self {
    case .state, .unionTerritoryWithLegislature, .unionTerritory: true
    case .otherTerritory, .otherCountries, .centreJurisdiction: false
    }
  }
}
