import Foundation
import PrintingTesting
import SharedCore
import SharedPrinting
import Testing

@testable import BillsFeature

/// Files that are not images, are damaged, too large or use what PDF readers cannot show are
/// refused with a ``BillImageError`` that names the chunk or segment and its offset.
@Suite struct BillImageErrorTests {
  private static func png(_ name: String) throws -> [UInt8] { try [UInt8](ImageFixture.data(named: name)) }

  private static func error(_ bytes: [UInt8]) -> BillImageError? {
    do {
      _ = try BillImage(data: Data(bytes))
      return nil
    } catch {
      return error
    }
  }

  @Test func emptyAndForeignDataAreRefused() {
    #expect(Self.error([]) == .empty)
    #expect(Self.error(Array("%PDF-1.7".utf8)) == .unrecognizedFormat)
    #expect(Self.error([0x89, 0x50, 0x4E]) == .unrecognizedFormat)
    #expect(Self.error(PNGFile.signature) == .truncated(part: "PNG chunk", offset: 8))
    #expect(Self.error([0xFF, 0xD8, 0xFF]) == .truncated(part: "JPEG marker", offset: 2))
  }

  @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() {
    let bytes = PNGFile.signature + Array(repeating: 0, count: BillImage.maximumByteCount)
    #expect(
      Self.error(bytes) == .fileTooLarge(byteCount: BillImage.maximumByteCount + 8, limit: BillImage.maximumByteCount))
  }

  @Test(arguments: [(0, 5), (5, 0), (4097, 1), (1, 100_000), (0x7FFF_FFFF, 0x7FFF_FFFF)])
  func aPNGOfZeroOrTooManyPixelsIsRefused(width: Int, height: Int) {
    let png = TestPNG.file(header: TestPNG.header(width: width, height: height), filtered: [0, 0])
    #expect(Self.error(png) == .dimensionsOutOfRange(width: width, height: height, limit: 4096))
  }

  @Test func aJPEGOfZeroOrTooManyPixelsIsRefused() throws {
    let baseline = try Self.png("jpeg-baseline.jpg")
    let frame = try #require(baseline.indices.first { baseline[$0] == 0xFF && baseline[$0 + 1] == 0xC0 })
    var wide = baseline
    wide.replaceSubrange((frame + 7)..<(frame + 9), with: [0x13, 0x88])
    #expect(Self.error(wide) == .dimensionsOutOfRange(width: 5000, height: 29, limit: 4096))
    var empty = baseline
    empty.replaceSubrange((frame + 7)..<(frame + 9), with: [0, 0])
    #expect(Self.error(empty) == .dimensionsOutOfRange(width: 0, height: 29, limit: 4096))
    var noHeight = baseline
    noHeight.replaceSubrange((frame + 5)..<(frame + 7), with: [0, 0])
    #expect(
      Self.error(noHeight)
        == .unsupported(part: "JPEG SOF0 segment", reason: "the height is given later by a DNL marker"))
  }

  @Test func aTruncatedPNGNamesTheChunkItEndsIn() throws {
    let bytes = try Self.png("rgb8.png")
    let chunks = TestPNG.chunks(of: bytes)
    let data = try #require(chunks.first { $0.name == "IDAT" })
    #expect(
      Self.error(Array(bytes.prefix(data.offset + 20))) == .truncated(part: "PNG IDAT chunk", offset: data.offset))
    #expect(Self.error(Array(bytes.prefix(20))) == .truncated(part: "PNG IHDR chunk", offset: 8))
    // Cut between chunks: the file ends before IEND.
    let end = try #require(chunks.last)
    #expect(Self.error(Array(bytes.prefix(end.offset))) == .truncated(part: "PNG chunk", offset: end.offset))
  }

  @Test func aChunkWithAWrongCRCIsNamed() throws {
    var bytes = try Self.png("rgb8.png")
    let data = try #require(TestPNG.chunks(of: bytes).first { $0.name == "IDAT" })
    bytes[data.offset + 10] ^= 0x01
    #expect(Self.error(bytes) == .checksumMismatch(chunk: "IDAT", offset: data.offset))
  }

  @Test func damagedCompressedDataIsNamedWithItsFileOffset() throws {
    let header = TestPNG.header(width: 2, height: 2)
    let good = ZlibEncoder.compress([0, 10, 20, 0, 30, 40])
    let idat = 8 + 25 + 8  // signature, IHDR chunk, IDAT length and type
    // A reserved block type (3) right after the zlib header.
    var reserved = good
    reserved[2] = 0b0000_0111
    #expect(
      Self.error(TestPNG.file(header: header, compressed: reserved))
        == .corruptImageData(offset: idat + 2, reason: "block type 3 is reserved"))
    // The Adler-32 checksum changed.
    var checksum = good
    checksum[checksum.count - 1] ^= 0xFF
    #expect(
      Self.error(TestPNG.file(header: header, compressed: checksum))
        == .corruptImageData(offset: idat + good.count - 4, reason: "the Adler-32 checksum does not match the data"))
    // Not a zlib stream at all.
    #expect(
      Self.error(TestPNG.file(header: header, compressed: [0x12, 0x34, 0x56]))
        == .corruptImageData(offset: idat, reason: "compression method 2, window 1 is not DEFLATE"))
  }

  @Test func imageDataOfTheWrongSizeIsRefused() throws {
    let header = TestPNG.header(width: 2, height: 2)
    let idat = 8 + 25 + 8
    let short = ZlibEncoder.compress([0, 10, 20, 0, 30])
    #expect(
      Self.error(TestPNG.file(header: header, compressed: short))
        == .corruptImageData(
          offset: idat + short.count, reason: "the data decompresses to 5 bytes; a 2 × 2 image needs 6"))
    let long = TestPNG.file(header: header, filtered: [0, 10, 20, 0, 30, 40, 0])
    guard case .corruptImageData(_, let reason) = Self.error(long) else {
      Issue.record("no corrupt-data error for too much data")
      return
    }
    #expect(reason == "the data decompresses to more than the expected 6 bytes")
  }

  @Test func anUnknownRowFilterIsRefused() {
    let png = TestPNG.file(header: TestPNG.header(width: 2, height: 2), filtered: [0, 10, 20, 7, 30, 40])
    #expect(
      Self.error(png)
        == .malformed(part: "PNG IDAT chunk", offset: 33, reason: "row 1 names filter type 7; only 0 to 4 exist"))
    let interlaced = TestPNG.file(header: TestPNG.header(width: 1, height: 1, interlace: 1), filtered: [9, 1])
    #expect(
      Self.error(interlaced)
        == .malformed(
          part: "PNG IDAT chunk", offset: 33, reason: "row 0 of pass 1 names filter type 9; only 0 to 4 exist"))
  }

  @Test func invalidHeadersAndChunkOrdersAreRefused() {
    let gray = TestPNG.header(width: 2, height: 2)
    let data: [UInt8] = [0, 10, 20, 0, 30, 40]
    let cases: [([UInt8], BillImageError)] = [
      (
        TestPNG.file(header: TestPNG.header(width: 2, height: 2, bitDepth: 3), filtered: data),
        .malformed(part: "PNG IHDR chunk", offset: 8, reason: "bit depth 3 is not allowed for colour type 0")
      ),
      (
        TestPNG.file(header: TestPNG.header(width: 2, height: 2, colorType: 5), filtered: data),
        .malformed(part: "PNG IHDR chunk", offset: 8, reason: "colour type 5 does not exist")
      ),
      (
        TestPNG.file(header: TestPNG.header(width: 2, height: 2, interlace: 2), filtered: data),
        .malformed(part: "PNG IHDR chunk", offset: 8, reason: "interlace method 2 does not exist")
      ),
      (
        TestPNG.file(header: Array(gray.prefix(12)), filtered: data),
        .malformed(part: "PNG IHDR chunk", offset: 8, reason: "it has 12 bytes, not 13")
      ),
      (
        PNGFile.signature + TestPNG.chunk("IDAT", ZlibEncoder.compress(data)),
        .malformed(part: "PNG IDAT chunk", offset: 8, reason: "the first chunk must be IHDR")
      ),
      (
        TestPNG.file(header: gray, extra: [TestPNG.chunk("PLTE", [1, 2, 3])], filtered: data),
        .malformed(part: "PNG PLTE chunk", offset: 33, reason: "a grayscale image cannot have a palette")
      ),
      (
        TestPNG.file(header: TestPNG.header(width: 2, height: 2, colorType: 3), filtered: data),
        .malformed(part: "PNG IDAT chunk", offset: 33, reason: "an indexed image needs PLTE before its data")
      ),
      (
        TestPNG.file(
          header: TestPNG.header(width: 2, height: 2, bitDepth: 1, colorType: 3),
          extra: [TestPNG.chunk("PLTE", Array(repeating: 9, count: 9))], filtered: data),
        .malformed(part: "PNG PLTE chunk", offset: 33, reason: "9 bytes are not 1 to 2 RGB entries")
      ),
      (
        TestPNG.file(
          header: TestPNG.header(width: 2, height: 2, bitDepth: 1, colorType: 3),
          extra: [TestPNG.chunk("PLTE", [1, 2, 3]), TestPNG.chunk("PLTE", [1, 2, 3])], filtered: data),
        .malformed(part: "PNG PLTE chunk", offset: 48, reason: "PLTE must come once, before the image data")
      ),
      (
        TestPNG.file(
          header: gray, extra: [TestPNG.chunk("tRNS", [0, 0]), TestPNG.chunk("tRNS", [0, 0])], filtered: data),
        .malformed(part: "PNG tRNS chunk", offset: 47, reason: "tRNS must come once, before the image data")
      ),
      (
        TestPNG.file(header: gray, extra: [TestPNG.chunk("tRNS", [0, 0, 0])], filtered: data),
        .malformed(part: "PNG tRNS chunk", offset: 33, reason: "3 bytes do not fit colour type 0")
      ),
      (
        TestPNG.file(
          header: TestPNG.header(width: 2, height: 2, colorType: 4), extra: [TestPNG.chunk("tRNS", [0, 0])],
          filtered: data),
        .malformed(part: "PNG tRNS chunk", offset: 33, reason: "an image with an alpha channel cannot have tRNS")
      ),
      (
        TestPNG.file(header: gray, extra: [TestPNG.chunk("SPAM", [1])], filtered: data),
        .unsupported(part: "PNG SPAM chunk", reason: "SPAM is a critical chunk this reader does not know")
      ),
      (
        PNGFile.signature + TestPNG.chunk("IHDR", gray) + TestPNG.chunk("IEND", []),
        .malformed(part: "PNG IEND chunk", offset: 33, reason: "the file has no image data (IDAT)")
      ),
      (
        PNGFile.signature + TestPNG.chunk("IHDR", gray) + TestPNG.chunk("IDAT", [0x78]) + TestPNG.chunk("tEXt", [65])
          + TestPNG.chunk("IDAT", [0x01]) + TestPNG.chunk("IEND", []),
        .malformed(part: "PNG IDAT chunk", offset: 59, reason: "IDAT chunks must follow one another")
      ),
      (
        PNGFile.signature + TestPNG.chunk("IHDR", gray) + TestPNG.chunk("IH?R", []),
        .malformed(part: "PNG chunk", offset: 33, reason: "the chunk type is not four letters")
      ),
    ]
    for (index, (bytes, expected)) in cases.enumerated() {
      #expect(Self.error(bytes) == expected, "case \(index)")
    }
  }

  @Test func aSuggestedPaletteOfAnRGBImageIsIgnored() throws {
    let rgb = TestPNG.header(width: 1, height: 1, colorType: 2)
    let png = TestPNG.file(header: rgb, extra: [TestPNG.chunk("PLTE", [9, 9, 9])], filtered: [0, 1, 2, 3])
    #expect(try BillImage(data: Data(png)).image.colorSpace == .deviceRGB)
  }

  @Test func anUnknownAncillaryChunkIsSkipped() throws {
    let png = TestPNG.file(
      header: TestPNG.header(width: 2, height: 2), extra: [TestPNG.chunk("spAm", [1, 2])],
      filtered: [0, 10, 20, 0, 30, 40])
    #expect(try BillImage(data: Data(png)).width == 2)
  }

  @Test func aTruncatedJPEGNamesTheSegmentItEndsIn() throws {
    let bytes = try Self.png("jpeg-progressive.jpg")
    // Inside the entropy-coded data of the last scan: no end-of-image marker follows.
    let lastScan = try #require(bytes.indices.last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
    #expect(Self.error(Array(bytes.prefix(lastScan + 20))) == .truncated(part: "JPEG SOS segment", offset: lastScan))
    // Inside a quantization table.
    let table = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDB })
    #expect(Self.error(Array(bytes.prefix(table + 10))) == .truncated(part: "JPEG DQT segment", offset: table))
    // Between two segments.
    #expect(
      Self.error(Array(bytes.prefix(table))) == .truncated(part: "JPEG file, before its EOI marker", offset: table))
  }

  @Test func jpegProcessesPDFCannotShowAreRefused() throws {
    let baseline = try Self.png("jpeg-baseline.jpg")
    let frame = try #require(baseline.indices.first { baseline[$0] == 0xFF && baseline[$0 + 1] == 0xC0 })
    let cases: [(UInt8, String)] = [
      (0xC3, "lossless JPEG"), (0xC5, "hierarchical JPEG"), (0xC9, "arithmetic-coded JPEG"),
    ]
    for (marker, reason) in cases {
      var bytes = baseline
      bytes[frame + 1] = marker
      #expect(Self.error(bytes) == .unsupported(part: "JPEG SOF\(marker - 0xC0) segment", reason: reason))
    }
    var twelveBit = baseline
    twelveBit[frame + 4] = 12
    #expect(
      Self.error(twelveBit)
        == .unsupported(part: "JPEG SOF0 segment", reason: "12-bit samples; PDF readers decode 8-bit JPEG only"))
  }

  @Test func malformedJPEGStructureIsRefused() throws {
    let baseline = try Self.png("jpeg-baseline.jpg")
    let frame = try #require(baseline.indices.first { baseline[$0] == 0xFF && baseline[$0 + 1] == 0xC0 })
    let frameLength = Int(baseline[frame + 2]) << 8 | Int(baseline[frame + 3])
    let withoutFrame = Array(baseline[..<frame] + baseline[(frame + 2 + frameLength)...])
    let scan = try #require(withoutFrame.indices.first { withoutFrame[$0] == 0xFF && withoutFrame[$0 + 1] == 0xDA })
    #expect(
      Self.error(withoutFrame)
        == .malformed(part: "JPEG SOS segment", offset: scan, reason: "a scan comes before the frame header"))
    #expect(
      Self.error([0xFF, 0xD8, 0xFF, 0xD9])
        == .malformed(part: "JPEG EOI marker", offset: 2, reason: "the image ends before a frame and a scan"))
    #expect(
      Self.error([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x01])
        == .malformed(part: "JPEG COM segment", offset: 2, reason: "its length 1 is below 2"))
    #expect(
      Self.error([0xFF, 0xD8, 0xFF, 0xD0, 0xFF, 0xD9])
        == .malformed(part: "JPEG RST0 segment", offset: 2, reason: "the marker cannot appear outside a scan"))
    #expect(
      Self.error([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x02, 0x42])
        == .malformed(part: "JPEG marker", offset: 6, reason: "byte 0x42 is not a marker"))
    // Two components: the frame header shortened by the third component's three bytes.
    var twoComponents = baseline
    twoComponents.removeSubrange((frame + 16)..<(frame + 19))
    twoComponents[frame + 3] -= 3
    twoComponents[frame + 9] = 2
    #expect(
      Self.error(twoComponents)
        == .unsupported(part: "JPEG SOF0 segment", reason: "2 colour components; only 1, 3 and 4 are"))
    var components = baseline
    components[frame + 9] = 2
    #expect(
      Self.error(components)
        == .malformed(
          part: "JPEG SOF0 segment", offset: frame, reason: "the frame header's length does not fit its components"))
  }

  @Test(arguments: [
    (BillImageError.empty, "empty"),
    (.fileTooLarge(byteCount: 9_000_000, limit: 8_388_608), "9000000 bytes"),
    (.dimensionsOutOfRange(width: 0, height: 5, limit: 4096), "0 × 5 pixels"),
    (.truncated(part: "PNG IDAT chunk", offset: 57), "PNG IDAT chunk at offset 57"),
    (.malformed(part: "JPEG SOF0 segment", offset: 2, reason: "bad"), "JPEG SOF0 segment at offset 2 is invalid: bad"),
    (.checksumMismatch(chunk: "IDAT", offset: 41), "PNG IDAT chunk at offset 41 fails its CRC check"),
    (.corruptImageData(offset: 60, reason: "the stream ends early"), "corrupt at offset 60: the stream ends early"),
    (
      .unsupported(part: "JPEG SOF3 segment", reason: "lossless JPEG"),
      "JPEG SOF3 segment is not supported: lossless JPEG"
    ),
  ])
  func errorsDescribeWhatAndWhere(error: BillImageError, fragment: String) {
    #expect(error.description.contains(fragment))
  }
}
