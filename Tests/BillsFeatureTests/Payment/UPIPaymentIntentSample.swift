import BillsFeature
import Foundation
import Testing

/// An intent's inputs as text, for the tables; the ones not given are valid.
struct UPIPaymentIntentSample: Sendable, CustomTestStringConvertible {
  var address = "shop@okaxis"
  var name = "Shop"
  var amount = "1"
  var note: String?
  var reference: String?
  var merchantCode: String?

  func intent() throws -> UPIPaymentIntent {
    try UPIPaymentIntent(
      payeeAddress: address, payeeName: name, amount: try #require(Decimal(string: amount)), note: note,
      transactionReference: reference, merchantCode: merchantCode)
  }

  var testDescription: String { "\(address) \(name) \(amount)" }
}
