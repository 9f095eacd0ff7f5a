import Foundation
import SettingsFeature
import SettingsTesting
import SharedCore
import SharedTesting
import Testing

/// The module composes: each company's scope has its own settings, which sync, and the documents'
/// view of them is registered for the features that issue documents.
@Suite struct SettingsModuleTests {
  @Test func eachCompanyScopeReadsItsOwnSettingsAndTheDocumentsViewOfThem() async throws {
    let container = try Container.settingsTesting()
    #expect(container.verify(scopeContexts: [.company: Company.verification]).problems.isEmpty)
    let shop = container.makeScope(.company, context: try Company(id: CompanyID("sharma"), name: "Sharma"))
    let settings = try shop.resolve(CompanySettings.self)
    try await settings.save(SettingsSamples.profile)
    try await settings.save(SettingsSamples.invoicing)
    #expect(try await shop.resolve(SyncEngine.self).sync().uploaded == 2)

    let documents = try await shop.resolve((any CompanyDocumentSettingsSource).self).documentSettings()
    #expect(documents.seller?.name == "Sharma General Store")
    #expect(documents.numberTemplates["creditNote"]?.number(3, financialYearStartingIn: 2025) == "SCN/25-26/0003")

    let size = CompanyProductField(id: "size", label: "Size", kind: .list(["S", "M", "L"]))
    try await settings.save(ProductFieldSettings(fields: [size]))
    #expect(try await shop.resolve((any CompanyProductFieldsSource).self).productFields() == [size])
  }

  @Test func inMemorySettingsFollowTheirSaves() async throws {
    let settings = try CompanySettings.inMemory()
    var iterator = settings.updates(InvoiceSettings.self).makeAsyncIterator()
    #expect(try await iterator.next() == InvoiceSettings.defaults)
    try await settings.save(SettingsSamples.invoicing)
    #expect(try await iterator.next() == SettingsSamples.invoicing)
  }
}
