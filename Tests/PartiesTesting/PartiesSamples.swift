import Foundation
import PartiesFeature
import SharedCore

/// Sample party forms and values for tests of apps that use PartiesFeature.
public enum PartiesSamples {
  /// A registered customer in Maharashtra with 30 days' terms, a ₹10,000 limit and ₹500 brought forward.
  public static var ashaTraders: PartyForm {
    var form = PartyForm()
    form.name = "Asha Traders"
    form.gstin = "27AAPFU0939F1ZV"
    form.phones = "+91 98765 43210"
    form.email = "accounts@ashatraders.in"
    form.billingCity = "Pune"
    form.billingState = "27"
    form.billingPincode = "411001"
    form.openingBalance = "500"
    form.openingBalanceDate = "2026-04-01"
    form.creditLimit = "10,000"
    form.paymentTermsDays = "30"
    return form
  }

  /// An unregistered vendor in Karnataka.
  public static var balaSupplies: PartyForm {
    var form = PartyForm()
    form.kind = .vendor
    form.name = "Bala Supplies"
    form.phones = "9123456780"
    form.billingState = "29"
    return form
  }

  /// A small CSV of parties as another app exports them (aliases for the headers, Indian grouping,
  /// CRLF): three good rows and, on line 5, a GSTIN whose check character is wrong.
  public static let partiesCSV = Data(
    """
    Party Name,Type,GST Number,Mobile,Opening Balance,Dr/Cr,As Of,Credit Days\r
    Asha Traders,customer,27AAPFU0939F1ZV,+91 98765 43210,"1,23,456.50",Dr,2026-04-01,30\r
    Bala Supplies,Supplier,,9123456780,700,Cr,2026-04-01,\r
    "Chitra Stores, Pune",both,,,,,,15\r
    Dev Agencies,customer,27AAPFU0939F1ZX,,,,,\r

    """.utf8)

  /// Rupees from text (`"1180.50"`); a malformed literal in a test gives zero.
  public static func rupees(_ text: String) -> Money { (try? Money(text, currency: .inr)) ?? .zero(.inr) }

  /// A date from `yyyy-MM-dd`; a malformed literal in a test gives 1970-01-01.
  public static func day(_ text: String) -> CalendarDate { CalendarDate(text) ?? CalendarDate(dayNumber: 0) }
}
