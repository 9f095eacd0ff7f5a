import IndiaTax

/// A billing or shipping address, with the GST state that decides the place of supply.
public struct PartyAddress: Sendable, Hashable, Codable {
  /// Street lines.
  public var lines: [String]
  /// The city or town.
  public var city: String
  /// The state or territory.
  public var state: GSTStateCode?
  /// The six-digit PIN code.
  public var pincode: String?

  /// An address.
  public init(lines: [String] = [], city: String = "", state: GSTStateCode? = nil, pincode: String? = nil) {
    self.lines = lines
    self.city = city
    self.state = state
    self.pincode = pincode
  }
}
