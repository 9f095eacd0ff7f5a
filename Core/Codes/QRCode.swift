/// A QR Code symbol (ISO/IEC 18004:2015, model 2): the square of dark and light modules that encodes
/// some bytes, ready to draw.
///
/// The data is written in byte mode, as one segment. The symbol is the smallest version (1–40,
/// 21 to 177 modules a side) that holds the data at the chosen error-correction level, and of the
/// eight mask patterns it carries the one the standard's penalty rules score lowest:
///
/// ```swift
/// let code = try QRCode(text: "upi://pay?pa=shop@okaxis&pn=Shop&am=499.00&cu=INR")
/// code.version                      // 4
/// code.size                         // 33 modules a side
/// code.isDark(x: 0, y: 0)           // true: the top-left finder pattern's corner
/// let png = try code.pngData()      // a grayscale PNG, 4 pixels a module, 4 modules of quiet zone
/// ```
///
/// Draw it with ``isDark(x:y:)`` at any scale, or take ``pngData(moduleSize:quietZone:)``. Leave a
/// light quiet zone of at least 4 modules around the symbol, as readers expect.
public struct QRCode: Sendable, Hashable {
  /// The version, 1–40: a symbol of version *v* is 4*v* + 17 modules a side.
  public let version: Int
  /// The error-correction level the symbol was made at.
  public let errorCorrection: ErrorCorrection
  /// The mask pattern (0–7) applied to the data modules: the one with the lowest penalty score.
  let mask: QRMask
  /// The modules, row by row from the top, each row from the left: 1 is dark, 0 light.
  private let modules: [UInt8]

  /// The number of modules on each side, 21 (version 1) to 177 (version 40), without the quiet zone.
  public var size: Int { QRCode.size(ofVersion: version) }

  /// Encodes `bytes` in byte mode in the smallest version, from `minimumVersion` up, that holds them at
  /// `errorCorrection`.
  ///
  /// - Parameters:
  ///   - bytes: The data. Readers usually show byte-mode data as UTF-8 text when it is valid UTF-8.
  ///   - errorCorrection: How much of the symbol may be damaged and still read; the default,
  ///     ``ErrorCorrection/medium``, recovers about 15 %.
  ///   - minimumVersion: The smallest version to use, 1–40: a larger one keeps symbols of varying data
  ///     the same size.
  /// - Throws: ``QRCodeError/dataTooLong(byteCount:capacity:errorCorrection:)`` when even version 40
  ///   cannot hold the data, ``QRCodeError/minimumVersionOutOfRange(_:)`` for a version outside 1–40.
  public init(bytes: [UInt8], errorCorrection: ErrorCorrection = .medium, minimumVersion: Int = 1)
    throws(QRCodeError)
  {
    try self.init(
      segment: QRSegment(bytes: bytes, eci: nil), errorCorrection: errorCorrection,
      minimumVersion: minimumVersion)
  }

  /// Encodes the UTF-8 bytes of `text` in byte mode in the smallest version, from `minimumVersion` up,
  /// that holds them at `errorCorrection`.
  ///
  /// Readers take byte-mode data for UTF-8 when it is valid UTF-8, so ASCII text (a URL, a payment
  /// link, a signed token) needs nothing more. For other text, `declaresUTF8` puts the Extended Channel
  /// Interpretation designator ECI 000026 (UTF-8) before the data, as ISO/IEC 18004 §7.4.2 provides, so
  /// that a reader does not take it for ISO/IEC 8859-1, the standard's default; it costs 12 bits.
  ///
  /// - Parameters:
  ///   - text: The text to encode.
  ///   - errorCorrection: How much of the symbol may be damaged and still read.
  ///   - minimumVersion: The smallest version to use, 1–40.
  ///   - declaresUTF8: Whether to write the UTF-8 ECI designator before the data.
  /// - Throws: ``QRCodeError/dataTooLong(byteCount:capacity:errorCorrection:)`` when even version 40
  ///   cannot hold the text's UTF-8 bytes, ``QRCodeError/minimumVersionOutOfRange(_:)`` for a version
  ///   outside 1–40.
  public init(
    text: String, errorCorrection: ErrorCorrection = .medium, minimumVersion: Int = 1, declaresUTF8: Bool = false
  ) throws(QRCodeError) {
    try self.init(
      segment: QRSegment(bytes: Array(text.utf8), eci: declaresUTF8 ? .utf8 : nil),
      errorCorrection: errorCorrection, minimumVersion: minimumVersion)
  }

  private init(segment: QRSegment, errorCorrection: ErrorCorrection, minimumVersion: Int) throws(QRCodeError) {
    guard QRCode.versions.contains(minimumVersion) else { throw .minimumVersionOutOfRange(minimumVersion) }
    guard let version = segment.smallestVersion(from: minimumVersion, errorCorrection: errorCorrection) else {
      throw .dataTooLong(
        byteCount: segment.bytes.count, capacity: segment.byteCapacity(version: 40, errorCorrection: errorCorrection),
        errorCorrection: errorCorrection)
    }
    let blocks = QRBlockStructure(version: version, errorCorrection: errorCorrection)
    let data = segment.dataCodewords(version: version, count: blocks.dataCodewordCount)
    var matrix = QRModuleMatrix(version: version)
    matrix.place(blocks.interleavedCodewords(data: data))
    self.version = version
    self.errorCorrection = errorCorrection
    self.mask = matrix.applyBestMask(errorCorrection: errorCorrection)
    self.modules = matrix.modules
  }

  /// Whether the module in column `x` and row `y` (both from 0 at the top left) is dark; modules
  /// outside the symbol are light, like the quiet zone around it.
  public func isDark(x: Int, y: Int) -> Bool {
    let size = size
    guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
    return modules[y * size + x] != 0
  }

  /// The versions there are: 1–40.
  static let versions = 1...40

  /// The number of modules on each side of a symbol of `version`.
  static func size(ofVersion version: Int) -> Int { version * 4 + 17 }
}
