import Foundation
import PrintingTesting
import SharedPrinting
import Testing

/// Every PNG fixture decodes to the pixels it was written with: each colour type and bit depth,
/// every row filter, stored and compressed zlib blocks, data split over several IDAT chunks,
/// tRNS and alpha channels, and Adam7 interlacing.
@Suite struct PNGRasterTests {
  @Test(arguments: ImageFixture.png) func decodesThePixelsItWasWrittenWith(fixture: ImageFixture) throws {
    let file = try PNGFile([UInt8](fixture.data()))
    let raster = try PNGRaster(file)
    #expect(raster.width == ImageFixture.width && raster.height == ImageFixture.height)
    var wrongColors: [String] = []
    var wrongAlphas: [String] = []
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let pixel = y * raster.width + x
        let color: [Int]
        if let palette = file.palette {
          let index = Int(raster.color[pixel])
          color = palette[(3 * index)..<(3 * index + 3)].map(Int.init)
        } else if raster.components == 1 {
          color = Array(repeating: Int(raster.color[pixel]), count: 3)
        } else {
          color = raster.color[(3 * pixel)..<(3 * pixel + 3)].map(Int.init)
        }
        let expected = fixture.alpha(x: x, y: y)
        // A transparent pixel's colour does not matter (a tRNS key or palette entry stands there).
        if expected > 0, color != fixture.color(x: x, y: y) { wrongColors.append("(\(x), \(y)) \(color)") }
        if Int(raster.alpha?[pixel] ?? 255) != expected { wrongAlphas.append("(\(x), \(y))") }
      }
    }
    #expect(wrongColors.isEmpty, "colours differ at \(wrongColors.prefix(4))")
    #expect(wrongAlphas.isEmpty, "alphas differ at \(wrongAlphas.prefix(4))")
    #expect((raster.alpha == nil) == (fixture.transparency == .none))
  }

  @Test func sixteenBitSamplesRoundToTheNearestEightBitValue() throws {
    // 2 × 1, 16-bit gray: 0x1234 is 18.13 in 8 bits, 0xFF7F is 254.5, which rounds up.
    let png = TestPNG.file(
      header: TestPNG.header(width: 2, height: 1, bitDepth: 16, colorType: 4),
      filtered: [0, 0x12, 0x34, 0xFF, 0xFF, 0xFF, 0x7F, 0x80, 0x00])
    let raster = try PNGRaster(PNGFile(png))
    #expect(raster.color == [18, 255])
    #expect(raster.alpha == [255, 128])
  }

  @Test(arguments: [(1, 1), (1, 9), (9, 1), (2, 2), (3, 5), (8, 8), (17, 3)])
  func interlacedImagesOfEverySizeMatchTheirNonInterlacedForm(width: Int, height: Int) throws {
    // 8-bit RGB where each pixel's colour encodes its position.
    let pixels = (0..<height).map { y in (0..<width).flatMap { x in [UInt8(x), UInt8(y), UInt8(x ^ y)] } }
    var interlaced: [UInt8] = []
    for pass in PNGPass.passes(width: width, height: height, interlaced: true) where !pass.isEmpty {
      for row in 0..<pass.height {
        interlaced.append(0)
        for column in 0..<pass.width {
          let x = pass.column + column * pass.columnStep
          interlaced += pixels[pass.row + row * pass.rowStep][(3 * x)..<(3 * x + 3)]
        }
      }
    }
    let header = TestPNG.header(width: width, height: height, colorType: 2, interlace: 1)
    let raster = try PNGRaster(PNGFile(TestPNG.file(header: header, filtered: interlaced)))
    #expect(raster.color == pixels.flatMap(\.self))
  }
}
