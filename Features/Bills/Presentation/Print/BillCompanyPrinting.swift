import Foundation
import IndiaTax
import SharedCore

/// How the open company's document settings print its bills: the seller's block, the labels'
/// language, the UPI payee of the "scan to pay" code, the logo and signature, the bank account a new
/// document carries, and for a composition taxable person the bill of supply's title and declaration.
///
/// ```swift
/// let printing = try BillCompanyPrinting(try await source.documentSettings())
/// var invoice = try BillPDFInvoice(
///   document: document, totals: totals, seller: printing.seller ?? fallback, buyer: buyer, settings: printing.settings)
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

  /// The printing `company`'s settings ask for.
  /// - Throws: ``BillPrintError/image(setting:_:)`` for a logo or signature that is not a PNG or JPEG
  ///   it can print, ``BillPrintError/upiPayment(_:)`` for a UPI id a payment link cannot carry.
  public init(_ company: CompanyDocumentSettings) throws(BillPrintError) {
    seller = company.seller.map { seller in
      BillPDFInvoice.Party(
        name: seller.name, addressLines: (seller.legalName.map { [$0] } ?? []) + seller.addressLines,
        gstin: seller.gstin,
        state: seller.stateCode.map { code in GSTStateCode(code).map { "\($0.name) (\(code))" } ?? code },
        contactLines: seller.contactLines)
    }
    var settings = BillPrintSettings(labels: company.language == "hi" ? .hindi : .english)
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
    bankDetails = company.bankAccount.map {
      BillBankDetails(
        accountName: $0.holder, accountNumber: $0.number, bankName: $0.bank, branchCode: $0.ifsc,
        upiID: company.upiID)
    }
    compositionDeclaration = company.compositionDeclaration
  }

  /// Marks `invoice`, a printed document of `kind`, as the company's scheme asks: under the
  /// composition scheme a sales invoice is titled "Bill of Supply" and every document carries the
  /// declaration first among its terms.
  public func apply(to invoice: inout BillPDFInvoice, kind: BillDocumentKind) {
    guard let declaration = compositionDeclaration else { return }
    if kind == .salesInvoice { invoice.title = Self.billOfSupplyTitle }
    invoice.terms.insert(declaration, at: 0)
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
