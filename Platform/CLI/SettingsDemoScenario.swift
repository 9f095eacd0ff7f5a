import BillsFeature
import Foundation
import SettingsFeature
import SharedCore
import SharedPlatform

/// The Settings demo, in the shop's company: a number series Rule 46 refuses (named setting by
/// setting), then the profile and an `SGS/{FY}/` series saved and synced; the next invoice takes
/// the series' number and prints the profile's seller block and UPI code, and the composition
/// scheme retitles it a bill of supply with the declaration.
///
/// `container` is the open company's scope, holding `SettingsModule` and `BillsModule`.
func runSettingsDemoScenario(container: Container, output: (String) -> Void) async throws {
  let settings = try container.resolve(CompanySettings.self)
  var invoicing = try await settings.value(InvoiceSettings.self)
  invoicing.numberSeries["salesInvoice"] = DocumentNumberTemplate(prefix: "SHARMA-GENERAL/{FYYYY}/")
  do {
    try await settings.save(invoicing)
  } catch let error as CompanySettingsError {
    output("refused   \(error)")
  }
  invoicing.numberSeries["salesInvoice"] = DocumentNumberTemplate(prefix: "SGS/{FY}/")
  try await settings.save(invoicing)
  var profile = try await settings.value(CompanyProfile.self)
  profile.legalName = "Sharma General Store LLP"
  profile.tradeName = "Sharma General Store"
  profile.gstin = "27AAPFU0939F1ZV"
  profile.stateCode = "27"
  profile.address = ["12 MG Road", "Pune 411001"]
  profile.upiID = "sharmageneral@okaxis"
  try await settings.save(profile)
  let sync = try await container.resolve(SyncEngine.self).sync()
  output("saved     profile and series SGS/{FY}/, synced with the company (\(sync.uploaded) changes uploaded)")

  let session = container.makeScope(.session)
  defer { session.close() }
  let bills = try session.resolve((any BillsRepository).self)
  let page = try await bills.list(BillListQuery(kinds: [.salesInvoice], statuses: [.issued, .paid, .partiallyPaid]))
  guard let earlier = page.items.first?.document else { throw CompanyError.storage("no invoice to copy") }
  let draft = BillDocument(
    id: "", kind: .salesInvoice, issueDate: earlier.issueDate, paymentTermDays: 30, partyID: earlier.partyID,
    currency: .inr, regime: earlier.regime,
    lines: earlier.lines.prefix(1).map {
      BillDocumentLine(line: $0.line, description: $0.description, hsnOrSAC: $0.hsnOrSAC, unit: $0.unit)
    })
  let issued = try await bills.issue(try await bills.createDraft(draft).id)
  output("issued    \(issued.document.number ?? "-") after \(earlier.number ?? "-"): the series the settings name")

  var tax = try await settings.value(TaxSettings.self)
  for scheme in [TaxSettings.Scheme.regular, .composition] {
    tax.scheme = scheme
    try await settings.save(tax)
    let printing = try BillCompanyPrinting(
      try await container.resolve((any CompanyDocumentSettingsSource).self).documentSettings())
    guard let seller = printing.seller else { continue }
    var invoice = try BillPDFInvoice(
      document: issued.document, totals: issued.totals, seller: seller, buyer: BillPDFInvoice.Party(name: "Buyer"),
      settings: printing.settings, balanceDue: issued.outstanding)
    printing.apply(to: &invoice, kind: issued.document.kind)
    output(
      "print     \(scheme.rawValue): \"\(invoice.title)\" by \(seller.name), \(seller.state ?? "-"); "
        + "pay code \(invoice.paymentQRCode == nil ? "none" : printing.settings.upiPayee?.address ?? "-")"
        + (invoice.terms.first.map { "; \"\($0)\"" } ?? ""))
  }
  tax.scheme = .regular
  try await settings.save(tax)
}
