import BillsFeature
import Foundation
import SettingsFeature
import SharedCore
import SharedPlatform

/// The Settings demo, in the shop's company: a number series Rule 46 refuses (named setting by
/// setting), then the profile (with default terms, payment terms and bank account), an `SGS/{FY}/`
/// series, a "Size" product field and an invoice template (its columns, the size among them, and
/// the shop's word for the original copy) saved and synced. The next invoice starts with the
/// profile's defaults, takes the series' number and prints the template, the seller block and UPI
/// code; the composition scheme retitles it a bill of supply with the declaration and no tax
/// column, and refuses a bill that charges tax.
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
  invoicing.lineColumns = [.serialNumber, .description, .quantity, .unit, .rate, .taxRate, .total]
  invoicing.printedProductFields = ["size"]
  invoicing.copyMarkers = [.originalForRecipient: "Customer's copy"]
  try await settings.save(
    ProductFieldSettings(fields: [
      CompanyProductField(id: "size", label: "Size", kind: .list(["S", "M", "L"]))
    ]))
  try await settings.save(invoicing)
  var profile = try await settings.value(CompanyProfile.self)
  profile.legalName = "Sharma General Store LLP"
  profile.tradeName = "Sharma General Store"
  profile.gstin = "27AAPFU0939F1ZV"
  profile.stateCode = "27"
  profile.address = ["12 MG Road", "Pune 411001"]
  profile.upiID = "sharmageneral@okaxis"
  profile.defaultTerms = "Goods once sold are not taken back."
  profile.defaultPaymentTermDays = 15
  profile.bankAccounts = [
    CompanyBankAccount(holder: "Sharma General Store LLP", number: "50100012345678", ifsc: "HDFC0000123", bank: "HDFC")
  ]
  try await settings.save(profile)
  let sync = try await container.resolve(SyncEngine.self).sync()
  output(
    "saved     profile, series SGS/{FY}/, a Size field and the invoice template, synced (\(sync.uploaded) changes)")

  let session = container.makeScope(.session)
  defer { session.close() }
  let bills = try session.resolve((any BillsRepository).self)
  let page = try await bills.list(BillListQuery(kinds: [.salesInvoice], statuses: [.issued, .paid, .partiallyPaid]))
  guard let earlier = page.items.first?.document else { throw CompanyError.storage("no invoice to copy") }
  let documents = try container.resolve((any CompanyDocumentSettingsSource).self)
  var draft = BillDocument(
    newDraftOf: .salesInvoice, issueDate: earlier.issueDate, regime: earlier.regime,
    following: try await documents.documentSettings())
  draft.partyID = earlier.partyID
  draft.lines = earlier.lines.prefix(1).map {
    BillDocumentLine(
      line: $0.line, description: $0.description, hsnOrSAC: $0.hsnOrSAC, unit: $0.unit, productFields: ["size": "M"])
  }
  output(
    "new bill  \(draft.paymentTermDays ?? 0) days' terms, paid into \(draft.bankDetails?.bankName ?? "-") "
      + "\(draft.bankDetails?.branchCode ?? "-"), \"\(draft.terms ?? "")\"")
  let issued = try await bills.issue(try await bills.createDraft(draft).id)
  output("issued    \(issued.document.number ?? "-") after \(earlier.number ?? "-"): the series the settings name")

  try await printBill(issued, scheme: .regular, documents: documents, output: output)

  var tax = try await settings.value(TaxSettings.self)
  tax.scheme = .composition
  try await settings.save(tax)
  do {
    _ = try await bills.createDraft(draft)
  } catch let error as BillsRepositoryError {
    output("refused   a taxed bill under the composition scheme: \(error)")
  }
  let declaration = try await documents.documentSettings().compositionDeclaration
  for index in draft.lines.indices { draft.lines[index].line.tax = .untaxed(.outsideScope, reason: declaration) }
  let billOfSupply = try await bills.issue(try await bills.createDraft(draft).id)
  output(
    "issued    \(billOfSupply.document.number ?? "-") without tax: \(billOfSupply.totals.payableAmount.plainString)")
  try await printBill(billOfSupply, scheme: .composition, documents: documents, output: output)
  tax.scheme = .regular
  try await settings.save(tax)
}

/// Prints `bill` as the company's document settings say and shows its title, copy marker, seller,
/// payment code, first terms and the first line under each column.
private func printBill(
  _ bill: BillListItem, scheme: TaxSettings.Scheme, documents: any CompanyDocumentSettingsSource,
  output: (String) -> Void
) async throws {
  let printing = try BillCompanyPrinting(try await documents.documentSettings())
  guard let seller = printing.seller else { return }
  var invoice = try BillPDFInvoice(
    document: bill.document, totals: bill.totals, seller: seller, buyer: BillPDFInvoice.Party(name: "Buyer"),
    settings: printing.settings, copy: .originalForRecipient, balanceDue: bill.outstanding,
    formatter: printing.formatter(for: bill.document.currency), words: printing.words(for: bill.document.currency))
  printing.apply(to: &invoice, kind: bill.document.kind)
  let line = invoice.lines.first
  let payCode = invoice.paymentQRCode == nil ? "none" : printing.settings.upiPayee?.address ?? "-"
  output(
    "print     \(scheme.rawValue): \"\(invoice.title)\" (\(invoice.copyLabel ?? "-")) by \(seller.name), "
      + "\(seller.state ?? "-"); pay code \(payCode)" + (invoice.terms.first.map { "; \"\($0)\"" } ?? ""))
  output(
    "          columns "
      + invoice.columns.map { column in "\(column.title(in: invoice.labels))=\(line?.text(for: column) ?? "")" }
      .joined(separator: " | "))
}
