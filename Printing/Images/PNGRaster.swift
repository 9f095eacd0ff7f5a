/// A PNG image's pixels, decoded: the image data decompressed, its rows unfiltered (W3C PNG §9),
/// the Adam7 passes put back in place (§8.2) and every sample brought to 8 bits, with the colour
/// and the alpha (from an alpha channel or from tRNS) in separate planes.
package struct PNGRaster: Sendable, Hashable {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// The samples per pixel in `color`: 1 (a gray level or a palette index) or 3 (red, green, blue).
  package let components: Int
  /// `components` 8-bit samples per pixel, row by row from the top. Gray levels and colours of
  /// fewer than 8 bits are scaled to 0–255, those of 16 bits rounded to 8; palette indexes stay.
  package let color: [UInt8]
  /// One 8-bit alpha per pixel (0 transparent, 255 opaque), or `nil` when every pixel is opaque.
  package let alpha: [UInt8]?

  /// Decodes the pixels of `file`.
  package init(_ file: PNGFile) throws(PDFImageError) {
    let header = file.header
    var data = try file.filteredData()
    try Self.unfilter(&data, of: file)
    width = header.width
    height = header.height
    components = header.colorType == .rgb || header.colorType == .rgba ? 3 : 1
    let pixels = width * height
    var color = [UInt8](repeating: 0, count: pixels * components)
    var alpha = [UInt8](repeating: 255, count: pixels)
    let depth = header.bitDepth
    let channels = header.colorType.channels
    let key = Self.transparentColor(file.transparency, colorType: header.colorType)
    let paletteAlpha = header.colorType == .palette ? file.transparency ?? [] : []
    var samples = [Int](repeating: 0, count: channels)
    var passStart = 0
    for pass in header.passes where !pass.isEmpty {
      let rowBytes = header.rowByteCount(width: pass.width)
      for passRow in 0..<pass.height {
        let rowStart = passStart + passRow * (rowBytes + 1) + 1
        let y = pass.row + passRow * pass.rowStep
        for passColumn in 0..<pass.width {
          let pixel = y * width + pass.column + passColumn * pass.columnStep
          for channel in 0..<channels {
            samples[channel] = Self.sample(data, row: rowStart, index: passColumn * channels + channel, depth: depth)
          }
          switch header.colorType {
          case .palette:
            color[pixel] = UInt8(truncatingIfNeeded: samples[0])
            if samples[0] < paletteAlpha.count { alpha[pixel] = paletteAlpha[samples[0]] }
          case .gray, .grayAlpha, .rgb, .rgba:
            for component in 0..<components {
              color[pixel * components + component] = Self.eightBits(samples[component], depth: depth)
            }
            if header.colorType.hasAlpha {
              alpha[pixel] = Self.eightBits(samples[channels - 1], depth: depth)
            } else if let key, samples[0..<channels].elementsEqual(key) {
              alpha[pixel] = 0
            }
          }
        }
      }
      passStart += pass.height * (rowBytes + 1)
    }
    self.color = color
    self.alpha = alpha.allSatisfy { $0 == 255 } ? nil : alpha
  }

  /// Checks that every row of `file`'s decompressed `data` names one of the five filter types,
  /// without decoding it.
  package static func checkFilterTypes(_ data: [UInt8], of file: PNGFile) throws(PDFImageError) {
    var rowStart = 0
    for (index, pass) in file.header.passes.enumerated() where !pass.isEmpty {
      let rowBytes = file.header.rowByteCount(width: pass.width)
      for row in 0..<pass.height {
        try checkFilterType(data[rowStart], row: row, pass: index, of: file)
        rowStart += rowBytes + 1
      }
    }
  }

  /// Undoes the filters of every row of every pass of `file`'s decompressed `data`, in place
  /// (W3C PNG §9.2).
  package static func unfilter(_ data: inout [UInt8], of file: PNGFile) throws(PDFImageError) {
    let distance = file.header.filterDistance
    var rowStart = 0
    for (index, pass) in file.header.passes.enumerated() where !pass.isEmpty {
      let rowBytes = file.header.rowByteCount(width: pass.width)
      for row in 0..<pass.height {
        let type = data[rowStart]
        try checkFilterType(type, row: row, pass: index, of: file)
        let current = rowStart + 1
        // The row above, in the same pass; the first row is predicted from a row of zeros.
        let above = current - rowBytes - 1
        for byte in 0..<rowBytes {
          let left = byte >= distance ? Int(data[current + byte - distance]) : 0
          let up = row > 0 ? Int(data[above + byte]) : 0
          let predictor: Int
          switch type {
          case 1: predictor = left
          case 2: predictor = up
          case 3: predictor = (left + up) / 2
          case 4:
            let upperLeft = row > 0 && byte >= distance ? Int(data[above + byte - distance]) : 0
            predictor = paeth(left, up, upperLeft)
          default: predictor = 0
          }
          data[current + byte] &+= UInt8(truncatingIfNeeded: predictor)
        }
        rowStart += rowBytes + 1
      }
    }
  }

  private static func checkFilterType(_ type: UInt8, row: Int, pass: Int, of file: PNGFile) throws(PDFImageError) {
    guard type <= 4 else {
      let place = file.header.isInterlaced ? "row \(row) of pass \(pass + 1)" : "row \(row)"
      throw .malformed(
        part: "PNG IDAT chunk", offset: file.firstDataChunkOffset,
        reason: "\(place) names filter type \(type); only 0 to 4 exist")
    }
  }

  /// The Paeth predictor (W3C PNG §9.4): whichever of left, up and upper left is closest to
  /// left + up − upper left.
  private static func paeth(_ left: Int, _ up: Int, _ upperLeft: Int) -> Int {
    let estimate = left + up - upperLeft
    let toLeft = abs(estimate - left)
    let toUp = abs(estimate - up)
    let toUpperLeft = abs(estimate - upperLeft)
    if toLeft <= toUp, toLeft <= toUpperLeft { return left }
    return toUp <= toUpperLeft ? up : upperLeft
  }

  /// Sample `index` of the row at `row`, stored at `depth` bits, most significant bits first.
  private static func sample(_ data: [UInt8], row: Int, index: Int, depth: Int) -> Int {
    switch depth {
    case 8: return Int(data[row + index])
    case 16: return Int(data[row + 2 * index]) << 8 | Int(data[row + 2 * index + 1])
    default:
      let bit = index * depth
      return Int(data[row + bit / 8] >> UInt8(8 - depth - bit % 8)) & ((1 << depth) - 1)
    }
  }

  /// `value` of `depth` bits on the 0–255 scale: 1, 2 and 4 bits scale exactly, 16 bits round.
  private static func eightBits(_ value: Int, depth: Int) -> UInt8 {
    switch depth {
    case 16: UInt8((value * 255 + 32_767) / 65_535)
    case 8: UInt8(value)
    default: UInt8(value * (255 / ((1 << depth) - 1)))
    }
  }

  /// The gray level or RGB colour (in the image's bit depth) that tRNS makes transparent.
  private static func transparentColor(_ transparency: [UInt8]?, colorType: PNGColorType) -> [Int]? {
    guard let transparency, colorType == .gray || colorType == .rgb else { return nil }
    return stride(from: 0, to: transparency.count - 1, by: 2).map {
      Int(transparency[$0]) << 8 | Int(transparency[$0 + 1])
    }
  }
}
