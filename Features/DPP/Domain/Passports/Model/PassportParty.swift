/// A manufacturer or economic operator named in a passport.
public struct PassportParty: Sendable, Hashable {
  /// The party's name.
  public var name: String?
  /// An identifier (DID, LEI, GLN, EORI, …).
  public var identifier: String?
  /// Country (ISO 3166 code or name, as given).
  public var country: String?
  /// Postal address or contact text, as given.
  public var address: String?

  /// Creates a party.
  public init(name: String? = nil, identifier: String? = nil, country: String? = nil, address: String? = nil) {
    self.name = name
    self.identifier = identifier
    self.country = country
    self.address = address
  }
}
