extension DigitalLink {
  /// The GTIN-14 (AI 01), whether it is the primary key or an attribute.
  public var gtin: String? { value(for: "01") }
  /// The serial number (AI 21).
  public var serial: String? { value(for: "21") }
  /// The batch or lot number (AI 10).
  public var lot: String? { value(for: "10") }
  /// The consumer product variant (AI 22).
  public var consumerProductVariant: String? { value(for: "22") }
  /// The SSCC (AI 00).
  public var sscc: String? { value(for: "00") }
  /// The expiration date (AI 17), day `00` meaning the end of the month.
  public var expiry: GS1Date? { value(for: "17").flatMap { GS1Date(yymmdd: $0) } }
  /// The best-before date (AI 15).
  public var bestBefore: GS1Date? { value(for: "15").flatMap { GS1Date(yymmdd: $0) } }
  /// The production date (AI 11).
  public var productionDate: GS1Date? { value(for: "11").flatMap { GS1Date(yymmdd: $0) } }
  /// The value of the `linkType` query parameter (e.g. `gs1:dpp`), if present.
  public var linkType: String? { nonAIParameters.first { $0.name == "linkType" }?.value }
  /// The dictionary entry of the primary key.
  public var primaryKeyEntry: GS1AIEntry? { GS1Dictionary.entry(for: primaryKey.ai) }
}
