import SettingsFeature
import SharedCore
import Testing

@Suite struct CompanySettingsValidationTests {
  @Test(arguments: [
    (DocumentNumberTemplate(prefix: "SHARMA/{FYYYY}/", digits: 4), "numberSeries.salesInvoice"),  // 21 characters
    (DocumentNumberTemplate(prefix: "INV {FY}/"), "numberSeries.salesInvoice.prefix"),  // a space
    (DocumentNumberTemplate(prefix: "INV/{YEAR}/"), "numberSeries.salesInvoice.prefix"),  // an unknown token
    (DocumentNumberTemplate(prefix: "INV/", suffix: "#"), "numberSeries.salesInvoice.suffix"),
    (DocumentNumberTemplate(prefix: "INV/", digits: 0), "numberSeries.salesInvoice.digits"),
    (DocumentNumberTemplate(prefix: "/{FY}/"), "numberSeries.salesInvoice"),  // starts with '/'
  ])
  func seriesBreakingRule46AreRefusedNamingTheSetting(series: DocumentNumberTemplate, field: String) {
    var invoicing = InvoiceSettings()
    invoicing.numberSeries["salesInvoice"] = series
    #expect {
      try invoicing.validate()
    } throws: { error in
      guard case .invalid(let section, let problems) = error as? CompanySettingsError else { return false }
      return section == "invoicing" && problems.map(\.field) == [field]
    }
  }

  @Test func aProfileNamesEverySettingAtFault() {
    var profile = CompanyProfile()
    profile.legalName = "Sharma General Store"
    profile.gstin = "27AAPFU0939F1ZV"
    profile.stateCode = "29"
    profile.pan = "AAPFU0939G"
    profile.email = "shop at example"
    profile.upiID = "sharma"
    profile.defaultPaymentTermDays = 400
    profile.bankAccounts = [CompanyBankAccount(holder: "", number: "12AB", ifsc: "SBIN1234567", bank: "SBI")]
    #expect {
      try profile.validate()
    } throws: { error in
      guard case .invalid(let section, let problems) = error as? CompanySettingsError else { return false }
      return section == "profile"
        && problems.map(\.field) == [
          "gstin", "pan", "email", "upiID", "defaultPaymentTermDays", "bankAccounts[0].holder",
          "bankAccounts[0].number", "bankAccounts[0].ifsc",
        ]
    }
    profile.stateCode = "27"
    profile.pan = "AAPFU0939F"
    profile.email = "shop@example.com"
    profile.upiID = "sharma@okbank"
    profile.defaultPaymentTermDays = 30
    profile.bankAccounts = [
      CompanyBankAccount(holder: "Sharma General Store", number: "123456789012", ifsc: "SBIN0001234", bank: "SBI")
    ]
    #expect(throws: Never.self) { try profile.validate() }
  }

  @Test func invoicingTaxAndProductFieldsAreChecked() {
    var invoicing = InvoiceSettings()
    invoicing.language = "fr"
    invoicing.lineColumns = [.quantity, .quantity]
    invoicing.copyMarkers = [.duplicateForSupplier: " "]
    invoicing.printedProductFields = ["size", "size"]
    #expect {
      try invoicing.validate()
    } throws: { error in
      guard case .invalid(_, let problems) = error as? CompanySettingsError else { return false }
      return problems.map(\.field) == [
        "lineColumns", "lineColumns", "copyMarkers.duplicateForSupplier", "printedProductFields", "language",
      ]
    }
    #expect(throws: Never.self) { try InvoiceSettings.defaults.validate() }

    var tax = TaxSettings()
    tax.currency = "RUPEE"
    #expect(throws: CompanySettingsError.self) { try tax.validate() }
    tax = TaxSettings()
    tax.scheme = .composition
    #expect(tax.billDeclaration == "Composition taxable person, not eligible to collect tax on supplies")

    let size = CompanyProductField(id: "size", label: "Size", kind: .list(["S", "M", "L"]))
    let fields = ProductFieldSettings(fields: [size, CompanyProductField(id: "size", label: "", kind: .list([]))])
    #expect {
      try fields.validate()
    } throws: { error in
      guard case .invalid(_, let problems) = error as? CompanySettingsError else { return false }
      return problems.map(\.field) == ["fields[1].id", "fields[1].label", "fields[1].kind"]
    }
    #expect(size.problem(with: "M") == nil)
    #expect(size.problem(with: "XL") != nil)
    #expect(CompanyProductField(id: "w", label: "Warranty", kind: .date).problem(with: "2027-02-30") != nil)
    #expect(CompanyProductField(id: "n", label: "Weight", kind: .number).problem(with: "1.25") == nil)
  }
}
