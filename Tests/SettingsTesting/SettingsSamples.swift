import SettingsFeature
import SharedCore

/// A shop's settings that pass validation, to start a test from.
public enum SettingsSamples {
  /// Sharma General Store LLP, trading as Sharma General Store in Pune (Maharashtra, GST state 27),
  /// with a State Bank account and a UPI id.
  public static var profile: CompanyProfile {
    var profile = CompanyProfile()
    profile.legalName = "Sharma General Store LLP"
    profile.tradeName = "Sharma General Store"
    profile.gstin = "27AAPFU0939F1ZV"
    profile.stateCode = "27"
    profile.address = ["12 MG Road", "Pune 411001"]
    profile.phone = "+91 98200 00000"
    profile.email = "accounts@sharmageneral.example"
    profile.upiID = "sharmageneral@okaxis"
    profile.bankAccounts = [
      CompanyBankAccount(holder: "Sharma General Store LLP", number: "123456789012", ifsc: "SBIN0001234", bank: "SBI")
    ]
    profile.defaultTerms = "Goods once sold are not taken back."
    profile.defaultPaymentTermDays = 15
    return profile
  }

  /// Sales invoices numbered `SGS/25-26/0001`, credit notes `SCN/25-26/0001`.
  public static var invoicing: InvoiceSettings {
    var invoicing = InvoiceSettings()
    invoicing.numberSeries = [
      "salesInvoice": DocumentNumberTemplate(prefix: "SGS/{FY}/"),
      "creditNote": DocumentNumberTemplate(prefix: "SCN/{FY}/"),
    ]
    return invoicing
  }
}
