/// How the seller's documents print: the language of the labels, how dates are written, the UPI
/// address a QR code on each invoice pays, and the logo and signature images.
///
/// Keep one per business in its settings and pass it to
/// ``BillPDFInvoice/init(document:totals:seller:buyer:shipTo:settings:copy:eInvoice:balanceDue:formatter:words:)``.
public struct BillPrintSettings: Sendable, Hashable, Codable {
  /// The fixed words printed: ``BillPDFLabels/english`` (the default), ``BillPDFLabels/hindi`` or your own.
  public var labels: BillPDFLabels
  /// How dates are written: DD-MM-YYYY by default.
  public var dateStyle: BillDateStyle
  /// Who the "scan to pay" QR code pays; without one, no payment code is printed.
  public var upiPayee: BillUPIPayee?
  /// The shop's logo, printed at the top left of the first page.
  public var logo: BillImage?
  /// The authorised signatory's signature, printed above "Authorised Signatory".
  public var signature: BillImage?

  /// Settings; by default English labels, DD-MM-YYYY dates, no UPI code, no images.
  public init(
    labels: BillPDFLabels = .english, dateStyle: BillDateStyle = .standard, upiPayee: BillUPIPayee? = nil,
    logo: BillImage? = nil, signature: BillImage? = nil
  ) {
    self.labels = labels
    self.dateStyle = dateStyle
    self.upiPayee = upiPayee
    self.logo = logo
    self.signature = signature
  }
}
