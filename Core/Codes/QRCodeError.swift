/// Why a ``QRCode`` could not be made or drawn.
public enum QRCodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The data is longer than a version 40 symbol holds at the error-correction level: `capacity` is
  /// the most bytes it holds (2,331 at level M, fewer when a UTF-8 designator is written).
  case dataTooLong(byteCount: Int, capacity: Int, errorCorrection: QRCode.ErrorCorrection)
  /// A minimum version outside 1–40.
  case minimumVersionOutOfRange(Int)
  /// A PNG module size outside 1–32 pixels.
  case moduleSizeOutOfRange(Int)
  /// A PNG quiet zone outside 0–32 modules.
  case quietZoneOutOfRange(Int)

  /// What is wrong.
  public var description: String {
    switch self {
    case .dataTooLong(let byteCount, let capacity, let level):
      "\(byteCount) bytes do not fit in a QR code at error-correction level \(level): version 40 holds \(capacity)"
    case .minimumVersionOutOfRange(let version): "minimum version \(version) is outside 1–40"
    case .moduleSizeOutOfRange(let size):
      "a module size of \(size) pixels is outside \(QRCode.pngModuleSizes.lowerBound)–\(QRCode.pngModuleSizes.upperBound)"
    case .quietZoneOutOfRange(let modules):
      "a quiet zone of \(modules) modules is outside \(QRCode.pngQuietZones.lowerBound)–\(QRCode.pngQuietZones.upperBound)"
    }
  }
}
