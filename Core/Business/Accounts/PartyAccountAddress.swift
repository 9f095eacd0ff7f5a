/// A party's postal address, as a document prints it and decides the place of supply from it.
public struct PartyAccountAddress: Sendable, Hashable, Codable {
  /// The street lines.
  public var lines: [String]
  /// The city or town.
  public var city: String
  /// The GST state code of the state or union territory (`27`), when known.
  public var stateCode: String?
  /// The PIN code.
  public var pincode: String?

  /// Creates an address.
  public init(lines: [String] = [], city: String = "", stateCode: String? = nil, pincode: String? = nil) {
    self.lines = lines
    self.city = city
    self.stateCode = stateCode
    self.pincode = pincode
  }
}
