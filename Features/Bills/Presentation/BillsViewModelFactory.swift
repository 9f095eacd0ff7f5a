import Foundation
import SharedCore

/// Makes the bill screens' view models over one ``BillsRepository``, with the party accounts and the
/// inventory for the editor's pickers and the seller's block for PDFs.
public struct BillsViewModelFactory: Sendable {
  /// The documents the screens read and write.
  public let repository: any BillsRepository
  /// The parties the editor picks from and PDFs print.
  public let parties: any PartyAccountsClient
  /// The products the editor picks from.
  public let products: any InventoryClient
  /// The seller as PDFs print it; without one (here or in ``documentSettings``), sharing a PDF
  /// reports the missing setting.
  public let seller: BillPDFInvoice.Party?
  /// The open company's document settings, if the app keeps them: PDFs print as they say
  /// (``BillCompanyPrinting``).
  public let documentSettings: (any CompanyDocumentSettingsSource)?
  /// Where shared PDFs are written.
  public let pdfDirectory: URL
  /// How PDFs write amounts.
  public let amountFormatter: BillAmountFormatter
  /// How PDFs spell the payable amount.
  public let amountInWords: BillAmountInWords
  /// Where the screens post ``BillsEvent``s, if anywhere.
  public let bus: EventBus?
  /// Shapes the text of PDFs (the platform's engine: SharedPlatform's `SystemTextShaper`).
  public let shaper: any TextShaper

  /// A factory over `repository`.
  public init(
    repository: any BillsRepository, parties: any PartyAccountsClient, products: any InventoryClient,
    seller: BillPDFInvoice.Party?, documentSettings: (any CompanyDocumentSettingsSource)? = nil,
    pdfDirectory: URL, amountFormatter: BillAmountFormatter = .rupees, amountInWords: BillAmountInWords = .rupees,
    shaper: any TextShaper, bus: EventBus? = nil
  ) {
    self.repository = repository
    self.parties = parties
    self.products = products
    self.seller = seller
    self.documentSettings = documentSettings
    self.pdfDirectory = pdfDirectory
    self.amountFormatter = amountFormatter
    self.amountInWords = amountInWords
    self.bus = bus
    self.shaper = shaper
  }

  /// The bill list, `pageSize` documents a page.
  @MainActor public func makeList(pageSize: Int = 50) -> BillListViewModel {
    BillListViewModel(repository: repository, pageSize: pageSize, bus: bus)
  }

  /// The editor for a new bill of `kind` dated `issueDate`, in `currency`, taxed by `regime` (for GST,
  /// the supplier's state; picking a party sets the place of supply).
  @MainActor public func makeEditor(
    kind: BillDocumentKind, issueDate: CalendarDate, currency: Currency = .inr, regime: BillTaxRegime
  ) -> BillEditorViewModel {
    let document = BillDocument(
      id: "", kind: kind, issueDate: issueDate, partyID: "", currency: currency, regime: regime, lines: [])
    return BillEditorViewModel(
      document: document, isSaved: false, repository: repository, parties: parties, products: products, bus: bus)
  }

  /// The editor for a new bill of `kind` dated `issueDate`, taxed by `regime`, started as the open
  /// company's document settings say (``documentSettings``): in its currency, with its default terms,
  /// notes, bank account and payment terms, and for a composition taxable person with products added
  /// untaxed. Without document settings it is a rupee bill with nothing filled in.
  /// - Throws: what reading the document settings throws.
  @MainActor public func makeEditor(
    newDraftOf kind: BillDocumentKind, issueDate: CalendarDate, regime: BillTaxRegime
  ) async throws -> BillEditorViewModel {
    guard let company = try await documentSettings?.documentSettings() else {
      return makeEditor(kind: kind, issueDate: issueDate, regime: regime)
    }
    return BillEditorViewModel(
      document: BillDocument(newDraftOf: kind, issueDate: issueDate, regime: regime, following: company),
      isSaved: false, repository: repository, parties: parties, products: products, bus: bus, company: company)
  }

  /// The editor for the stored draft `document`.
  @MainActor public func makeEditor(editing document: BillDocument) -> BillEditorViewModel {
    BillEditorViewModel(
      document: document, isSaved: true, repository: repository, parties: parties, products: products, bus: bus)
  }

  /// The detail screen of a document.
  @MainActor public func makeDetail(documentID: String) -> BillDetailViewModel {
    BillDetailViewModel(
      documentID: documentID, repository: repository, parties: parties, seller: seller,
      documentSettings: documentSettings, directory: pdfDirectory,
      formatter: amountFormatter, words: amountInWords, shaper: shaper, bus: bus)
  }
}
