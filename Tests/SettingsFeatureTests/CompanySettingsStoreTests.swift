import Foundation
import SettingsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct CompanySettingsStoreTests {
  static func settings() throws -> (CompanySettings, SQLiteSyncStore) {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: SyncSchema(CompanySettingsSyncTypes.all),
      projections: [CompanySettingsProjection()])
    return (CompanySettings(store: store), store)
  }

  @Test func sectionsReadAsDefaultsUntilSavedThenRoundTrip() async throws {
    let (settings, store) = try Self.settings()
    #expect(try await settings.value(InvoiceSettings.self) == .defaults)
    var profile = CompanyProfile()
    profile.legalName = "Sharma General Store"
    profile.logo = Data([0x89, 0x50, 0x4E, 0x47])
    profile.bankAccounts = [
      CompanyBankAccount(holder: "Sharma General Store", number: "123456789012", ifsc: "SBIN0001234", bank: "SBI")
    ]
    try await settings.save(profile)
    profile.tradeName = "Sharma Stores"
    try await settings.save(profile)
    #expect(try await settings.value(CompanyProfile.self) == profile)
    let records = try await store.records(of: CompanySettingsSyncTypes.settings.name)
    #expect(records.count == 1)
    #expect(records.first?.fields["tradeName"] == .string("Sharma Stores"))
  }

  @Test func anInvalidSectionIsNotSaved() async throws {
    let (settings, store) = try Self.settings()
    var invoicing = InvoiceSettings()
    invoicing.numberSeries["salesInvoice"] = DocumentNumberTemplate(prefix: "SHARMA-STORES/{FY}/")
    await #expect(throws: CompanySettingsError.self) { try await settings.save(invoicing) }
    #expect(try await store.records(of: CompanySettingsSyncTypes.settings.name).isEmpty)
  }

  @Test func aSettingAddedByANewerVersionReadsAsItsDefault() async throws {
    let (settings, store) = try Self.settings()
    _ = try await store.create(
      CompanySettingsSyncTypes.settings.name, fields: ["section": "tax", "scheme": "composition"])
    let tax = try await settings.value(TaxSettings.self)
    #expect(tax.scheme == .composition)
    #expect(tax.currency == "INR")
    _ = try await store.create(
      CompanySettingsSyncTypes.settings.name, fields: ["section": "invoicing", "lineColumns": 7])
    await #expect(throws: CompanySettingsError.self) { try await settings.value(InvoiceSettings.self) }
  }

  /// Invoicing sections saved before the line columns and copy markers took their present form
  /// (`columns` holding every column, `copyLabels` a list of words) still read, with the standard
  /// columns and markers.
  @Test func anInvoicingSectionSavedInTheEarlierFormStillReads() async throws {
    let (settings, store) = try Self.settings()
    _ = try await store.create(
      CompanySettingsSyncTypes.settings.name,
      fields: [
        "section": "invoicing", "language": "hi",
        "columns": .array(DocumentLineColumn.allCases.map { .string($0.rawValue) }),
        "copyLabels": ["Original for recipient", "Duplicate for transporter", "Triplicate for supplier"],
      ])
    let invoicing = try await settings.value(InvoiceSettings.self)
    #expect(invoicing.language == "hi")
    #expect(invoicing.lineColumns == DocumentLineColumn.standard)
    #expect(invoicing.copyMarkers.isEmpty)
  }

  @Test func updatesFollowEverySave() async throws {
    let (settings, _) = try Self.settings()
    var iterator = settings.updates(TaxSettings.self).makeAsyncIterator()
    #expect(try await iterator.next() == .defaults)
    var tax = TaxSettings()
    tax.scheme = .composition
    try await settings.save(tax)
    #expect(try await iterator.next()?.scheme == .composition)
  }
}
