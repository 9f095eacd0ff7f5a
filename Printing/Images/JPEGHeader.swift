/// What a PDF needs to know about a JPEG file (ISO/IEC 10918-1 Annex B): its size and components
/// from the frame header, and whether an Adobe APP14 segment marks it as written by Adobe's rules.
///
/// Every segment is walked, and the entropy-coded data of every scan skipped, up to the end-of-image
/// marker: a file cut short or with an invalid segment is refused, so the bytes embedded unchanged
/// are a whole JPEG.
package struct JPEGHeader: Sendable, Hashable {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// 1 (gray), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
  package let components: Int
  /// Whether an Adobe APP14 segment is present: Adobe stores CMYK inverted (0 is full ink).
  package let hasAdobeSegment: Bool

  /// Reads the segments of `bytes`, a whole JPEG file.
  package init(_ bytes: [UInt8]) throws(PDFImageError) {
    guard bytes.starts(with: [0xFF, 0xD8]) else {
      throw .malformed(part: "JPEG SOI marker", offset: 0, reason: "the file does not start with a JPEG marker")
    }
    var offset = 2
    var frame: (width: Int, height: Int, components: Int)?
    var hasAdobeSegment = false
    var scans = 0
    while true {
      let (marker, start) = try Self.marker(in: bytes, at: offset)
      let part = "JPEG \(Self.name(of: marker)) segment"
      offset = start + 2
      switch marker {
      case 0xD9:
        guard let frame, scans > 0 else {
          throw .malformed(part: "JPEG EOI marker", offset: start, reason: "the image ends before a frame and a scan")
        }
        width = frame.width
        height = frame.height
        components = frame.components
        self.hasAdobeSegment = hasAdobeSegment
        return
      case 0x01: continue
      case 0x00, 0xD0...0xD8:
        throw .malformed(part: part, offset: start, reason: "the marker cannot appear outside a scan")
      default: break
      }
      guard bytes.count - offset >= 2 else { throw .truncated(part: part, offset: start) }
      let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
      guard length >= 2 else { throw .malformed(part: part, offset: start, reason: "its length \(length) is below 2") }
      guard bytes.count - offset >= length else { throw .truncated(part: part, offset: start) }
      let segment = bytes[(offset + 2)..<(offset + length)]
      offset += length
      switch marker {
      case 0xC0, 0xC1, 0xC2:
        guard frame == nil else { throw .malformed(part: part, offset: start, reason: "a second frame header") }
        frame = try Self.frame(segment, part: part, offset: start)
      case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
        throw .unsupported(part: part, reason: Self.unsupportedProcess(marker))
      case 0xEE:
        if segment.starts(with: Array("Adobe".utf8)) { hasAdobeSegment = true }
      case 0xDA:
        guard frame != nil else {
          throw .malformed(part: part, offset: start, reason: "a scan comes before the frame header")
        }
        let count = segment.first.map(Int.init) ?? 0
        guard (1...4).contains(count), segment.count == 4 + 2 * count else {
          throw .malformed(part: part, offset: start, reason: "the scan header's length does not fit its components")
        }
        scans += 1
        offset = try Self.endOfScan(in: bytes, from: offset, part: part, start: start)
      default: break
      }
    }
  }

  /// The marker at `offset` (after any fill bytes 0xFF) and the offset of its 0xFF byte.
  private static func marker(in bytes: [UInt8], at offset: Int) throws(PDFImageError) -> (UInt8, Int) {
    guard offset < bytes.count else { throw .truncated(part: "JPEG file, before its EOI marker", offset: offset) }
    guard bytes[offset] == 0xFF else {
      throw .malformed(part: "JPEG marker", offset: offset, reason: "byte 0x\(hex(bytes[offset])) is not a marker")
    }
    var index = offset + 1
    while index < bytes.count, bytes[index] == 0xFF { index += 1 }
    guard index < bytes.count else { throw .truncated(part: "JPEG marker", offset: offset) }
    return (bytes[index], index - 1)
  }

  /// Reads a frame header (B.2.2): precision, height, width and the components.
  private static func frame(
    _ segment: ArraySlice<UInt8>, part: String, offset: Int
  ) throws(PDFImageError) -> (width: Int, height: Int, components: Int) {
    let field = { (index: Int) in Int(segment[segment.startIndex + index]) }
    guard segment.count >= 6, segment.count == 6 + 3 * field(5) else {
      throw .malformed(part: part, offset: offset, reason: "the frame header's length does not fit its components")
    }
    let precision = field(0)
    let height = field(1) << 8 | field(2)
    let width = field(3) << 8 | field(4)
    let components = field(5)
    guard precision == 8 else {
      throw .unsupported(part: part, reason: "\(precision)-bit samples; PDF readers decode 8-bit JPEG only")
    }
    guard height > 0 else { throw .unsupported(part: part, reason: "the height is given later by a DNL marker") }
    guard (1...PDFImage.maximumDimension).contains(width), height <= PDFImage.maximumDimension else {
      throw .dimensionsOutOfRange(width: width, height: height, limit: PDFImage.maximumDimension)
    }
    guard [1, 3, 4].contains(components) else {
      throw .unsupported(part: part, reason: "\(components) colour components; only 1, 3 and 4 are")
    }
    for component in 0..<components {
      let sampling = field(6 + 3 * component + 1)
      guard (1...4).contains(sampling >> 4), (1...4).contains(sampling & 0x0F) else {
        throw .malformed(part: part, offset: offset, reason: "component \(component + 1) has invalid sampling factors")
      }
    }
    return (width, height, components)
  }

  /// The offset of the first marker after the entropy-coded data starting at `offset`: data bytes,
  /// stuffed zero bytes (0xFF00) and restart markers are skipped.
  private static func endOfScan(
    in bytes: [UInt8], from offset: Int, part: String, start: Int
  ) throws(PDFImageError) -> Int {
    var index = offset
    while index < bytes.count - 1 {
      if bytes[index] == 0xFF {
        switch bytes[index + 1] {
        case 0x00, 0xD0...0xD7:
          index += 2
          continue
        case 0xFF:
          index += 1
          continue
        default: return index
        }
      }
      index += 1
    }
    throw .truncated(part: part, offset: start)
  }

  private static func unsupportedProcess(_ marker: UInt8) -> String {
    switch marker {
    case 0xC3, 0xC7, 0xCB, 0xCF: "lossless JPEG"
    case 0xC5, 0xC6, 0xCD, 0xCE: "hierarchical JPEG"
    default: "arithmetic-coded JPEG"
    }
  }

  /// A marker's name, such as "SOF2" or "APP14", for errors.
  private static func name(of marker: UInt8) -> String {
    switch marker {
    case 0xC4: "DHT"
    case 0xCC: "DAC"
    case 0xC0...0xCF: "SOF\(marker - 0xC0)"
    case 0xD0...0xD7: "RST\(marker - 0xD0)"
    case 0xD8: "SOI"
    case 0xD9: "EOI"
    case 0xDA: "SOS"
    case 0xDB: "DQT"
    case 0xDD: "DRI"
    case 0xE0...0xEF: "APP\(marker - 0xE0)"
    case 0xFE: "COM"
    default: "0xFF\(hex(marker))"
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
