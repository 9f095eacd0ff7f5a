import DPPFeature
import Foundation
import SharedCore
import Testing

@Suite struct CirpassPassportTests {
  @Test func seedShapeDecodesWithJSONDecoderAndMaps() throws {
    let product = try JSONDecoder().decode(CirpassProduct.self, from: Fixtures.data("passports/cirpass-seed.json"))
    #expect(product.id == "cirpass-001")
    #expect(product.manufacturer == .init(name: "Acme Appliances GmbH", country: "DE"))
    #expect(product.lifecycle?[1].details?["price"] == 49.9)
    let passport = ProductPassport(cirpass: product)
    #expect(passport.source == .cirpass)
    #expect(passport.verification == .notApplicable)
    #expect(passport.gtin == "09520123456788")
    #expect(passport.materials.map(\.name) == ["stainless steel", "polypropylene", "borosilicate glass"])
    #expect(passport.durability?.warrantyEnds == "2028-03-01")
    #expect(passport.repair?.score == Decimal(string: "7.5"))
    #expect(passport.additional["lifecycle"]?[0]?["details"]?["line"] == 4)
  }

  @Test func seedShapeKeepsUnknownKeys() throws {
    let passport = try ProductPassport(cirpassJSON: Fixtures.data("passports/cirpass-seed.json"))
    #expect(passport.additional["simulatorVersion"] == "1.4")
    #expect(passport.passportIdentifier == "cirpass-001")
  }

  @Test func cirpass2FlatShapeMapsTheCrosswalkFields() throws {
    let passport = try ProductPassport(cirpassJSON: Fixtures.data("passports/cirpass2-espr.json"))
    #expect(passport.productIdentifier == "PROD-2026-KETTLE-17")
    #expect(passport.passportIdentifier == "DPP-EU-2026-KET-000017")
    #expect(passport.granularity == .batch)
    #expect(passport.batchNumber == "B-2026-01")
    #expect(passport.manufacturer?.name == "Acme Appliances GmbH")
    #expect(passport.manufacturer?.address == "Industriestr. 5, 10115, Berlin, DE")
    #expect(passport.economicOperator?.identifier == "NL001234567B01")
    #expect(passport.facility == "urn:gln:9520123456788")
    #expect(passport.recycledContentPercent == 35)
    #expect(
      passport.carbonFootprint
        == CarbonFootprint(
          value: Decimal(string: "12.4")!, unit: "kgCO2e", declaredUnit: "product", methodology: "ISO 14067:2018"))
    #expect(passport.materials.first?.identifier == "12597-68-1")
    #expect(passport.materials.first?.massKilograms == Decimal(string: "0.8205"))
    #expect(passport.materials.first?.recycledContentPercent == 100)
    #expect(passport.materials.last?.massPercent == Decimal(string: "23.6"))
    #expect(
      passport.substancesOfConcern == [
        SubstanceOfConcern(name: "Lead", identifier: "7439-92-1", concentration: Decimal(string: "0.05"))
      ])
    #expect(passport.durability?.warrantyPeriod == "P24M")
    #expect(passport.durability?.expectedLifetimeYears == 8)
    #expect(passport.repair?.score == Decimal(string: "7.5"))
    #expect(
      passport.repair?.links == [
        "https://acme.example/parts/lid-01", "https://acme.example/docs/kettle-repair.pdf",
      ])
    #expect(passport.dueDiligenceDocuments.first?.kind == "CE marking")
    #expect(passport.additional["packaging"]?["weight_g"] == 45.0)
  }

  static let malformed: [(json: String, error: PassportDecodingError)] = [
    (#"{"name":"x"}"#, .missingField(path: "id")),
    (#"{"id":"a","name":"x","manufacturer":{"country":"DE"}}"#, .missingField(path: "manufacturer.name")),
    (#"{"id":"a","name":"x","lifecycle":[{"eventType":"made"}]}"#, .missingField(path: "lifecycle[0].timestamp")),
    (
      #"{"id":"a","name":"x","repairability":{"score":"high"}}"#,
      .wrongType(path: "repairability.score", expected: "number")
    ),
    (#"{"id":"a","name":["x"]}"#, .wrongType(path: "name", expected: "string")),
    (#"{"product":{"name":"x"},"passport_info":{}}"#, .missingField(path: "product.id")),
    (
      #"{"product":{"id":"p"},"passport_info":{"granularity":"pallet"}}"#,
      .invalidValue(path: "passport_info.granularity", value: "pallet", reason: "is not item, batch or model")
    ),
    (
      #"{"product":{"id":"p"},"circularity":{"recycled_content_percent":"lots"}}"#,
      .invalidValue(path: "circularity.recycled_content_percent", value: "lots", reason: "is not a number")
    ),
    (#"[1]"#, .wrongType(path: "", expected: "object")),
  ]

  @Test(arguments: malformed)
  func malformedInputNamesTheKeyPath(json: String, error: PassportDecodingError) {
    #expect(throws: error) { try ProductPassport(cirpassJSON: Data(json.utf8)) }
  }

  @Test func invalidJSONReportsLineAndColumn() {
    #expect {
      try ProductPassport(cirpassJSON: Data("{\n\"id\": }".utf8))
    } throws: { error in
      guard case PassportDecodingError.malformedJSON(let parse) = error else { return false }
      return parse.line == 2 && parse.column == 7
    }
  }
}
