/// The product identifiers the TraceWise SDK extracts from a Digital Link (its API unchanged).
public struct DPPProductIdentifiers: Sendable, Hashable {
  /// GTIN-14 (AI 01).
  public let gtin: String
  /// Serial number (AI 21).
  public let serial: String?
  /// Batch or lot (AI 10).
  public let batch: String?
  /// Expiry date as GS1 `YYMMDD` text (AI 17), e.g. `"251231"`; see ``DigitalLink/expiry`` for a typed date.
  public let expiry: String?

  /// Creates identifiers.
  public init(gtin: String, serial: String? = nil, batch: String? = nil, expiry: String? = nil) {
    self.gtin = gtin
    self.serial = serial
    self.batch = batch
    self.expiry = expiry
  }
}
