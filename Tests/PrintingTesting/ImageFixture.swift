import Foundation
import SharedPrinting
import Testing

/// An image file in `Fixtures/Images`, written by `make-images.py` there, and the pixels it holds.
///
/// Every fixture is 37 × 29 pixels in four quadrants split at column 18 and row 14; those with
/// transparency have a transparent 6 × 6 square at columns 4–9, rows 4–9, and those with an alpha
/// channel also a half-transparent (alpha 128) square at columns 24–31, rows 18–24.
package struct ImageFixture: Sendable, CustomTestStringConvertible {
  /// What the quadrants hold.
  package enum Colors: Sendable {
    /// Red, green, blue and yellow (``rgb``).
    case rgb
    /// Black, dark gray, light gray and white (``grays``).
    case gray
    /// Black, white, white and black.
    case blackAndWhite
    /// The gray levels ImageMagick makes of the RGB quadrants.
    case grayOfRGB
    /// The colours poppler shows for the CMYK inks ImageMagick makes of the RGB quadrants.
    case cmykOfRGB
  }

  /// Which pixels are not opaque.
  package enum Transparency: Sendable {
    case none
    /// The transparent square (a tRNS colour key).
    case transparentSquare
    /// The transparent square and the half-transparent one.
    case bothSquares
  }

  /// Every fixture's width in pixels.
  package static let width = 37
  /// Every fixture's height in pixels.
  package static let height = 29
  /// The RGB quadrants' colours: top left, top right, bottom left, bottom right.
  package static let rgb: [[Int]] = [[255, 0, 0], [0, 160, 0], [0, 0, 255], [255, 200, 0]]
  /// The gray quadrants' levels, in the same order.
  package static let grays = [0, 85, 170, 255]
  /// ImageMagick's Rec. 709 luma of the RGB quadrants, as `jpeg-gray.jpg` holds them.
  package static let grayOfRGB = [54, 114, 18, 198]
  /// poppler's RGB for the inks of the RGB quadrants (C0 M100 Y100 K0 and so on), as `jpeg-cmyk.jpg`
  /// holds them. Read without its decode array, the inverted inks would show as about the opposite colours.
  package static let cmykOfRGB: [[Int]] = [[236, 27, 36], [0, 111, 50], [46, 49, 145], [251, 195, 8]]

  /// The file name in ``directory``.
  package let name: String
  /// What the quadrants hold.
  package let colors: Colors
  /// Which pixels are not opaque.
  package let transparency: Transparency

  /// The fixture `name` with the given content.
  package init(_ name: String, _ colors: Colors, _ transparency: Transparency = .none) {
    self.name = name
    self.colors = colors
    self.transparency = transparency
  }

  /// The file name, as test output shows the fixture.
  package var testDescription: String { name }

  /// Whether the file is a JPEG.
  package var isJPEG: Bool { name.hasSuffix(".jpg") }

  /// The folder of the image files, `Tests/PrintingTesting/Fixtures/Images`.
  package static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Images")

  /// The bytes of the file `name` in ``directory``.
  package static func data(named name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  /// The file's bytes.
  package func data() throws -> Data { try Self.data(named: name) }

  /// The file read as the engine reads a PNG or JPEG.
  package func image() throws -> PDFImage {
    let bytes = [UInt8](try data())
    return isJPEG ? try PDFImage(jpeg: bytes) : try PDFImage(png: bytes)
  }

  /// The colour (red, green, blue) of pixel `x`, `y` (from the top left).
  package func color(x: Int, y: Int) -> [Int] {
    let quadrant = (x < 18 ? 0 : 1) + (y < 14 ? 0 : 2)
    switch colors {
    case .rgb: return Self.rgb[quadrant]
    case .gray: return Array(repeating: Self.grays[quadrant], count: 3)
    case .blackAndWhite: return Array(repeating: quadrant == 0 || quadrant == 3 ? 0 : 255, count: 3)
    case .grayOfRGB: return Array(repeating: Self.grayOfRGB[quadrant], count: 3)
    case .cmykOfRGB: return Self.cmykOfRGB[quadrant]
    }
  }

  /// The alpha (0 transparent, 255 opaque) of pixel `x`, `y`.
  package func alpha(x: Int, y: Int) -> Int {
    let transparent = (4..<10).contains(x) && (4..<10).contains(y)
    let halfTransparent = (24..<32).contains(x) && (18..<25).contains(y)
    switch transparency {
    case .none: return 255
    case .transparentSquare: return transparent ? 0 : 255
    case .bothSquares: return transparent ? 0 : halfTransparent ? 128 : 255
    }
  }

  /// The colour pixel `x`, `y` shows over a white page.
  package func colorOverWhite(x: Int, y: Int) -> [Int] {
    let alpha = alpha(x: x, y: y)
    return color(x: x, y: y).map { ($0 * alpha + 255 * (255 - alpha) + 127) / 255 }
  }

  /// The PNG fixtures: every colour type and bit depth, with and without transparency and interlacing.
  package static let png: [ImageFixture] = [
    ImageFixture("gray8.png", .gray), ImageFixture("gray4.png", .gray), ImageFixture("gray2.png", .gray),
    ImageFixture("gray1.png", .blackAndWhite), ImageFixture("gray16.png", .gray), ImageFixture("rgb8.png", .rgb),
    ImageFixture("rgb8-stored.png", .rgb), ImageFixture("rgb16.png", .rgb), ImageFixture("palette8.png", .rgb),
    ImageFixture("palette2.png", .rgb), ImageFixture("palette8-trns.png", .rgb, .bothSquares),
    ImageFixture("gray8-trns.png", .gray, .transparentSquare), ImageFixture("rgb8-trns.png", .rgb, .transparentSquare),
    ImageFixture("gray-alpha8.png", .gray, .bothSquares), ImageFixture("gray-alpha16.png", .gray, .bothSquares),
    ImageFixture("rgba8.png", .rgb, .bothSquares), ImageFixture("rgba16.png", .rgb, .bothSquares),
    ImageFixture("rgba8-interlaced.png", .rgb, .bothSquares), ImageFixture("rgb8-interlaced.png", .rgb),
    ImageFixture("gray1-interlaced.png", .blackAndWhite), ImageFixture("palette2-interlaced.png", .rgb),
  ]

  /// The JPEG fixtures: baseline, extended, progressive, gray and CMYK.
  package static let jpeg: [ImageFixture] = [
    ImageFixture("jpeg-baseline.jpg", .rgb), ImageFixture("jpeg-extended.jpg", .rgb),
    ImageFixture("jpeg-progressive.jpg", .rgb), ImageFixture("jpeg-gray.jpg", .grayOfRGB),
    ImageFixture("jpeg-cmyk.jpg", .cmykOfRGB),
  ]

  /// Every fixture.
  package static let all = png + jpeg
}
