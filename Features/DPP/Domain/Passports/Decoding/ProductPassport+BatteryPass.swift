import Foundation
import SharedCore

extension ProductPassport {
  /// Reads a Battery Pass v1.2 passport (DIN DKE SPEC 99100) from one JSON object holding the
  /// modules' properties (GeneralProductInformation, CarbonFootprint, Circularity, MaterialComposition,
  /// PerformanceAndDurability, Labels, SupplyChainDueDiligence). See ``init(batteryPassModules:)``.
  /// - Throws: ``PassportDecodingError`` naming the key path.
  public init(batteryPass data: Data) throws(PassportDecodingError) {
    try self.init(batteryPassModules: [data])
  }

  /// Reads a Battery Pass from its module payloads (one file per SAMM aspect), merged in order.
  ///
  /// Files may be UTF-8 or UTF-16 with BOM (as several published payloads are). The contract's
  /// misspelt names (``BatteryPassSpelling``) and their correct spellings are both accepted; in
  /// ``additional`` they appear correctly spelt. Amounts are exact decimals.
  /// - Throws: ``PassportDecodingError`` naming the key path.
  public init(batteryPassModules modules: [Data]) throws(PassportDecodingError) {
    var merged: [String: JSONValue] = [:]
    for data in modules {
      let module = try JSONCursor(data: data)
      merged.merge(try module.members()) { _, new in new }
    }
    try self.init(batteryPassRoot: JSONCursor(.object(merged)))
  }

  static let batteryPassKeys: Set<String> = [
    "productIdentifier", "batteryPassportIdentifier", "manufacturerInformation", "operatorInformation",
    "manufacturingPlace", "warrantyPeriod", "batteryTechnicalProperties", "batteryCarbonFootprint",
    "carbonFootprintStudy", "batteryMaterials", "hazardousSubstances", "recycledContent", "sparePartSources",
    "dismantlingAndRemovalInformation", "declarationOfConformity", "resultOfTestReport",
    "supplyChainDueDiligenceReport", "thirdPartyAssurances",
  ]

  private init(batteryPassRoot root: JSONCursor) throws(PassportDecodingError) {
    func names(_ correct: String) -> [String] { BatteryPassSpelling.names(for: correct) }
    let technical = root.member(names("batteryTechnicalProperties"))
    var materials = try (root.member("batteryMaterials")?.elements() ?? []).map(Self.batteryMaterial)
    try Self.applyRecycledContent(root.member("recycledContent"), to: &materials)
    var documents: [PassportDocument] = []
    for kind in [
      "supplyChainDueDiligenceReport", "thirdPartyAssurances", "declarationOfConformity",
      "resultOfTestReport", "carbonFootprintStudy",
    ] {
      for url in root.member(names(kind))?.urls() ?? [] { documents.append(PassportDocument(kind: kind, url: url)) }
    }
    let repairLinks =
      (root.member("sparePartSources")?.urls() ?? [])
      + (root.member("dismantlingAndRemovalInformation")?.urls() ?? [])
    var durability: PassportDurability?
    let warranty = try root.member(names("warrantyPeriod"))?.asString()
    let lifetime = try technical?.member("expectedLifetime").map(Self.amount)
    let cycles = try technical?.member("expectedNumberOfCycles").map(Self.amount)
    if warranty != nil || lifetime != nil || cycles != nil {
      durability = PassportDurability(warrantyPeriod: warranty, expectedLifetimeYears: lifetime, expectedCycles: cycles)
    }
    var additional: [String: AnyCodable] = [:]
    if case .object(let members) = BatteryPassSpelling.normalized(root.value) {
      for (key, value) in members where !Self.batteryPassKeys.contains(key) { additional[key] = AnyCodable(value) }
    }
    self.init(
      source: .batteryPass,
      productIdentifier: try root.required("productIdentifier").asString(),
      passportIdentifier: try root.string("batteryPassportIdentifier"),
      granularity: .item,
      manufacturer: try root.member("manufacturerInformation").map(Self.batteryParty),
      economicOperator: try root.member("operatorInformation").map(Self.batteryParty),
      facility: try root.member("manufacturingPlace").map(Self.address),
      materials: materials,
      carbonFootprint: try root.member("batteryCarbonFootprint").map { value throws(PassportDecodingError) in
        CarbonFootprint(value: try Self.amount(value), unit: "kgCO2e/kWh", declaredUnit: "kWh")
      },
      durability: durability,
      repair: repairLinks.isEmpty ? nil : RepairInformation(links: repairLinks),
      dueDiligenceDocuments: documents,
      substancesOfConcern: try (root.member("hazardousSubstances")?.elements() ?? []).map(Self.hazardousSubstance),
      additional: additional
    )
  }

  /// A number, or an object carrying one (`{"value": 12}`; SAMM quantities), exact.
  private static func amount(_ cursor: JSONCursor) throws(PassportDecodingError) -> Decimal {
    if case .object = cursor.value { return try cursor.required("value").asDecimal() }
    return try cursor.asDecimal()
  }

  private static func address(_ cursor: JSONCursor) throws(PassportDecodingError) -> String {
    if case .string(let text) = cursor.value { return text }
    var parts: [String] = []
    for key in ["streetAddress", "postalCode", "addressCountry"] {
      if let part = try cursor.string(key) { parts.append(part) }
    }
    return parts.joined(separator: ", ")
  }

  private static func batteryParty(_ contact: JSONCursor) throws(PassportDecodingError) -> PassportParty {
    let postal = contact.member("postalAddress")
    return PassportParty(
      name: try contact.string("contactName"),
      identifier: try contact.string("identifier"),
      country: try postal?.string("addressCountry"),
      address: try postal.map(Self.address))
  }

  private static func batteryMaterial(_ item: JSONCursor) throws(PassportDecodingError) -> PassportMaterial {
    PassportMaterial(
      name: try item.required("batteryMaterialName").asString(),
      identifier: try item.string("batteryMaterialIdentifier")?.trimmingWhitespace(),
      massKilograms: try item.decimal("batteryMaterialMass"),
      isCriticalRawMaterial: try item.bool("isCriticalRawMaterial"))
  }

  private static func hazardousSubstance(_ item: JSONCursor) throws(PassportDecodingError) -> SubstanceOfConcern {
    SubstanceOfConcern(
      name: try item.required("hazardousSubstanceName").asString(),
      identifier: try item.string("hazardousSubstanceIdentifier")?.trimmingWhitespace(),
      concentration: try item.decimal("hazardousSubstanceConcentration"),
      hazardClass: try item.string("hazardousSubstanceClass"),
      location: try item.member("hazardousSubstanceLocation")?.string("componentName"))
  }

  /// Adds each `recycledContent` entry's pre- plus post-consumer share to the material of that name,
  /// or as a new material entry.
  private static func applyRecycledContent(_ list: JSONCursor?, to materials: inout [PassportMaterial])
    throws(PassportDecodingError)
  {
    for entry in list?.elements() ?? [] {
      let name = try entry.required("recycledMaterial").asString()
      let share = (try entry.decimal("preConsumerShare") ?? 0) + (try entry.decimal("postConsumerShare") ?? 0)
      if let index = materials.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
        materials[index].recycledContentPercent = share
      } else {
        materials.append(PassportMaterial(name: name, recycledContentPercent: share))
      }
    }
  }
}
