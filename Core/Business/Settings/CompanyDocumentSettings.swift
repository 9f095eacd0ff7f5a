import Foundation

/// What a company's settings say about the documents it issues: who prints as the seller, how each
/// document type is numbered, what a new document starts with, and how it prints.
///
/// The settings feature keeps these per company and synced; the billing feature reads them through
/// ``CompanyDocumentSettingsSource``, so neither depends on the other.
public struct CompanyDocumentSettings: Sendable, Hashable {
  /// The seller's block as documents print it.
  public struct Seller: Sendable, Hashable {
    /// The name printed largest: the trade name, else the legal name.
    public var name: String
    /// The legal name, when it differs from ``name``.
    public var legalName: String?
    /// The address lines, city and PIN code.
    public var addressLines: [String]
    /// The GST registration, if any.
    public var gstin: String?
    /// The state's two-digit GST code (`27`), if known.
    public var stateCode: String?
    /// Phone and email lines.
    public var contactLines: [String]

    /// A seller.
    public init(
      name: String, legalName: String? = nil, addressLines: [String] = [], gstin: String? = nil,
      stateCode: String? = nil, contactLines: [String] = []
    ) {
      self.name = name
      self.legalName = legalName
      self.addressLines = addressLines
      self.gstin = gstin
      self.stateCode = stateCode
      self.contactLines = contactLines
    }
  }

  /// The seller's block; `nil` until the company's profile names the business.
  public var seller: Seller?
  /// The UPI id (`handle@psp`) payment links and QR codes pay, if any.
  public var upiID: String?
  /// The account printed for payment, if any.
  public var bankAccount: CompanyBankAccount?
  /// The terms a new document starts with.
  public var defaultTerms: String?
  /// The notes a new document starts with.
  public var defaultNotes: String?
  /// Days from a new invoice's date to its due date; `0` for none.
  public var defaultPaymentTermDays: Int
  /// The logo (PNG or JPEG bytes).
  public var logo: Data?
  /// The signature printed above "Authorised signatory" (PNG or JPEG bytes).
  public var signature: Data?
  /// The numbering of each document type, by the type's name (`salesInvoice`, `creditNote`, …); a
  /// type without one keeps the billing feature's own.
  public var numberTemplates: [String: DocumentNumberTemplate]
  /// The company's own words for the copy markers (rule 48: "Original for recipient", …); a copy
  /// without one prints the document language's standard words.
  public var copyLabels: [DocumentCopy: String]
  /// The columns of the printed line table, in order.
  public var lineColumns: [DocumentLineColumn]
  /// The product custom fields printed as line-table columns (after the description), in order.
  public var printedProductFields: [CompanyProductField]
  /// The language documents print in (`en`, `hi`).
  public var language: String
  /// The words a composition taxable person's bill of supply must carry; `nil` under the regular
  /// scheme. A company with one collects no tax on its supplies.
  public var compositionDeclaration: String?
  /// The currency new documents are in and amounts are printed in.
  public var currency: Currency
  /// How printed amounts group their digits: `.indian` (`12,34,567.00`) or `.international`
  /// (`1,234,567.00`).
  public var digitGrouping: DigitGrouping

  /// Settings; by default nothing is set and documents print in English, in rupees with Indian digit
  /// grouping, with the standard line columns.
  public init(
    seller: Seller? = nil, upiID: String? = nil, bankAccount: CompanyBankAccount? = nil, defaultTerms: String? = nil,
    defaultNotes: String? = nil, defaultPaymentTermDays: Int = 0, logo: Data? = nil, signature: Data? = nil,
    numberTemplates: [String: DocumentNumberTemplate] = [:], copyLabels: [DocumentCopy: String] = [:],
    lineColumns: [DocumentLineColumn] = DocumentLineColumn.standard, printedProductFields: [CompanyProductField] = [],
    language: String = "en", compositionDeclaration: String? = nil, currency: Currency = .inr,
    digitGrouping: DigitGrouping = .indian
  ) {
    self.seller = seller
    self.upiID = upiID
    self.bankAccount = bankAccount
    self.defaultTerms = defaultTerms
    self.defaultNotes = defaultNotes
    self.defaultPaymentTermDays = defaultPaymentTermDays
    self.logo = logo
    self.signature = signature
    self.numberTemplates = numberTemplates
    self.copyLabels = copyLabels
    self.lineColumns = lineColumns
    self.printedProductFields = printedProductFields
    self.language = language
    self.compositionDeclaration = compositionDeclaration
    self.currency = currency
    self.digitGrouping = digitGrouping
  }
}
