import Foundation

/// Who a printed invoice's UPI QR code pays: the seller's virtual payment address and the name a
/// payer's app shows, checked as the NPCI's UPI linking specification asks.
public struct BillUPIPayee: Sendable, Hashable, Codable {
  /// The virtual payment address, `handle@psp`.
  public let address: String
  /// The payee's name.
  public let name: String

  /// Checks `address` and `name`; throws ``UPIPaymentIntentError`` naming the one at fault.
  public init(address: String, name: String) throws(UPIPaymentIntentError) {
    _ = try UPIPaymentIntent(payeeAddress: address, payeeName: name, amount: 1)
    self.address = address
    self.name = name
  }

  /// The link paying `amount` for invoice `number`.
  func intent(amount: Decimal, invoiceNumber: String) throws(UPIPaymentIntentError) -> UPIPaymentIntent {
    try UPIPaymentIntent(
      payeeAddress: address, payeeName: name, amount: amount, note: "Invoice \(invoiceNumber)",
      transactionReference: invoiceNumber)
  }
}
