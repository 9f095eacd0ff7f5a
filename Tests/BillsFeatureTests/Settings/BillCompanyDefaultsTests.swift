import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import PartiesTesting
import PrintingTesting
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A new bill starts as the company's settings say, and a composition taxable person's bills never
/// charge tax.
@Suite struct BillCompanyDefaultsTests {
  static let declaration = "Composition taxable person, not eligible to collect tax on supplies"

  static let company = CompanyDocumentSettings(
    upiID: "sharma@okaxis",
    bankAccount: CompanyBankAccount(holder: "Sharma Stores", number: "123456789012", ifsc: "SBIN0001234", bank: "SBI"),
    defaultTerms: "Goods once sold are not taken back.", defaultNotes: "Thank you for shopping with us.",
    defaultPaymentTermDays: 15)

  static let regime = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27"))

  @MainActor static func editor(
    _ screens: BillScreens, company: CompanyDocumentSettings?, kind: BillDocumentKind = .salesInvoice
  ) async throws -> BillEditorViewModel {
    let factory = BillsViewModelFactory(
      repository: screens.repository, parties: screens.parties, products: screens.products,
      seller: BillsSamples.seller, documentSettings: company.map(FixedCompanyDocumentSettings.init),
      pdfDirectory: screens.directory, shaper: SystemTextShaper(), bus: screens.bus)
    return try await factory.makeEditor(newDraftOf: kind, issueDate: BillsSamples.date, regime: Self.regime)
  }

