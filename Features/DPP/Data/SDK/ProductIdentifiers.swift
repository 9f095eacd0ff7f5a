/// The identifiers a GS1 Digital Link carries for a product (seed 000).
///
/// Unlike the seed's regular expressions, values come from the full GS1 Digital Link parser, so
/// check digits, lengths, character sets and qualifier order are validated.
public struct ProductIdentifiers: Sendable, Hashable {
  /// The GTIN-14 (AI 01).
  public let gtin: String
  /// The serial number (AI 21).
  public let serial: String?
  /// The batch or lot (AI 10).
  public let batch: String?
  /// The expiry date, `YYMMDD` (AI 17).
  public let expiry: String?

  /// Creates identifiers.
  public init(gtin: String, serial: String? = nil, batch: String? = nil, expiry: String? = nil) {
    self.gtin = gtin
    self.serial = serial
    self.batch = batch
    self.expiry = expiry
  }

  /// The identifiers of `link`, which must have a GTIN (AI 01) as its primary key.
  init(link: DigitalLink) {
    self.init(
      gtin: link.primaryKey.value, serial: link.value(for: "21"), batch: link.value(for: "10"),
      expiry: link.value(for: "17"))
  }
}
