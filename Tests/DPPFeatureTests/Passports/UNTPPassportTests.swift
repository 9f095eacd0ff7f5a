import DPPFeature
import Foundation
import SharedCore
import Testing

@Suite struct UNTPPassportTests {
  static func checkCrosswalk(_ passport: ProductPassport) {
    #expect(passport.source == .untp)
    #expect(passport.verification == .unverified)
    #expect(passport.productIdentifier == "https://id.gs1.org/01/09520123456788/21/12345")
    #expect(passport.passportIdentifier?.hasSuffix("/credentials/2a423366-a0d6-4855-ba65-2e0c926d09b0") == true)
    #expect(passport.gtin == "09520123456788")
    #expect(passport.serialNumber == "12345")
    #expect(passport.granularity == .item)
    #expect(
      passport.manufacturer
        == PassportParty(
          name: "Example Battery Manufacturing", identifier: "did:web:manufacturer.example.com"))
    #expect(passport.economicOperator?.identifier == "did:web:identifiers.example-company.com:12345")
    #expect(passport.facility == "Factory A")
    #expect(passport.countryOfOrigin == "AU")
    #expect(passport.recycledContentPercent == 25)
    #expect(passport.carbonFootprint?.value == Decimal(string: "12.5"))
    #expect(passport.carbonFootprint?.methodology == "GHG Protocol")
    #expect(passport.durability?.durabilityIndicator == Decimal(string: "1.2"))
    #expect(
      passport.repair
        == RepairInformation(
          score: Decimal(string: "8.2"), links: ["https://example-company.com/repair"]))
    #expect(passport.dueDiligenceDocuments.map(\.kind) == ["dueDiligenceDeclaration", "environment.emissions"])
    #expect(passport.dueDiligenceDocuments.last?.url == "https://example-company.com/evidence/1.pdf")
    #expect(passport.materials.first?.massPercent == 12)
    #expect(passport.materials.first?.recycledContentPercent == 10)
    #expect(passport.materials.first?.massKilograms == Decimal(string: "3.5"))
    #expect(passport.materials.last?.originCountry == "CD")
    #expect(passport.substancesOfConcern.map(\.name) == ["Cobalt"])
    #expect(passport.additional["traceabilityInformation"]?[0]?["verifiedRatio"] == 0.9)
    #expect(passport.additional["validFrom"] == "2024-03-15T12:00:00Z")
  }

  @Test func jsonLDCredentialMapsTheCrosswalk() throws {
    Self.checkCrosswalk(try ProductPassport(untpCredential: Fixtures.data("passports/untp-dpp-credential.json")))
  }

  @Test(arguments: ["passports/untp-dpp.vc-jwt", "passports/untp-dpp-vc-claim.jwt"])
  func vcJWTPayloadIsReadUnverified(_ path: String) throws {
    let compact = String(decoding: try Fixtures.data(path), as: UTF8.self)
    let passport = try ProductPassport(unverifiedVCJWT: compact)
    Self.checkCrosswalk(passport)
    #expect(passport.verification == .unverified)
    #expect(passport.additional["jwsHeader"]?["alg"] != nil)
  }

  static let badJWTs: [(compact: String, reason: String)] = [
    ("abc.def", "expected 3 dot-separated parts, found 2"),
    ("a.b.c.d", "expected 3 dot-separated parts, found 4"),
    ("e30.e30.", "header has no \"alg\""),
    ("!!.e30.x", "header is not base64url"),
    ("eyJhbGciOiJFUzI1NiJ9.bm90IGpzb24.x", "payload is not JSON"),
  ]

  @Test(arguments: badJWTs)
  func malformedJWTsAreRejected(compact: String, reason: String) {
    #expect {
      try ProductPassport(unverifiedVCJWT: compact)
    } throws: { error in
      guard case PassportDecodingError.malformedJWT(let message) = error else { return false }
      return message.hasPrefix(reason)
    }
  }

  @Test func missingProductIDNamesTheKeyPath() {
    let json = #"{"id":"x","credentialSubject":{"product":{"name":"n"}}}"#
    #expect(throws: PassportDecodingError.missingField(path: "credentialSubject.product.id")) {
      try ProductPassport(untpCredential: Data(json.utf8))
    }
    let noSubject = #"{"id":"x"}"#
    #expect(throws: PassportDecodingError.missingField(path: "credentialSubject")) {
      try ProductPassport(untpCredential: Data(noSubject.utf8))
    }
    let badFraction = """
      {"credentialSubject":{"product":{"id":"p"},"materialsProvenance":[{"name":"a","massFraction":true}]}}
      """
    #expect(
      throws: PassportDecodingError.wrongType(
        path: "credentialSubject.materialsProvenance[0].massFraction",
        expected: "number")
    ) {
      try ProductPassport(untpCredential: Data(badFraction.utf8))
    }
  }
}
