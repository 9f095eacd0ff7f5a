import Foundation

/// Every fixed word an invoice prints, in one language: headings, column titles, field labels,
/// document titles and copy markers.
///
/// ``english`` and ``hindi`` are built in; change any label, or make a set for another language,
/// by editing a copy (`var labels = BillPDFLabels.hindi; labels.billTo = "…"`). Templates hold
/// `{seller}`, `{page}` and `{count}` where the value goes. Item, party and amount texts are printed
/// as given, in whichever script they are written.
public struct BillPDFLabels: Sendable, Hashable, Codable {
  /// The language of the labels as a BCP 47 tag (`"en"`, `"hi"`).
  public var language: String
  /// Document titles by kind ("Tax Invoice", "Credit Note", …).
  public var titles: [BillDocumentKind: String]
  /// Beside the title of a draft: "Draft".
  public var draft: String
  /// The English "Cancelled".
  public var cancelled: String
  /// The copy markers of CGST Rules, rule 48; the English "Original for Recipient".
  public var originalForRecipient: String
  /// The English "Duplicate for Transporter".
  public var duplicateForTransporter: String
  /// The English "Duplicate for Supplier".
  public var duplicateForSupplier: String
  /// The English "Triplicate for Supplier".
  public var triplicateForSupplier: String
  /// The English "Invoice No.".
  public var invoiceNumber: String
  /// The English "Date".
  public var date: String
  /// The English "Due Date".
  public var dueDate: String
  /// The English "Place of Supply".
  public var placeOfSupply: String
  /// The English "Whether tax is payable on reverse charge".
  public var reverseCharge: String
  /// The English "Yes".
  public var yes: String
  /// The English "No".
  public var no: String
  /// The English "Converted From".
  public var convertedFrom: String
  /// The English "Against".
  public var against: String
  /// The English "IRN".
  public var irn: String
  /// The English "Ack. No.".
  public var acknowledgementNumber: String
  /// The English "Ack. Date".
  public var acknowledgementDate: String
  /// The English "Bill To".
  public var billTo: String
  /// The English "Ship To".
  public var shipTo: String
  /// The English "Same as Bill To".
  public var sameAsBillTo: String
  /// The English "GSTIN".
  public var gstin: String
  /// The English "State".
  public var state: String
  /// The line table's serial number column: "#" in English.
  public var serial: String
  /// The English "Description".
  public var description: String
  /// The English "HSN/SAC".
  public var hsn: String
  /// The English "Qty".
  public var quantity: String
  /// The English "Rate".
  public var rate: String
  /// The English "Disc.".
  public var discount: String
  /// The English "Taxable Value".
  public var taxableValue: String
  /// The English "Tax".
  public var tax: String
  /// The English "Amount".
  public var amount: String
  /// The line table's unit column, the English "Unit"; a set without one prints the English word.
  public var unit: String?
  /// The line table's tax amount column, the English "Tax Amt."; a set without one prints the English.
  public var taxAmount: String?
  /// The English "Tax Summary".
  public var taxSummary: String
  /// The English "Tax Rate".
  public var taxRate: String
  /// The English "Total".
  public var total: String
  /// The English "CGST".
  public var cgst: String
  /// The English "SGST".
  public var sgst: String
  /// The English "IGST".
  public var igst: String
  /// The English "VAT".
  public var vat: String
  /// The English "Cess".
  public var cess: String
  /// The English "Charges".
  public var charges: String
  /// The English "Paid in Advance".
  public var paidInAdvance: String
  /// The English "Round Off".
  public var roundOff: String
  /// The English "Total Payable".
  public var totalPayable: String
  /// The English "Tax payable on reverse charge".
  public var taxPayableOnReverseCharge: String
  /// The English "Amount Received".
  public var amountReceived: String
  /// The English "Balance Due".
  public var balanceDue: String
  /// The English "Amount in words".
  public var amountInWords: String
  /// The English "Bank Details".
  public var bankDetails: String
  /// The English "Account Name".
  public var accountName: String
  /// The English "Account Number".
  public var accountNumber: String
  /// The English "Bank".
  public var bank: String
  /// The English "Terms & Conditions".
  public var termsAndConditions: String
  /// "For {seller}" above the signature.
  public var signedFor: String
  /// The English "Authorised Signatory".
  public var authorisedSignatory: String
  /// Under the UPI QR code: "Scan to pay with any UPI app".
  public var scanToPay: String
  /// Under the IRP's signed QR code: "e-Invoice QR code".
  public var eInvoiceQRCode: String
  /// "Page {page} of {count}" in the footer.
  public var pageOfPages: String
  /// The English "(continued)".
  public var continued: String

  /// The title printed for a document of `kind`.
  public func title(for kind: BillDocumentKind) -> String {
    titles[kind] ?? BillPDFLabels.english.titles[kind] ?? "\(kind)"
  }

  /// "For {seller}" with the seller's name.
  func signedFor(_ seller: String) -> String {
    signedFor.replacingOccurrences(of: "{seller}", with: seller)
  }

  /// "Page {page} of {count}" with the numbers.
  func page(_ page: Int, of count: Int) -> String {
    pageOfPages.replacingOccurrences(of: "{page}", with: "\(page)").replacingOccurrences(
      of: "{count}", with: "\(count)")
  }
}
