import SharedCore
import SharedTesting
import Testing

@Suite struct CompanyDirectoryTests {
  @Test func listsSelectsAndForgetsCompaniesAcrossLaunches() async throws {
    let preferences = InMemoryPreferencesStore()
    let sharma = try Company(id: CompanyID("sharma"), name: "Sharma Stores")
    let gupta = try Company(id: CompanyID("gupta"), name: "Gupta Traders", role: .member)
    let directory = CompanyDirectory(preferences: preferences)
    try await directory.add(sharma)
    try await directory.add(gupta)
    try await directory.select(gupta.id)
    #expect(try await directory.companies() == [sharma, gupta])
    #expect(try await directory.current() == gupta)

    // The next launch reads the same list and current company.
    let relaunched = CompanyDirectory(preferences: preferences)
    #expect(try await relaunched.companies() == [sharma, gupta])
    #expect(try await relaunched.current() == gupta)

    var renamed = sharma
    renamed.name = "Sharma General Store"
    try await relaunched.add(renamed)
    #expect(try await relaunched.companies() == [renamed, gupta])
    try await relaunched.remove(gupta.id)
    #expect(try await relaunched.current() == nil)
    #expect(try await relaunched.companies() == [renamed])
  }

  @Test func anUnknownCompanyIsNamedInTheError() async throws {
    let directory = CompanyDirectory(preferences: InMemoryPreferencesStore())
    let missing = try CompanyID("missing")
    await #expect(throws: CompanyError.unknownCompany(missing)) { try await directory.select(missing) }
    await #expect(throws: CompanyError.unknownCompany(missing)) { try await directory.company(missing) }
    try await directory.remove(missing)
  }
}
