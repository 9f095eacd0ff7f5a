extension QRCode {
  /// The module sizes ``pngData(moduleSize:quietZone:)`` draws, in pixels.
  static let pngModuleSizes = 1...32
  /// The quiet zones ``pngData(moduleSize:quietZone:)`` draws, in modules.
  static let pngQuietZones = 0...32

  /// The symbol as a PNG image (ISO/IEC 15948): black modules on white, 1 bit per pixel grayscale,
  /// `moduleSize` pixels a module, with `quietZone` light modules around it.
  ///
  /// The image is (``size`` + 2 × `quietZone`) × `moduleSize` pixels square, compressed losslessly: a
  /// version 7 symbol (a UPI payment link with a note) at the defaults is a 212-pixel square of about
  /// 2 KB. Scale it only by whole multiples, or with nearest-neighbour sampling, so that module edges
  /// stay sharp.
  ///
  /// - Parameters:
  ///   - moduleSize: Pixels per module, 1–32.
  ///   - quietZone: Light modules around the symbol, 0–32. Readers expect at least 4; draw fewer only
  ///     where the page around the image is light anyway.
  /// - Returns: The PNG file's bytes.
  /// - Throws: ``QRCodeError/moduleSizeOutOfRange(_:)`` or ``QRCodeError/quietZoneOutOfRange(_:)``.
  public func pngData(moduleSize: Int = 4, quietZone: Int = 4) throws(QRCodeError) -> [UInt8] {
    guard QRCode.pngModuleSizes.contains(moduleSize) else { throw .moduleSizeOutOfRange(moduleSize) }
    guard QRCode.pngQuietZones.contains(quietZone) else { throw .quietZoneOutOfRange(quietZone) }
    let side = (size + 2 * quietZone) * moduleSize
    let rowByteCount = (side + 7) / 8
    var scanlines: [UInt8] = []
    scanlines.reserveCapacity((rowByteCount + 1) * side)
    var row = [UInt8](repeating: 0, count: rowByteCount)
    for moduleY in -quietZone..<(size + quietZone) {
      for index in row.indices { row[index] = 0xFF }
      for pixel in 0..<side where isDark(x: pixel / moduleSize - quietZone, y: moduleY) {
        row[pixel >> 3] &= ~(0x80 >> UInt8(pixel & 7))
      }
      scanlines.append(PNGWriter.Filter.none.rawValue)
      scanlines.append(contentsOf: row)
      // The module row's other pixel rows repeat the first: filtered as "up", they are all zeros.
      for _ in 1..<moduleSize {
        scanlines.append(PNGWriter.Filter.up.rawValue)
        scanlines.append(contentsOf: repeatElement(0, count: rowByteCount))
      }
    }
    return PNGWriter.grayscaleImage(width: side, height: side, bitDepth: 1, scanlines: scanlines)
  }
}
