import Foundation
import SettingsFeature
import SharedCore
import SharedPlatform
import Testing

/// The documents' view of the settings: what the billing feature reads through
/// `CompanyDocumentSettingsSource`.
@Suite struct CompanySettingsDocumentSourceTests {
  @Test func anUnnamedCompanyHasNoSellerAndKeepsTheBillingFeaturesNumbering() async throws {
    let (settings, _) = try CompanySettingsStoreTests.settings()
    let documents = try await CompanySettingsDocumentSource(settings: settings).documentSettings()
    #expect(documents.seller == nil)
    #expect(documents.numberTemplates.isEmpty)
    #expect(documents.compositionDeclaration == nil)
    #expect(documents.language == "en")
  }

  @Test func theSavedSectionsBecomeTheDocumentSettings() async throws {
    let (settings, _) = try CompanySettingsStoreTests.settings()
    var profile = CompanyProfile()
    profile.legalName = "Sharma General Store LLP"
    profile.tradeName = "Sharma Stores"
    profile.gstin = "27AAPFU0939F1ZV"
    profile.stateCode = "27"
    profile.address = ["12 MG Road", " ", "Pune 411001"]
    profile.phone = "+91 98200 00000"
    profile.upiID = "sharma@okaxis"
    profile.defaultTerms = "Goods once sold are not taken back."
    profile.defaultPaymentTermDays = 15
    profile.bankAccounts = [
      CompanyBankAccount(holder: "Sharma", number: "123456789012", ifsc: "SBIN0001234", bank: "SBI")
    ]
    try await settings.save(profile)
    var invoicing = InvoiceSettings()
    invoicing.numberSeries["salesInvoice"] = DocumentNumberTemplate(prefix: "SGS/{FY}/")
    invoicing.language = "hi"
    try await settings.save(invoicing)
    var tax = TaxSettings()
    tax.scheme = .composition
    try await settings.save(tax)

    let documents = try await CompanySettingsDocumentSource(settings: settings).documentSettings()
    #expect(
      documents.seller
        == CompanyDocumentSettings.Seller(
          name: "Sharma Stores", legalName: "Sharma General Store LLP", addressLines: ["12 MG Road", "Pune 411001"],
          gstin: "27AAPFU0939F1ZV", stateCode: "27", contactLines: ["Phone: +91 98200 00000"]))
    #expect(documents.upiID == "sharma@okaxis")
    #expect(documents.bankAccount?.ifsc == "SBIN0001234")
    #expect(documents.defaultTerms == "Goods once sold are not taken back.")
    #expect(documents.defaultPaymentTermDays == 15)
    #expect(documents.numberTemplates["salesInvoice"]?.number(7, financialYearStartingIn: 2025) == "SGS/25-26/0007")
    #expect(documents.language == "hi")
    #expect(documents.compositionDeclaration == tax.billDeclaration)
    #expect(documents.compositionDeclaration?.hasPrefix("Composition taxable person") == true)
  }
}

/// How documents print and what they are written in: the line table's columns with the product
/// fields chosen, the copy markers' words, the currency and digit grouping.
@Suite struct CompanySettingsPrintedDocumentTests {
  @Test func theInvoiceTemplateBecomesTheDocumentsColumnsCopyWordsAndAmountFormat() async throws {
    let (settings, _) = try CompanySettingsStoreTests.settings()
    let size = CompanyProductField(id: "size", label: "Size", kind: .list(["S", "M", "L"]))
    let shelf = CompanyProductField(id: "shelf", label: "Shelf", kind: .text)
    try await settings.save(ProductFieldSettings(fields: [size, shelf]))
    var invoicing = InvoiceSettings()
    invoicing.lineColumns = [.serialNumber, .description, .quantity, .unit, .rate, .total]
    invoicing.printedProductFields = ["size", "removed-field"]
    invoicing.copyMarkers = [.originalForRecipient: "Buyer's copy"]
    try await settings.save(invoicing)
    var tax = TaxSettings()
    tax.currency = "USD"
    tax.numberFormat = .international
    try await settings.save(tax)

    let documents = try await CompanySettingsDocumentSource(settings: settings).documentSettings()
    #expect(documents.lineColumns == [.serialNumber, .description, .quantity, .unit, .rate, .total])
    #expect(documents.printedProductFields == [size])  // a field no longer kept is not printed
    #expect(documents.copyLabels == [.originalForRecipient: "Buyer's copy"])
    #expect(documents.currency == .usd)
    #expect(documents.digitGrouping == .international)
  }

  @Test func theDefaultsPrintTheStandardColumnsInRupeesWithIndianGrouping() async throws {
    let (settings, _) = try CompanySettingsStoreTests.settings()
    let documents = try await CompanySettingsDocumentSource(settings: settings).documentSettings()
    #expect(documents.lineColumns == DocumentLineColumn.standard)
    #expect(documents.printedProductFields.isEmpty)
    #expect(documents.copyLabels.isEmpty)
    #expect(documents.currency == .inr)
    #expect(documents.digitGrouping == .indian)
  }

  @Test func copyMarkersSyncAsAnObjectKeyedByCopy() async throws {
    var invoicing = InvoiceSettings()
    invoicing.copyMarkers = [.duplicateForTransporter: "Transporter"]
    let json = String(decoding: try JSONEncoder().encode(invoicing.copyMarkers), as: UTF8.self)
    #expect(json == #"{"duplicateForTransporter":"Transporter"}"#)
    let (settings, _) = try CompanySettingsStoreTests.settings()
    try await settings.save(invoicing)
    #expect(try await settings.value(InvoiceSettings.self).copyMarkers == [.duplicateForTransporter: "Transporter"])
  }
}
