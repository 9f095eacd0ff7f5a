import Foundation
import SharedCore

/// A request to pay an amount to a UPI address, as the `upi://pay` link that every UPI app opens and
/// that an invoice prints as a QR code for the buyer to scan.
///
/// The link follows NPCI's *UPI Linking Specifications* (“Common URL specifications for deep linking
/// and proximity integration”, version 1.6, §1.2 “Link Specification and Parameters”): the payee's
/// virtual payment address `pa` and name `pn` (both mandatory), the amount `am`, the currency `cu`
/// (always `INR`), a note `tn` shown to the payer, the payee's transaction reference `tr` and the
/// merchant category code `mc`:
///
/// ```swift
/// let intent = try UPIPaymentIntent(
///   payeeAddress: "sharmastores@okaxis", payeeName: "Sharma Stores", amount: Decimal(string: "1499.5")!,
///   note: "Invoice INV/2026-27/0042")
/// intent.uri
/// // upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=1499.50&cu=INR&tn=Invoice%20INV%2F2026-27%2F0042
/// let qrCode = try intent.qrCode()
/// ```
///
/// Every value is checked when the intent is made, so a wrong address or amount is refused here, with
/// the parameter it belongs to, and never reaches the payer's app. The link is ASCII whatever the
/// payee's name or note: values are percent-encoded as RFC 3986 requires.
public struct UPIPaymentIntent: Sendable, Hashable {
  /// The payee's virtual payment address (`pa`): `handle@psp`, such as `sharmastores@okaxis`.
  public let payeeAddress: String
  /// The payee's name as the payer's app shows it (`pn`).
  public let payeeName: String
  /// The amount to pay in rupees (`am`): positive, with at most two decimals.
  public var amount: Decimal { money.amount }
  /// The note the payer's app shows and keeps with the payment (`tn`), such as the invoice number.
  public let note: String?
  /// The payee's own reference for the payment (`tr`), such as an order or invoice number, that the
  /// payee's bank reports back with it.
  public let transactionReference: String?
  /// The payee's four-digit merchant category code (`mc`, ISO 18245), for merchant accounts.
  public let merchantCode: String?

  /// The amount in rupees and paise.
  private let money: Money

  /// A payment request, checked.
  ///
  /// - Parameters:
  ///   - payeeAddress: The virtual payment address: a handle of 2–256 letters, digits, `.`, `-` or `_`,
  ///     then `@`, then the payment service provider's 3–64 letters.
  ///   - payeeName: The payee's name: 1–99 characters, not only spaces.
  ///   - amount: The amount in rupees: more than zero, with at most two decimals.
  ///   - note: A note for the payer, such as `"Invoice INV/2026-27/0042"`: not empty when given.
  ///   - transactionReference: The payee's reference for the payment: not empty when given.
  ///   - merchantCode: The payee's merchant category code: four digits.
  /// - Throws: ``UPIPaymentIntentError`` naming the parameter that is wrong and why.
  public init(
    payeeAddress: String, payeeName: String, amount: Decimal, note: String? = nil, transactionReference: String? = nil,
    merchantCode: String? = nil
  ) throws(UPIPaymentIntentError) {
    try UPIPaymentIntent.checkAddress(payeeAddress)
    try UPIPaymentIntent.checkName(payeeName)
    money = try UPIPaymentIntent.checkedMoney(amount)
    if let note { try UPIPaymentIntent.checkNotEmpty(note, parameter: .note) }
    if let transactionReference {
      try UPIPaymentIntent.checkNotEmpty(transactionReference, parameter: .transactionReference)
    }
    if let merchantCode { try UPIPaymentIntent.checkMerchantCode(merchantCode) }
    self.payeeAddress = payeeAddress
    self.payeeName = payeeName
    self.note = note
    self.transactionReference = transactionReference
    self.merchantCode = merchantCode
  }

  /// The `upi://pay` link: `pa`, `pn`, `am` (exactly two decimals, no grouping), `cu=INR`, then `tn`,
  /// `tr` and `mc` when given, each value percent-encoded (RFC 3986 §2.1) except for its unreserved
  /// characters and the address's `@`.
  public var uri: String {
    var parameters: [(key: String, value: String)] = [
      ("pa", payeeAddress), ("pn", payeeName), ("am", money.formattedAmount), ("cu", money.currency.code),
    ]
    if let note { parameters.append(("tn", note)) }
    if let transactionReference { parameters.append(("tr", transactionReference)) }
    if let merchantCode { parameters.append(("mc", merchantCode)) }
    let query = parameters.map { "\($0.key)=\(URIPercentEncoding.encoded($0.value, keeping: [UInt8(ascii: "@")]))" }
    return "upi://pay?" + query.joined(separator: "&")
  }

  /// The link as a QR code at error-correction level M, the level printed documents use.
  /// - Throws: `QRCodeError.dataTooLong` when the link is longer than a QR code holds (a note of
  ///   thousands of characters).
  public func qrCode() throws(QRCodeError) -> QRCode {
    try QRCode(text: uri, errorCorrection: .medium)
  }
}
