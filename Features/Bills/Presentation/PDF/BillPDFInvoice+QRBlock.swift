import SharedCore

extension BillPDFInvoice {
  /// A QR code printed with a few lines under it: the UPI link to pay the balance, or the signed QR
  /// code the Invoice Registration Portal returned for an e-invoice.
  ///
  /// The code is encoded when the block is made (byte mode, error-correction level M), so a payload
  /// too long for a QR code is refused here and never at printing.
  public struct QRBlock: Sendable, Hashable, Codable {
    /// The text the code holds.
    public let payload: String
    /// The lines printed under the code.
    public var caption: [String]
    /// The encoded symbol.
    public let code: QRCode

    /// Encodes `payload`; throws `QRCodeError.dataTooLong` when
    /// it does not fit version 40 at level M (2,331 bytes).
    public init(payload: String, caption: [String]) throws(QRCodeError) {
      self.payload = payload
      self.caption = caption
      code = try QRCode(text: payload, errorCorrection: .medium)
    }

    private enum CodingKeys: String, CodingKey {
      case payload
      case caption
    }

    /// Decodes the payload and caption and encodes the code again.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let payload = try container.decode(String.self, forKey: .payload)
      do {
        try self.init(payload: payload, caption: try container.decode([String].self, forKey: .caption))
      } catch let error as QRCodeError {
        throw DecodingError.dataCorruptedError(
          forKey: .payload, in: container, debugDescription: error.description)
      }
    }

    /// Encodes the payload and caption.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(payload, forKey: .payload)
      try container.encode(caption, forKey: .caption)
    }
  }
}
