import Foundation
import SharedTesting
import Testing

@testable import SharedCore

/// The PNG files are valid and show the symbol pixel for pixel, as Python's own `zlib` and `binascii`
/// (independent of the encoder's) read them.
@Suite struct QRCodePNGTests {
  /// Each chunk's CRC, the zlib stream and its Adler-32 check out; the image is 1-bit grayscale of the
  /// expected size; every pixel is black where its module is dark and white elsewhere, quiet zone included.
  @Test(arguments: [(1, 0), (4, 4), (3, 2), (10, 4)])
  func pngShowsTheSymbolPixelForPixel(moduleSize: Int, quietZone: Int) async throws {
    let code = try QRCode(text: "upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=1499.50&cu=INR")
    let image = try await PNGInspection.read(code.pngData(moduleSize: moduleSize, quietZone: quietZone))
    let side = (code.size + 2 * quietZone) * moduleSize
    #expect(image.chunks == ["IHDR", "IDAT", "IEND"])
    #expect(image.width == side)
    #expect(image.height == side)
    #expect(image.bitDepth == 1)
    #expect(image.colorType == 0)
    let expected = (0..<side).map { y in
      String(
        (0..<side).map { x in
          code.isDark(x: x / moduleSize - quietZone, y: y / moduleSize - quietZone) ? "#" : "."
        })
    }
    #expect(image.rows == expected)
  }

  /// The largest symbol with rows longer than a DEFLATE match (258 bytes), so that runs span matches.
  @Test func largestSymbolWithLongRowsIsValid() async throws {
    let code = try QRCode(bytes: Array(repeating: 0x30, count: 2_331))
    let image = try await PNGInspection.read(code.pngData(moduleSize: 12, quietZone: 4))
    let side = (177 + 8) * 12
    #expect(image.width == side)
    #expect(image.rows.count == side)
    #expect(image.rows.first == String(repeating: ".", count: side))
    let middle = 90 * 12 + 6
    #expect(image.rows[middle] == String((0..<side).map { code.isDark(x: $0 / 12 - 4, y: 86) ? "#" : "." }))
  }

  /// The checksums on the standard check strings.
  @Test func checksumsMatchKnownValues() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Adler32.checksum(Array(repeating: 0xFF, count: 100_000)) == PNGInspection.adler32(100_000))
  }
}
