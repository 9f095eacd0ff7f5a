import Foundation

/// What the Invoice Registration Portal (IRP) returned when an invoice was e-invoiced: the Invoice
/// Reference Number, the acknowledgement and the signed QR code, which the printed invoice must carry
/// (CGST Rules, rule 46(q) and rule 48(4); e-invoice schema v1.1, "Generate IRN" response fields
/// `Irn`, `AckNo`, `AckDt`, `SignedQRCode`).
public struct BillIRNRegistration: Sendable, Hashable, Codable {
  /// The IRN: 64 hexadecimal digits (a SHA-256 hash).
  public let irn: String
  /// The acknowledgement number (`AckNo`).
  public let acknowledgementNumber: String
  /// The acknowledgement date and time as the IRP wrote it (`AckDt`, "2025-04-12 10:32:00").
  public let acknowledgementDate: String
  /// The signed QR code (`SignedQRCode`): a JSON Web Token signed by the IRP, printed as a QR code.
  public let signedQRCode: String

  /// Checks the IRN's shape and that the signed QR code is a compact JWS (three base64url parts).
  public init(
    irn: String, acknowledgementNumber: String, acknowledgementDate: String, signedQRCode: String
  ) throws(BillIRNRegistrationError) {
    guard irn.utf8.count == 64, irn.utf8.allSatisfy({ Self.isHexDigit($0) }) else { throw .invalidIRN(irn) }
    let parts = signedQRCode.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isBase64URL) }) else {
      throw .invalidSignedQRCode(length: signedQRCode.utf8.count)
    }
    guard !acknowledgementNumber.isEmpty else { throw .missingAcknowledgement }
    self.irn = irn
    self.acknowledgementNumber = acknowledgementNumber
    self.acknowledgementDate = acknowledgementDate
    self.signedQRCode = signedQRCode
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (97...102).contains(byte) || (65...70).contains(byte)
  }

  private static func isBase64URL(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 45 || byte == 95
  }
}
