import Foundation
import SharedCore
import Testing

@Suite struct CompanyIDTests {
  @Test(arguments: ["a", "shop-1", "0f8fad5b-d9cb-469f-a165-70867728950e", String(repeating: "a", count: 64)])
  func acceptsFileSafeIdentifiers(text: String) throws {
    #expect(try CompanyID(text).rawValue == text)
  }

  @Test(arguments: [
    "", "-shop", "Shop", "shop/../x", "shop 1", "शॉप", String(repeating: "a", count: 65), "-verification",
  ])
  func refusesAnythingElseNamingIt(text: String) {
    #expect(throws: CompanyError.invalidID(text)) { try CompanyID(text) }
  }

  @Test func generatedIdentifiersAreValidAndDistinct() throws {
    let ids = (0..<100).map { _ in CompanyID.generate() }
    #expect(Set(ids).count == 100)
    for id in ids { #expect(try CompanyID(id.rawValue) == id) }
  }

  @Test func decodingChecksTheIdentifier() throws {
    let decoded = try JSONDecoder().decode([CompanyID].self, from: Data(#"["shop-a"]"#.utf8))
    #expect(decoded == [try CompanyID("shop-a")])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([CompanyID].self, from: Data(#"["../x"]"#.utf8)) }
  }

  @Test func companyNamesAreTrimmedAndChecked() throws {
    let id = try CompanyID("shop-a")
    #expect(try Company(id: id, name: "  Sharma Stores \n").name == "Sharma Stores")
    #expect(throws: CompanyError.invalidName("   ")) { try Company(id: id, name: "   ") }
    #expect(throws: CompanyError.self) { try Company(id: id, name: String(repeating: "x", count: 101)) }
  }
}
