import Foundation
import SharedCore

extension ProductPassport {
  /// Reads a UN Transparency Protocol DPP credential (W3C VC 2.0 JSON-LD, UNTP DPP 0.6).
  ///
  /// The credential's proof is **not** verified: the result is marked ``Verification/unverified``.
  /// Unmodelled `credentialSubject` members go to ``additional``.
  /// - Throws: ``PassportDecodingError`` naming the key path (`credentialSubject.product.id`).
  public init(untpCredential data: Data) throws(PassportDecodingError) {
    try self.init(untp: try JSONCursor(data: data))
  }

  static let untpSubjectKeys: Set<String> = [
    "product", "granularityLevel", "materialsProvenance", "emissionsScorecard", "circularityScorecard",
    "dueDiligenceDeclaration", "conformityClaim",
  ]

  init(untp credential: JSONCursor) throws(PassportDecodingError) {
    _ = try credential.members()
    let subject = try credential.required("credentialSubject")
    let product = try subject.required("product")
    let idScheme = try product.member("idScheme")?.string("name", "id")
    let registeredID = try product.string("registeredId")
    let isGTIN = idScheme.map { $0.lowercased().contains("gtin") || $0.lowercased().contains("gs1") } ?? false
    let circularity = subject.member("circularityScorecard")
    var claims = try Self.untpClaims(subject)
    if let declaration = try subject.member("dueDiligenceDeclaration")?.link() {
      claims.documents.insert(PassportDocument(kind: "dueDiligenceDeclaration", url: declaration), at: 0)
    }
    var repairLinks: [String] = []
    for link in circularity?.member("repairInformation")?.elements() ?? [] {
      if let url = try link.link() { repairLinks.append(url) }
    }
    let materials = try (subject.member("materialsProvenance")?.elements() ?? []).map(Self.untpMaterial)
    self.init(
      source: .untp,
      verification: .unverified,
      productIdentifier: try product.required("id").asString(),
      passportIdentifier: try credential.string("id"),
      productName: try product.string("name"),
      gtin: isGTIN ? registeredID : nil,
      serialNumber: try product.string("serialNumber"),
      batchNumber: try product.string("batchNumber"),
      granularity: try subject.member("granularityLevel").map(Self.granularity),
      manufacturer: try product.member("producedByParty").map(Self.untpParty),
      economicOperator: try credential.member("issuer").map(Self.untpParty),
      facility: try product.member("producedAtFacility")?.label("name", "id"),
      countryOfOrigin: try product.member("countryOfProduction")?.label("countryCode", "name"),
      materials: materials,
      recycledContentPercent: try circularity?.decimal("recycledContent").map { $0 * 100 },
      carbonFootprint: try subject.member("emissionsScorecard").map(Self.untpFootprint),
      durability: try circularity?.decimal("utilityFactor").map { PassportDurability(durabilityIndicator: $0) },
      repair: claims.repairScore == nil && repairLinks.isEmpty
        ? nil : RepairInformation(score: claims.repairScore, links: repairLinks),
      dueDiligenceDocuments: claims.documents,
      substancesOfConcern: materials.filter { $0.isHazardous == true }.map {
        SubstanceOfConcern(name: $0.name, identifier: $0.identifier)
      },
      additional: subject.unknownMembers(excluding: Self.untpSubjectKeys)
    )
    for key in ["validFrom", "validUntil"] {
      if let value = credential.value[key] { additional[key] = AnyCodable(value) }
    }
  }

  private static func untpParty(_ party: JSONCursor) throws(PassportDecodingError) -> PassportParty {
    if case .string(let identifier) = party.value { return PassportParty(identifier: identifier) }
    return PassportParty(name: try party.string("name"), identifier: try party.string("id"))
  }

  private static func untpMaterial(_ item: JSONCursor) throws(PassportDecodingError) -> PassportMaterial {
    let mass = item.member("mass")
    let massKilograms: Decimal? = try mass.flatMap { value throws(PassportDecodingError) in
      try value.string("unit") == "KGM" ? value.decimal("value") : nil
    }
    return PassportMaterial(
      name: try item.required("name").asString(),
      identifier: try item.string("symbol"),
      massPercent: try item.decimal("massFraction").map { $0 * 100 },
      massKilograms: massKilograms,
      recycledContentPercent: try item.decimal("recycledMassFraction").map { $0 * 100 },
      isHazardous: try item.bool("hazardous"),
      originCountry: try item.member("originCountry")?.label("countryCode", "name"))
  }

  private static func untpFootprint(_ scorecard: JSONCursor) throws(PassportDecodingError) -> CarbonFootprint {
    CarbonFootprint(
      value: try scorecard.required("carbonFootprint").asDecimal(),
      unit: "kgCO2e",
      declaredUnit: try scorecard.string("declaredUnit"),
      methodology: try scorecard.member("reportingStandard")?.label("name", "id"))
  }

  /// Conformity claims as documents, and a repairability score if a claim declares one.
  private static func untpClaims(_ subject: JSONCursor) throws(PassportDecodingError)
    -> (documents: [PassportDocument], repairScore: Decimal?)
  {
    var documents: [PassportDocument] = []
    var repairScore: Decimal?
    for claim in subject.member("conformityClaim")?.elements() ?? [] {
      let topic = try claim.member("conformityTopic")?.label("name", "id")
      var title = try claim.member("referenceRegulation")?.string("name")
      if title == nil { title = try claim.string("description") }
      documents.append(
        PassportDocument(
          kind: topic ?? "conformityClaim",
          title: title,
          url: try claim.member("conformityEvidence")?.link()))
      for metric in claim.member("declaredValue")?.elements() ?? [] {
        let name = try metric.string("metricName") ?? ""
        if name.lowercased().contains("repair") { repairScore = try metric.required("metricValue").asDecimal() }
      }
    }
    return (documents, repairScore)
  }
}
