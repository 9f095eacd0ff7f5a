/// A PNG file's chunks (W3C PNG §5, §11): the header, the palette and transparency if any, and the
/// compressed image data gathered from its IDAT chunks, every chunk's CRC checked.
///
/// Ancillary chunks this reader has no use for (text, gamma, colour profiles…) are skipped; an
/// unknown critical chunk is refused, as the specification requires.
package struct PNGFile {
  /// The eight bytes every PNG file starts with.
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The IHDR chunk.
  package let header: PNGHeader
  /// The palette's red, green and blue bytes, three per entry, for an indexed image.
  package let palette: [UInt8]?
  /// The tRNS chunk's data: an alpha per palette entry, or the gray or RGB colour that is transparent.
  package let transparency: [UInt8]?
  /// The zlib stream of the image data: the IDAT chunks' data, concatenated.
  package let compressedData: [UInt8]
  /// Where each IDAT chunk's data starts, in the stream and in the file, to name file offsets in errors.
  private let dataChunkStarts: [(stream: Int, file: Int)]

  /// Reads the chunks of `bytes`, a whole PNG file.
  package init(_ bytes: [UInt8]) throws(PDFImageError) {
    guard bytes.starts(with: Self.signature) else {
      throw .malformed(part: "PNG signature", offset: 0, reason: "the file does not start with the PNG signature")
    }
    var reader = ChunkReader(bytes: bytes)
    var header: PNGHeader?
    var palette: [UInt8]?
    var transparency: [UInt8]?
    var compressedData: [UInt8] = []
    var dataChunkStarts: [(stream: Int, file: Int)] = []
    var dataEnded = false
    while true {
      let chunk = try reader.next()
      let part = "PNG \(chunk.name) chunk"
      if header == nil, chunk.name != "IHDR" {
        throw .malformed(part: part, offset: chunk.offset, reason: "the first chunk must be IHDR")
      }
      if !compressedData.isEmpty, chunk.name != "IDAT" { dataEnded = true }
      switch chunk.name {
      case "IHDR":
        guard header == nil else { throw .malformed(part: part, offset: chunk.offset, reason: "IHDR appears twice") }
        header = try PNGHeader(chunk.data, offset: chunk.offset)
      case "PLTE":
        guard let header else { continue }
        palette = try Self.palette(chunk, header: header, after: palette != nil || !compressedData.isEmpty)
      case "tRNS":
        guard let header else { continue }
        guard transparency == nil, compressedData.isEmpty else {
          throw .malformed(part: part, offset: chunk.offset, reason: "tRNS must come once, before the image data")
        }
        transparency = try Self.transparency(chunk, header: header, palette: palette)
      case "IDAT":
        guard !dataEnded else {
          throw .malformed(part: part, offset: chunk.offset, reason: "IDAT chunks must follow one another")
        }
        if header?.colorType == .palette, palette == nil {
          throw .malformed(part: part, offset: chunk.offset, reason: "an indexed image needs PLTE before its data")
        }
        dataChunkStarts.append((compressedData.count, chunk.offset + 8))
        compressedData += chunk.data
      case "IEND":
        guard let header, !compressedData.isEmpty else {
          throw .malformed(part: part, offset: chunk.offset, reason: "the file has no image data (IDAT)")
        }
        self.header = header
        self.palette = palette
        self.transparency = transparency
        self.compressedData = compressedData
        self.dataChunkStarts = dataChunkStarts
        return
      default:
        // Bit 5 of the first letter is clear (upper case) for a critical chunk (W3C PNG §5.4).
        guard chunk.isAncillary else {
          throw .unsupported(part: part, reason: "\(chunk.name) is a critical chunk this reader does not know")
        }
      }
    }
  }

  /// The decompressed image data: every pass's rows, each after its filter-type byte.
  package func filteredData() throws(PDFImageError) -> [UInt8] {
    let expected = header.filteredByteCount
    let data: [UInt8]
    do throws(ZlibInflateError) {
      data = try ZlibInflater.inflate(compressedData, limit: expected)
    } catch {
      throw .corruptImageData(offset: fileOffset(ofStreamOffset: error.offset), reason: error.reason)
    }
    guard data.count == expected else {
      throw .corruptImageData(
        offset: fileOffset(ofStreamOffset: compressedData.count),
        reason:
          "the data decompresses to \(data.count) bytes; a \(header.width) × \(header.height) image needs \(expected)")
    }
    return data
  }

  /// The file offset of the first IDAT chunk.
  package var firstDataChunkOffset: Int { (dataChunkStarts.first?.file ?? 8) - 8 }

  /// The file offset of byte `offset` of the compressed stream.
  private func fileOffset(ofStreamOffset offset: Int) -> Int {
    guard let start = dataChunkStarts.last(where: { $0.stream <= offset }) else { return 0 }
    return start.file + offset - start.stream
  }

  private static func palette(
    _ chunk: ChunkReader.Chunk, header: PNGHeader, after earlier: Bool
  ) throws(PDFImageError) -> [UInt8]? {
    let part = "PNG PLTE chunk"
    guard !earlier else {
      throw .malformed(part: part, offset: chunk.offset, reason: "PLTE must come once, before the image data")
    }
    switch header.colorType {
    case .gray, .grayAlpha:
      throw .malformed(part: part, offset: chunk.offset, reason: "a grayscale image cannot have a palette")
    case .rgb, .rgba:
      return nil  // A suggested palette for displays with few colours: not needed.
    case .palette:
      let entries = chunk.data.count / 3
      guard chunk.data.count % 3 == 0, (1...(1 << header.bitDepth)).contains(entries) else {
        throw .malformed(
          part: part, offset: chunk.offset,
          reason: "\(chunk.data.count) bytes are not 1 to \(1 << header.bitDepth) RGB entries")
      }
      return Array(chunk.data)
    }
  }

  private static func transparency(
    _ chunk: ChunkReader.Chunk, header: PNGHeader, palette: [UInt8]?
  ) throws(PDFImageError) -> [UInt8] {
    let part = "PNG tRNS chunk"
    let valid: Bool
    switch header.colorType {
    case .gray: valid = chunk.data.count == 2
    case .rgb: valid = chunk.data.count == 6
    case .palette: valid = palette.map { chunk.data.count <= $0.count / 3 } ?? false
    case .grayAlpha, .rgba:
      throw .malformed(part: part, offset: chunk.offset, reason: "an image with an alpha channel cannot have tRNS")
    }
    guard valid else {
      throw .malformed(
        part: part, offset: chunk.offset,
        reason: "\(chunk.data.count) bytes do not fit colour type \(header.colorType.rawValue)")
    }
    return Array(chunk.data)
  }
}
