/// Why an IRP registration cannot be printed.
public enum BillIRNRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The IRN is not 64 hexadecimal digits.
  case invalidIRN(String)
  /// The signed QR code is not a compact JSON Web Signature (`header.payload.signature`).
  case invalidSignedQRCode(length: Int)
  /// The acknowledgement number is empty.
  case missingAcknowledgement

  /// A sentence naming the field at fault.
  public var description: String {
    switch self {
    case .invalidIRN(let irn): "IRN \"\(irn)\" is not 64 hexadecimal digits"
    case .invalidSignedQRCode(let length): "the signed QR code (\(length) characters) is not a compact JWS"
    case .missingAcknowledgement: "the IRP acknowledgement number is empty"
    }
  }
}
