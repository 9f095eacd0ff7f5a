import Foundation
import SharedCore

/// How the open company's document settings print its bills: the seller's block, the labels'
/// language, the UPI payee of the "scan to pay" code, the logo and signature, the line table's
/// columns (product custom fields among them), the copy markers' words, how amounts are written, the
/// bank account a new document carries, and for a composition taxable person the bill of supply's
/// title and declaration, without tax columns.
///
/// ```swift
/// let printing = try BillCompanyPrinting(try await source.documentSettings())
/// var invoice = try BillPDFInvoice(
///   document: document, totals: totals, seller: printing.seller ?? fallback, buyer: buyer,
///   settings: printing.settings, formatter: printing.formatter(for: document.currency),
///   words: printing.words(for: document.currency))
/// printing.apply(to: &invoice, kind: document.kind)
/// ```
public struct BillCompanyPrinting: Sendable, Hashable {
  /// The title of a composition taxable person's sales invoice (CGST Rules, rule 49).
  public static let billOfSupplyTitle = "Bill of Supply"

  /// The seller's block, `nil` until the company's profile names the business.
  public var seller: BillPDFInvoice.Party?
  /// Labels in the company's language, its UPI payee, logo and signature.
  public var settings: BillPrintSettings
  /// The bank account new documents carry, with the UPI id.
  public var bankDetails: BillBankDetails?
  /// The words a composition taxable person's bill must carry, `nil` under the regular scheme.
  public var compositionDeclaration: String?
  /// How amounts group their digits.
  public var digitGrouping: DigitGrouping

  /// The printing `company`'s settings ask for.
  /// - Throws: ``BillPrintError/image(setting:_:)`` for a logo or signature that is not a PNG or JPEG
  ///   it can print, ``BillPrintError/upiPayment(_:)`` for a UPI id a payment link cannot carry.
  public init(_ company: CompanyDocumentSettings) throws(BillPrintError) {
    seller = company.seller.map { seller in
      BillPDFInvoice.Party(
        name: seller.name, addressLines: (seller.legalName.map { [$0] } ?? []) + seller.addressLines,
        gstin: seller.gstin,
        state: seller.stateCode.map(BillPDFInvoice.Party.state(code:)),
        contactLines: seller.contactLines)
    }
    var settings = BillPrintSettings(
      labels: company.language == "hi" ? .hindi : .english, lineColumns: company.lineColumns,
      productFields: company.printedProductFields, copyLabels: company.copyLabels)
    if let upi = company.upiID {
      do throws(UPIPaymentIntentError) {
        settings.upiPayee = try BillUPIPayee(address: upi, name: company.seller?.name ?? upi)
      } catch {
        throw .upiPayment(error)
      }
    }
    settings.logo = try Self.image(company.logo, setting: "logo")
    settings.signature = try Self.image(company.signature, setting: "signature")
    self.settings = settings
    bankDetails = BillBankDetails(company)
    compositionDeclaration = company.compositionDeclaration
    digitGrouping = company.digitGrouping
  }

  /// Amounts in `currency` (a document's) with the company's digit grouping.
  public func formatter(for currency: Currency) -> BillAmountFormatter {
    BillAmountFormatter(currency: currency, grouping: digitGrouping)
  }

  /// The payable amount in `currency` spelt in the company's numbering system.
  public func words(for currency: Currency) -> BillAmountInWords {
    BillAmountInWords(currency: currency, grouping: digitGrouping)
  }

  /// Marks `invoice`, a printed document of `kind`, as the company's scheme asks: under the
  /// composition scheme a sales invoice is titled "Bill of Supply" and every document the company
  /// issues carries the declaration first among its terms; one that charges no tax (all its own
  /// supplies) prints no tax column or tax summary. A purchase bill, the supplier's document, stays
  /// as it is.
  public func apply(to invoice: inout BillPDFInvoice, kind: BillDocumentKind) {
    guard let declaration = compositionDeclaration, kind != .purchaseBill else { return }
    if kind == .salesInvoice { invoice.title = Self.billOfSupplyTitle }
    invoice.terms.insert(declaration, at: 0)
    let chargesTax = invoice.taxSummaryTotal.map { ![$0.cgst, $0.sgst, $0.igst, $0.cess].allSatisfy(\.isEmpty) }
    guard chargesTax != true else { return }
    invoice.columns.removeAll { column in
      if case .standard(let standard) = column { standard.showsTax } else { false }
    }
    invoice.taxSummary = []
    invoice.taxSummaryTotal = nil
  }

  private static func image(_ data: Data?, setting: String) throws(BillPrintError) -> BillImage? {
    guard let data else { return nil }
    do throws(BillImageError) {
      return try BillImage(data: data)
    } catch {
      throw .image(setting: setting, error)
    }
  }
}
