/// A product in the TraceWise catalogue: a GTIN, optionally one serialised unit of it.
public struct DPPProduct: Codable, Sendable, Hashable {
  /// The GTIN-14.
  public let gtin: String
  /// The unit's serial number (GS1 AI 21), for serialised products.
  public let serial: String?
  /// The product's display name.
  public let name: String
  /// A longer description.
  public let description: String?
  /// The manufacturer's name.
  public let manufacturer: String?
  /// The catalogue category (`footwear`, `battery`, …).
  public let category: String?

  /// Creates a product (the TraceWise SDK's signature and defaults).
  public init(
    gtin: String,
    serial: String? = nil,
    name: String,
    description: String? = nil,
    manufacturer: String? = nil,
    category: String? = nil
  ) {
    self.gtin = gtin
    self.serial = serial
    self.name = name
    self.description = description
    self.manufacturer = manufacturer
    self.category = category
  }

  /// The product's TraceWise id: `gtin:serial`, or the bare GTIN for a product class.
  public var id: DPPProductID {
    DPPProductID(gtin: gtin, serial: serial)
  }
}
