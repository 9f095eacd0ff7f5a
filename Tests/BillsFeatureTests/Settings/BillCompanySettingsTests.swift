import BillsFeature
import Foundation
import PartiesFeature
import PrintingTesting
import SharedCore
import SharedTesting
import Testing

/// Bills read the open company's document settings through `CompanyDocumentSettingsSource`: its
/// number templates write the numbers, its profile and scheme shape the printed bill, and its name
/// and UPI id sign and pay the reminders.
@Suite struct BillCompanySettingsTests {
  /// Settings that another device may change while the app runs.
  actor ChangingSettings: CompanyDocumentSettingsSource {
    var settings: CompanyDocumentSettings
    init(_ settings: CompanyDocumentSettings) { self.settings = settings }
    func set(_ settings: CompanyDocumentSettings) { self.settings = settings }
    func documentSettings() async throws -> CompanyDocumentSettings { settings }
  }

  static let seller = CompanyDocumentSettings.Seller(
    name: "Sharma Stores", legalName: "Sharma General Store LLP", addressLines: ["12 MG Road", "Pune 411001"],
    gstin: "27AAPFU0939F1ZV", stateCode: "27", contactLines: ["Phone: +91 98200 00000"])

  @Test func theCompanysTemplateWritesTheNumbersAndAChangeKeepsTheRunningNumber() async throws {
    let source = ChangingSettings(
      CompanyDocumentSettings(numberTemplates: ["salesInvoice": DocumentNumberTemplate(prefix: "SGS/{FY}/")]))
    let till = try BillsHarness.make(documentSettings: source)
    try await till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await till.customer()
    let first = try await till.repository.document(try await till.issueInvoice(to: party.id))
    #expect(first?.document.number == "SGS/25-26/0001")

    await source.set(
      CompanyDocumentSettings(numberTemplates: ["salesInvoice": DocumentNumberTemplate(prefix: "GS/{FYYYY}/")]))
    let second = try await till.repository.document(try await till.issueInvoice(to: party.id))
    #expect(second?.document.number == "GS/2025-26/0002")
  }

  @Test func aTypeWithoutATemplateKeepsTheConfiguredPattern() async throws {
    let source = FixedCompanyDocumentSettings(
      CompanyDocumentSettings(numberTemplates: ["creditNote": DocumentNumberTemplate(prefix: "SCN/{FY}/")]))
    let till = try BillsHarness.make(documentSettings: source)
    try await till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await till.customer()
    let invoice = try await till.repository.document(try await till.issueInvoice(to: party.id))
    #expect(invoice?.document.number == "INV/25-26/00001")
  }

  @Test func aTemplateRule46RefusesStopsIssuingWithTheReason() async throws {
    let source = FixedCompanyDocumentSettings(
      CompanyDocumentSettings(numberTemplates: ["salesInvoice": DocumentNumberTemplate(prefix: "INV#{FY}/")]))
    let till = try BillsHarness.make(documentSettings: source)
    await #expect(throws: BillNumberingError.invalidCharacter(field: "prefix", character: "#")) {
      try await till.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    }
  }

  @Test func aCompositionDealersInvoicePrintsAsABillOfSupplyWithTheDeclaration() throws {
    var company = CompanyDocumentSettings(
      seller: Self.seller, upiID: "sharma@okaxis",
      bankAccount: .init(holder: "Sharma General Store LLP", number: "123456789012", ifsc: "SBIN0001234", bank: "SBI"),
      language: "hi", compositionDeclaration: "Composition taxable person, not eligible to collect tax on supplies")
    company.logo = try ImageFixture.data(named: "rgba8.png")
    let printing = try BillCompanyPrinting(company)
    #expect(printing.seller?.name == "Sharma Stores")
    #expect(printing.seller?.addressLines.first == "Sharma General Store LLP")
    #expect(printing.seller?.state == "Maharashtra (27)")
    #expect(printing.settings.labels == .hindi)
    #expect(printing.settings.upiPayee?.address == "sharma@okaxis")
    #expect(printing.settings.logo != nil)
    #expect(printing.bankDetails?.branchCode == "SBIN0001234")

    let document = BillsHarness.invoice(party: "p1", lines: [(nil, "2", "500")])
    let seller = try #require(printing.seller)
    var invoice = try BillPDFInvoice(
      document: document, totals: try document.totals(calculator: BillCalculator()), seller: seller,
      buyer: BillPDFInvoice.Party(name: "Asha Traders"), settings: printing.settings)
    printing.apply(to: &invoice, kind: document.kind)
    #expect(invoice.title == BillCompanyPrinting.billOfSupplyTitle)
    #expect(invoice.terms.first == "Composition taxable person, not eligible to collect tax on supplies")
  }

  @Test func aRegularDealersInvoiceKeepsItsTitle() throws {
    let printing = try BillCompanyPrinting(CompanyDocumentSettings(seller: Self.seller))
    let document = BillsHarness.invoice(party: "p1", lines: [(nil, "1", "100")])
    var invoice = BillPDFInvoice(
      document: document, totals: try document.totals(calculator: BillCalculator()), seller: Self.party,
      buyer: BillPDFInvoice.Party(name: "Asha Traders"))
    printing.apply(to: &invoice, kind: document.kind)
    #expect(invoice.title == "Tax Invoice")
    #expect(printing.settings.labels == .english)
    #expect(printing.settings.upiPayee == nil)
  }

  @Test func anImageThatIsNotAPictureIsNamed() {
    #expect {
      try BillCompanyPrinting(CompanyDocumentSettings(signature: Data("not an image".utf8)))
    } throws: { error in
      guard case .image(let setting, _) = error as? BillPrintError else { return false }
      return setting == "signature"
    }
  }

  @Test func remindersAreSignedAndPaidAsTheCompanysSettingsSay() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer("Asha Traders")
    _ = try await rig.till.issueInvoice(to: party.id)
    let reconciler = BillReminderReconciler(
      bills: rig.till.repository, reminders: rig.reminders, accounts: rig.till.book, scheduler: rig.scheduler,
      composer: BillReminderRig.composer,
      documentSettings: FixedCompanyDocumentSettings(
        CompanyDocumentSettings(seller: Self.seller, upiID: "sharmastores@okicici")),
      now: rig.clock.provider)
    let reminder = try #require(try await reconciler.reminders().first)
    #expect(reminder.message.text.contains("from Sharma Stores"))
    #expect(reminder.message.text.contains("pa=sharmastores@okicici"))
  }

  static let party = BillPDFInvoice.Party(name: "Sharma Stores")
}
