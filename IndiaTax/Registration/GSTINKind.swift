/// The kind of registration a GSTIN belongs to, from its structure as GSTN publishes it.
public enum GSTINKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A taxpayer registered on a PAN: regular or composition, an SEZ unit or developer, a casual
  /// taxable person, an input service distributor. Character 14 is `Z` (or `1`–`9`, `A`, `B`, `E`–`J`).
  case regular
  /// A tax deductor (TDS, CGST Act section 51), registered on its TAN (or PAN). Character 14 is `D`.
  case taxDeductor
  /// An e-commerce operator collecting tax at source (TCS, CGST Act section 52), registered on its
  /// PAN. Character 14 is `C`.
  case taxCollector
  /// A government department without a PAN, registered on a TAN-shaped identifier: character 13 is a
  /// digit and character 14 `Z`.
  case governmentDepartment
  /// A unique identity number (UIN) of a UN body, an embassy or another notified person: the year,
  /// a three-letter country or organisation code, a serial, then `UN` (or `ON`).
  case uniqueIdentity
  /// A non-resident taxable person: the year, a three-letter country code, a serial, then `NR`.
  case nonResident
  /// A supplier of online information and database access or retrieval services (OIDAR) from
  /// abroad, registered with the Centre (state code `99`): the year, a country code, a serial, then `OS`.
  case onlineServicesFromAbroad

  /// Whether characters 3–12 are a PAN or TAN (rather than a year, country code and serial).
  public var isRegisteredOnIndianTaxNumber: Bool {
    switch self {
    case .regular, .taxDeductor, .taxCollector, .governmentDepartment: true
    case .uniqueIdentity, .nonResident, .onlineServicesFromAbroad: false
    }
  }

  /// A short name for messages: "a regular registration", "a TDS registration".
  public var label: String {
    switch self {
    case .regular: "a regular registration"
    case .taxDeductor: "a TDS deductor's registration"
    case .taxCollector: "an e-commerce operator's TCS registration"
    case .governmentDepartment: "a government department's registration"
    case .uniqueIdentity: "a UIN"
    case .nonResident: "a non-resident taxable person's registration"
    case .onlineServicesFromAbroad: "an OIDAR registration"
    }
  }
}
