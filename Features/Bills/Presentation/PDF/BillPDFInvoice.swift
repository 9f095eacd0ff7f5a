/// What an invoice PDF shows, as already-formatted text: the renderer lays it out and never
/// computes or reformats amounts, so the PDF always agrees with the totals it was given.
///
/// Build it from a bill's totals (amounts formatted with the currency symbol and grouping you want,
/// for example "₹1,23,456.00"), then pass it to ``BillPDFRenderer/render(_:)``.
public struct BillPDFInvoice: Sendable, Hashable, Codable {
  /// The document title at the top of the first page, for example "Tax Invoice".
  public var title: String
  /// An optional copy marker beside the title, for example "Original for Recipient".
  public var copyLabel: String?
  /// The invoice number, shown on every page.
  public var number: String
  /// Further header fields beside the seller: invoice date, due date, place of supply, reverse charge…
  public var details: [Field]
  /// The supplier.
  public var seller: Party
  /// The recipient ("Bill To").
  public var buyer: Party
  /// The delivery address ("Ship To"), when it differs from the buyer's.
  public var shipTo: Party?
  /// The line items, in order; the table continues across pages with its header repeated.
  public var lines: [Line]
  /// The columns of the line table, in order; ``Column/standardColumns`` by default.
  public var columns: [Column]
  /// The tax summary by HSN/SAC and rate.
  public var taxSummary: [TaxRow]
  /// The summary's total row, if any.
  public var taxSummaryTotal: TaxRow?
  /// The totals, top to bottom: taxable value, each tax, charges, round-off, the amount payable.
  public var totals: [TotalRow]
  /// The payable amount in words, for example "Indian Rupees One Thousand Only".
  public var amountInWords: String
  /// Bank details for payment: bank, account number, IFSC, branch, UPI…
  public var bankDetails: [Field]
  /// Terms and conditions, one paragraph each.
  public var terms: [String]
  /// The fixed words the layout prints (headings, column titles), in the invoice's language.
  public var labels: BillPDFLabels
  /// The "scan to pay" UPI code, printed beside the totals.
  public var paymentQRCode: QRBlock?
  /// The IRP's signed QR code of an e-invoice, printed beside the payment code.
  public var eInvoiceQRCode: QRBlock?
  /// The seller's logo, at the top left of the first page.
  public var logo: BillImage?
  /// The signature printed above "Authorised Signatory".
  public var signature: BillImage?

  /// Creates an invoice for rendering; every text is shown as given.
  public init(
    title: String,
    copyLabel: String? = nil,
    number: String,
    details: [Field] = [],
    seller: Party,
    buyer: Party,
    shipTo: Party? = nil,
    lines: [Line],
    columns: [Column] = Column.standardColumns,
    taxSummary: [TaxRow] = [],
    taxSummaryTotal: TaxRow? = nil,
    totals: [TotalRow],
    amountInWords: String,
    bankDetails: [Field] = [],
    terms: [String] = [],
    labels: BillPDFLabels = .english,
    paymentQRCode: QRBlock? = nil,
    eInvoiceQRCode: QRBlock? = nil,
    logo: BillImage? = nil,
    signature: BillImage? = nil
  ) {
    self.title = title
    self.copyLabel = copyLabel
    self.number = number
    self.details = details
    self.seller = seller
    self.buyer = buyer
    self.shipTo = shipTo
    self.lines = lines
    self.columns = columns
    self.taxSummary = taxSummary
    self.taxSummaryTotal = taxSummaryTotal
    self.totals = totals
    self.amountInWords = amountInWords
    self.bankDetails = bankDetails
    self.terms = terms
    self.labels = labels
    self.paymentQRCode = paymentQRCode
    self.eInvoiceQRCode = eInvoiceQRCode
    self.logo = logo
    self.signature = signature
  }
}
