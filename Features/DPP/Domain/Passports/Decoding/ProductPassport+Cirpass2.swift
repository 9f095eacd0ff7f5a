import Foundation
import SharedCore

extension ProductPassport {
  static let cirpass2Keys: Set<String> = [
    "product", "passport_info", "specifications", "environmental_impact", "circularity", "materials",
    "documentation", "supply_chain",
  ]

  /// Reads the CIRPASS-2 flat ESPR-style passport (CIRPASS-2/mock-eu-registry example DPP).
  init(cirpass2 root: JSONCursor) throws(PassportDecodingError) {
    let product = try root.required("product")
    let info = root.member("passport_info")
    let durability = root.member("specifications")?.member("durability")
    let footprint = root.member("environmental_impact")?.member("carbon_footprint")
    let supply = root.member("supply_chain")
    let gtin = try product.string("gtin")
    var identifier = try product.string("id")
    if identifier == nil { identifier = gtin }
    guard let identifier else { throw .missingField(path: "product.id") }
    var facility = try info?.string("facility_id")
    if facility == nil { facility = try supply?.member("manufacturing_location")?.string("facility_name") }
    self.init(
      source: .cirpass,
      productIdentifier: identifier,
      passportIdentifier: try info?.string("passport_id"),
      productName: try product.string("name"),
      gtin: gtin,
      serialNumber: try product.string("serial_number"),
      batchNumber: try supply?.string("batch_number"),
      granularity: try info?.member("granularity").map(Self.granularity),
      manufacturer: try product.member("manufacturer").map(Self.cirpass2Party),
      economicOperator: try product.member("economic_operator").map(Self.cirpass2Party),
      facility: facility,
      countryOfOrigin: try supply?.member("manufacturing_location")?.string("country"),
      materials: try (root.member("materials")?.member("bill_of_materials")?.elements() ?? [])
        .map(Self.cirpass2Material),
      recycledContentPercent: try root.member("circularity")?.decimal("recycled_content_percent"),
      carbonFootprint: try footprint.map { value throws(PassportDecodingError) in
        CarbonFootprint(
          value: try value.required("total_kg_co2").asDecimal(), unit: "kgCO2e", declaredUnit: "product",
          methodology: try value.string("methodology"))
      },
      durability: try durability.map { value throws(PassportDecodingError) in
        PassportDurability(
          warrantyPeriod: try value.decimal("warranty_months").map { "P\($0)M" },
          expectedLifetimeYears: try value.decimal("expected_lifetime_years"))
      },
      repair: try Self.cirpass2Repair(root),
      dueDiligenceDocuments: try Self.cirpass2Documents(root.member("documentation")),
      substancesOfConcern: try (root.member("materials")?.member("substances_of_concern")?.elements() ?? [])
        .map { item throws(PassportDecodingError) in
          SubstanceOfConcern(
            name: try item.required("substance_name", "name").asString(),
            identifier: try item.string("cas_number")?.trimmingWhitespace(),
            concentration: try item.decimal("concentration_percent"))
        },
      additional: root.unknownMembers(excluding: Self.cirpass2Keys)
    )
  }

  static func granularity(_ cursor: JSONCursor) throws(PassportDecodingError) -> Granularity {
    let text = try cursor.asString()
    guard let level = Granularity(rawValue: text.lowercased()) else {
      throw .invalidValue(path: cursor.path, value: text, reason: "is not item, batch or model")
    }
    return level
  }

  private static func cirpass2Party(_ party: JSONCursor) throws(PassportDecodingError) -> PassportParty {
    let address = party.member("address")
    var addressText: String?
    if let address {
      var parts: [String] = []
      for key in ["street", "postal_code", "city", "country"] {
        if let part = try address.string(key) { parts.append(part) }
      }
      addressText = parts.joined(separator: ", ")
    }
    return PassportParty(
      name: try party.string("company_name", "name"),
      identifier: try party.string("company_id", "vat_number", "id"),
      country: try party.string("country"),
      address: addressText)
  }

  private static func cirpass2Material(_ item: JSONCursor) throws(PassportDecodingError) -> PassportMaterial {
    let weightGrams = try item.decimal("weight_g")
    var recycled = try item.decimal("recycled_content_percent")
    if recycled == nil, let flag = try item.bool("recycled") { recycled = flag ? 100 : 0 }
    return PassportMaterial(
      name: try item.required("material_name", "name").asString(),
      identifier: try item.string("cas_number")?.trimmingWhitespace(),
      massPercent: try item.decimal("percentage"),
      massKilograms: weightGrams.map { $0 / 1000 },
      recycledContentPercent: recycled)
  }

  private static func cirpass2Repair(_ root: JSONCursor) throws(PassportDecodingError) -> RepairInformation? {
    let score = try root.member("circularity")?.decimal("repairability_score")
    var links: [String] = []
    for part in root.member("spare_parts")?.elements() ?? [] {
      if let url = try part.string("url") { links.append(url) }
    }
    if let manual = try root.member("documentation")?.member("repair_manual")?.string("url") { links.append(manual) }
    return score == nil && links.isEmpty ? nil : RepairInformation(score: score, links: links)
  }

  private static func cirpass2Documents(_ documentation: JSONCursor?) throws(PassportDecodingError)
    -> [PassportDocument]
  {
    guard let documentation else { return [] }
    var documents: [PassportDocument] = []
    for certificate in documentation.member("certificates")?.elements() ?? [] {
      documents.append(
        PassportDocument(
          kind: try certificate.string("type") ?? "certificate", title: try certificate.string("certificate_number"),
          url: try certificate.string("url")))
    }
    for key in try documentation.members().keys.sorted() where key != "certificates" {
      if let url = try documentation.member(key)?.string("url") {
        documents.append(PassportDocument(kind: key, url: url))
      }
    }
    return documents
  }
}
