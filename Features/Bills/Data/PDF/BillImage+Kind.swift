import SharedPrinting

extension BillImage {
  /// The file formats a ``BillImage`` can be read from.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Portable Network Graphics (ISO/IEC 15948).
    case png
    /// JPEG (ISO/IEC 10918-1), in a JFIF, Exif or Adobe file.
    case jpeg

    /// The format whose signature `bytes` start with, or `nil`.
    init?(signatureOf bytes: [UInt8]) {
      if bytes.starts(with: PNGFile.signature) {
        self = .png
      } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
        self = .jpeg
      } else {
        return nil
      }
    }
  }
}
