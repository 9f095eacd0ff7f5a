import DPPFeature
import Foundation
import SharedCore
import Testing

@Suite struct BatteryPassPassportTests {
  @Test(arguments: ["passports/batterypass-general.json", "passports/batterypass-correct-spelling.json"])
  func bothSpellingsMapTheSameWay(_ path: String) throws {
    let passport = try ProductPassport(batteryPass: Fixtures.data(path))
    #expect(passport.source == .batteryPass)
    #expect(passport.productIdentifier == "https://id.gs1.org/01/09520123456788/21/BAT-0001")
    #expect(passport.passportIdentifier == "urn:bmwk:123456687678")
    #expect(
      passport.durability
        == PassportDurability(
          warrantyPeriod: "--06", expectedLifetimeYears: 10, expectedCycles: 3500))
    #expect(
      passport.manufacturer
        == PassportParty(
          name: "Example Cells AG", identifier: "LEI-529900T8BM49AURSDO55", country: "DE",
          address: "Batteriestr. 1, 80331, DE"))
    #expect(passport.economicOperator?.country == "NL")
    #expect(passport.facility == "Werk 2, 80331, DE")
    #expect(
      passport.carbonFootprint
        == CarbonFootprint(
          value: Decimal(string: "61.3")!, unit: "kgCO2e/kWh", declaredUnit: "kWh"))
    #expect(passport.materials.map(\.name) == ["Lithium", "Cobalt", "Nickel"])
    #expect(passport.materials[0].identifier == "7439-93-2")
    #expect(passport.materials[0].massKilograms == Decimal(string: "8.25"))
    #expect(passport.materials[1].recycledContentPercent == Decimal(string: "16.5"))
    #expect(passport.materials[2].recycledContentPercent == 6)
    #expect(passport.substancesOfConcern.first?.hazardClass == "AcuteToxicity")
    #expect(passport.substancesOfConcern.first?.location == "Electrolyte")
    #expect(
      passport.repair?.links == [
        "https://parts.example/battery", "https://example-cells.example/dismantling.pdf",
      ])
    #expect(
      passport.dueDiligenceDocuments.map(\.kind) == [
        "supplyChainDueDiligenceReport", "thirdPartyAssurances", "declarationOfConformity", "carbonFootprintStudy",
      ])
    #expect(passport.additional["supplyChainIndices"] == 0.82)
    #expect(passport.additional["batteryCondition"]?["remainingEnergy"]?["remainingEnergyValue"] == 71.5)
    #expect(passport.additional["warrentyPeriod"] == nil)
    #expect(passport.additional["batteryMass"] == 450.5)
  }

  @Test func utf16ModulesMergeIntoOnePassport() throws {
    let passport = try ProductPassport(batteryPassModules: [
      Fixtures.data("passports/batterypass-general.json"),
      Fixtures.data("passports/batterypass-material-composition.utf16.json"),
    ])
    #expect(passport.materials.map(\.name) == ["Nickel", "Cobalt"])
    #expect(passport.materials[1].recycledContentPercent == Decimal(string: "16.5"))
    #expect(passport.materials[0].recycledContentPercent == 6)
    #expect(passport.substancesOfConcern.isEmpty)
    #expect(passport.additional["batteryChemistry"]?["shortName"] == "NMC")
  }

  @Test func sammRandomExtremesAreRejectedWithTheKeyPath() throws {
    let sample = try Fixtures.data("passports/batterypass-samm-sample.utf16.json")
    let withIdentifier = try Self.merging(sample, with: #"{"productIdentifier":"urn:x:1"}"#)
    #expect {
      try ProductPassport(batteryPassModules: withIdentifier)
    } throws: { error in
      guard case PassportDecodingError.invalidValue(let path, _, let reason) = error else { return false }
      return path == "hazardousSubstances[0].hazardousSubstanceConcentration" && reason.contains("range")
    }
  }

  @Test func missingProductIdentifierIsNamed() {
    #expect(throws: PassportDecodingError.missingField(path: "productIdentifier")) {
      try ProductPassport(batteryPass: Data(#"{"batteryPassportIdentifier":"urn:a:b"}"#.utf8))
    }
    #expect(throws: PassportDecodingError.missingField(path: "batteryMaterials[1].batteryMaterialName")) {
      let json = #"{"productIdentifier":"p","batteryMaterials":[{"batteryMaterialName":"a"},{}]}"#
      return try ProductPassport(batteryPass: Data(json.utf8))
    }
  }

  @Test func spellingTableCoversTheContractTypos() {
    #expect(BatteryPassSpelling.names(for: "warrantyPeriod") == ["warrantyPeriod", "warrentyPeriod"])
    #expect(BatteryPassSpelling.corrections.count == 5)
    let normalized = BatteryPassSpelling.normalized(["a": ["remainingEnergyalue": 1, "supplyChainIndicies": [2]]])
    #expect(normalized == ["a": ["remainingEnergyValue": 1, "supplyChainIndices": [2]]])
  }

  private static func merging(_ module: Data, with json: String) throws -> [Data] {
    [Data(json.utf8), module]
  }
}
