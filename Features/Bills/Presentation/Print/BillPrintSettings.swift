import SharedCore

/// How the seller's documents print: the language of the labels, how dates are written, the UPI
/// address a QR code on each invoice pays, the logo and signature images, the line table's columns
/// and the copy markers' words.
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
  /// The line table's columns, in order; with a `unit` column the quantity
  /// prints without its unit.
  public var lineColumns: [DocumentLineColumn]
  /// The product custom fields printed as columns after the description, from each line's
  /// ``BillDocumentLine/productFields``.
  public var productFields: [CompanyProductField]
  /// The seller's own words for copy markers, over the labels'.
  public var copyLabels: [DocumentCopy: String]

  /// Settings; by default English labels, DD-MM-YYYY dates, no UPI code, no images, the standard
  /// columns and copy markers.
  public init(
    labels: BillPDFLabels = .english, dateStyle: BillDateStyle = .standard, upiPayee: BillUPIPayee? = nil,
    logo: BillImage? = nil, signature: BillImage? = nil,
    lineColumns: [DocumentLineColumn] = DocumentLineColumn.standard, productFields: [CompanyProductField] = [],
    copyLabels: [DocumentCopy: String] = [:]
  ) {
    self.labels = labels
    self.dateStyle = dateStyle
    self.upiPayee = upiPayee
    self.logo = logo
    self.signature = signature
    self.lineColumns = lineColumns
    self.productFields = productFields
    self.copyLabels = copyLabels
  }

  private enum CodingKeys: String, CodingKey {
    case labels, dateStyle, upiPayee, logo, signature, lineColumns, productFields, copyLabels
  }

  /// Decodes settings; settings stored before columns and copy labels read with the standard ones.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      labels: try container.decode(BillPDFLabels.self, forKey: .labels),
      dateStyle: try container.decode(BillDateStyle.self, forKey: .dateStyle),
      upiPayee: try container.decodeIfPresent(BillUPIPayee.self, forKey: .upiPayee),
      logo: try container.decodeIfPresent(BillImage.self, forKey: .logo),
      signature: try container.decodeIfPresent(BillImage.self, forKey: .signature),
      lineColumns: try container.decodeIfPresent([DocumentLineColumn].self, forKey: .lineColumns)
        ?? DocumentLineColumn.standard,
      productFields: try container.decodeIfPresent([CompanyProductField].self, forKey: .productFields) ?? [],
      copyLabels: try container.decodeIfPresent([DocumentCopy: String].self, forKey: .copyLabels) ?? [:])
  }
}
