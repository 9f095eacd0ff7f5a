import SharedCore

/// Why a document's printed form could not be made.
public enum BillPrintError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The UPI payment link for the balance could not be made (an amount with more than two decimals).
  case upiPayment(UPIPaymentIntentError)
  /// A QR code's text is too long to encode.
  case qrCode(QRCodeError)
  /// An image of the company's settings (`logo` or `signature`) is not a PNG or JPEG it can print.
  case image(setting: String, BillImageError)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .upiPayment(let error): "UPI payment code: \(error)"
    case .qrCode(let error): "QR code: \(error)"
    case .image(let setting, let error): "\(setting) image: \(error)"
    }
  }
}