  @MainActor @Test func aNewBillStartsWithTheCompanysTermsNotesBankAccountAndPaymentTerms() async throws {
    let screens = try BillScreens()
    var company = Self.company
    company.currency = .usd
    let editor = try await Self.editor(screens, company: company)
    let document = editor.state.document
    #expect(document.terms == "Goods once sold are not taken back.")
    #expect(document.notes == "Thank you for shopping with us.")
    #expect(document.paymentTermDays == 15)
    #expect(document.currency == .usd)
    #expect(
      document.bankDetails
        == BillBankDetails(
          accountName: "Sharma Stores", accountNumber: "123456789012", bankName: "SBI", branchCode: "SBIN0001234",
          upiID: "sharma@okaxis"))
  }

  @MainActor @Test func aPartysOwnTermsReplaceTheCompanysUntilTheUserSetsSome() async throws {
    let screens = try BillScreens()
    let asha = try await screens.parties.create(PartiesSamples.ashaTraders)  // 30 days
    let bala = try await screens.parties.create(PartiesSamples.balaSupplies)  // none
    var editor = try await Self.editor(screens, company: Self.company)
    editor.send(.selectParty(bala.account))
    #expect(editor.state.document.paymentTermDays == 15)
    editor.send(.selectParty(asha.account))
    #expect(editor.state.document.paymentTermDays == 30)

    editor = try await Self.editor(screens, company: Self.company)
    editor.send(.setPaymentTerms(days: 15))
    editor.send(.selectParty(asha.account))
    #expect(editor.state.document.paymentTermDays == 15)  // the user chose them
  }

  @MainActor @Test func withoutSettingsANewBillIsAnEmptyRupeeBill() async throws {
    let editor = try await Self.editor(try BillScreens(), company: nil)
    #expect(editor.state.document.currency == .inr)
    #expect(editor.state.document.terms == nil && editor.state.document.bankDetails == nil)
    #expect(editor.state.document.paymentTermDays == nil)
  }

  @MainActor @Test func aCompositionDealersPickedProductCarriesNoTax() async throws {
    let screens = try BillScreens()
    var company = Self.company
    company.compositionDeclaration = Self.declaration
    guard case .created(let shirt) = try await screens.products.create(ProductsSamples.shirt) else {
      Issue.record("the sample shirt was refused")
      return
    }
    let editor = try await Self.editor(screens, company: company)
    editor.send(.addProduct(shirt.inventoryItem))
    let line = try #require(editor.state.lines.first)
    #expect(line[.taxRate].isEmpty)
    #expect(line.taxCategory == .outsideScope && line.exemptionReason == Self.declaration)
    #expect(editor.state.totals.value?.taxAmount == 0)
    #expect(editor.state.totals.value?.payableAmount == dec("499"))
    editor.send(.addLine)  // a blank line too needs no tax rate
    let blank = try #require(editor.state.lines.last)
    #expect(blank.taxCategory == .outsideScope)
    editor.send(.editLine(id: blank.id, field: .description, value: "Alteration"))
    editor.send(.editLine(id: blank.id, field: .unitPrice, value: "100"))
    #expect(editor.state.lineErrors.isEmpty)
    #expect(editor.state.totals.value?.payableAmount == dec("599"))

    // Its purchases keep the tax their suppliers charge.
    let purchase = try await Self.editor(screens, company: company, kind: .purchaseBill)
    purchase.send(.addProduct(shirt.inventoryItem))
    #expect(purchase.state.lines.first?[.taxRate] == "5")
  }

  @Test func aCompositionDealersRepositoryRefusesATaxedSupplyAndKeepsTaxedPurchases() async throws {
    var company = Self.company
    company.compositionDeclaration = Self.declaration
    let till = try BillsHarness.make(documentSettings: FixedCompanyDocumentSettings(company))
    try await till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await till.customer()
    await #expect(throws: BillsRepositoryError.taxUnderCompositionScheme(line: 1)) {
      try await till.repository.createDraft(BillsHarness.invoice(party: party.id, lines: [(nil, "2", "500")]))
    }
    var untaxed = BillsHarness.invoice(party: party.id, lines: [(nil, "2", "500"), (nil, "1", "100")])
    untaxed.lines[0].line.tax = .untaxed(.outsideScope, reason: Self.declaration)
    untaxed.lines[1].line.tax = .untaxed(.outsideScope, reason: Self.declaration)
    let draft = try await till.repository.createDraft(untaxed)
    var taxed = draft.document
    taxed.lines[1].line.tax = .standard(5)
    await #expect(throws: BillsRepositoryError.taxUnderCompositionScheme(line: 2)) {
      try await till.repository.updateDraft(taxed)
    }
    let issued = try await till.repository.issue(draft.id)
    #expect(issued.document.status == .issued && issued.totals.taxAmount == 0 && issued.totals.payableAmount == 1100)

    var freight = untaxed
    freight.allowancesAndCharges = [
      BillDocumentAllowanceCharge(id: "freight", isCharge: true, amount: 200, tax: .standard(18), reason: "Freight")
    ]
    await #expect(throws: BillsRepositoryError.taxedChargeUnderCompositionScheme(charge: 1)) {
      try await till.repository.createDraft(freight)
    }

    let purchase = BillsHarness.invoice(party: party.id, lines: [(nil, "1", "100")], kind: .purchaseBill)
    #expect(try await till.repository.createDraft(purchase).totals.taxAmount == 18)
  }

  @Test func eachKindTakesOnlyTheDefaultsThatAreTheCompanys() {
    let purchase = BillDocument(
      newDraftOf: .purchaseBill, issueDate: BillsSamples.date, regime: Self.regime, following: Self.company)
    #expect(
      purchase.terms == nil && purchase.notes == nil && purchase.bankDetails == nil && purchase.paymentTermDays == nil)
    let quotation = BillDocument(
      newDraftOf: .quotation, issueDate: BillsSamples.date, regime: Self.regime, following: Self.company)
    #expect(quotation.terms == "Goods once sold are not taken back.")
    #expect(quotation.paymentTermDays == nil && quotation.bankDetails == nil)
    let proForma = BillDocument(
      newDraftOf: .proForma, issueDate: BillsSamples.date, regime: Self.regime, following: Self.company)
    #expect(proForma.bankDetails?.accountNumber == "123456789012" && proForma.paymentTermDays == nil)
    let debitNote = BillDocument(
      newDraftOf: .debitNote, issueDate: BillsSamples.date, regime: Self.regime, following: Self.company)
    #expect(debitNote.paymentTermDays == 15 && debitNote.bankDetails != nil)
  }

  @MainActor @Test func theDetailSharesEachCopyInTheCompanysWordsAndAmountFormat() async throws {
    let screens = try BillScreens()
    defer { try? FileManager.default.removeItem(at: screens.directory) }
    let asha = try await screens.parties.create(PartiesSamples.ashaTraders)
    let invoice = try await screens.issued(BillsSamples.intraStateInvoice(partyID: asha.id))
    var company = Self.company
    company.copyLabels = [.originalForRecipient: "Buyer's copy"]
    company.digitGrouping = .none
    let factory = BillsViewModelFactory(
      repository: screens.repository, parties: screens.parties, products: screens.products,
      seller: BillsSamples.seller, documentSettings: FixedCompanyDocumentSettings(company),
      pdfDirectory: screens.directory, shaper: SystemTextShaper())
    let payable = invoice.totals.payableAmount
    #expect(payable >= 1000)  // so that grouping shows
    for (copy, marker) in [
      (BillCopy.originalForRecipient, "Buyer's copy"), (.triplicateForSupplier, "Triplicate for Supplier"),
    ] {
      let detail = factory.makeDetail(documentID: invoice.id)
      detail.send(.sharePDFCopy(copy))
      let state = try await detail.settled(where: { $0.pdf.isSuccess }, timeout: .seconds(60))
      let url = try #require(state.pdf.value)
      #expect(url.lastPathComponent == "INV-25-26-00001-\(copy.rawValue).pdf")
      let runs = try PDFInspector(try Data(contentsOf: url)).textRuns(page: 0)
      #expect(runs.contains(marker))
      let ungrouped = BillAmountFormatter(currency: .inr, grouping: .none).string(for: payable)
      #expect(runs.contains { $0.contains(ungrouped) }, "the PDF lacks \(ungrouped)")
      #expect(!runs.contains { $0.contains(BillAmountFormatter.rupees.string(for: payable)) })
    }
  }

  @Test func theRefusalNamesTheLineForTheEditor() {
    let error = BillsRepositoryError.taxUnderCompositionScheme(line: 3)
    #expect(error.description.hasPrefix("line 3 charges tax"))
  }
}
