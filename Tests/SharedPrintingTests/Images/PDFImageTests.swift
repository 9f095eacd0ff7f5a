import Foundation
import PrintingTesting
import SharedPrinting
import Testing

/// How each kind of image is written into the PDF: the image dictionary, the stream data (a JPEG
/// unchanged, an opaque PNG's zlib stream unchanged), the soft mask of a transparent image, and
/// the helpers that place and draw images.
@Suite struct PDFImageTests {
  /// The PDF of `fixture` drawn on one page, read back, and the image object's number.
  private static func embedded(_ fixture: ImageFixture) throws -> (pdf: PDFInspector, image: Int, bytes: [UInt8]) {
    let image = try fixture.image()
    let bytes = ImageTestDocument.pdf([image])
    let pdf = try PDFInspector(Data(bytes))
    let page = try #require(try pdf.pageObjects().first.flatMap { pdf.objects[$0] })
    let reference = try #require(page.firstMatch(of: #//Im1 (\d+) 0 R/#).flatMap { Int($0.output.1) })
    return (pdf, reference, bytes)
  }

  private static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
    guard let first = part.first, bytes.count >= part.count else { return part.isEmpty }
    return (0...(bytes.count - part.count)).contains {
      bytes[$0] == first && bytes[$0..<($0 + part.count)].elementsEqual(part)
    }
  }

  @Test(arguments: [
    ("jpeg-baseline.jpg", "/DeviceRGB"), ("jpeg-extended.jpg", "/DeviceRGB"), ("jpeg-progressive.jpg", "/DeviceRGB"),
    ("jpeg-gray.jpg", "/DeviceGray"), ("jpeg-cmyk.jpg", "/DeviceCMYK"),
  ])
  func aJPEGIsEmbeddedByteForByte(name: String, colorSpace: String) throws {
    let fixture = try #require(ImageFixture.jpeg.first { $0.name == name })
    let (pdf, image, bytes) = try Self.embedded(fixture)
    let dictionary = try #require(pdf.objects[image])
    #expect(dictionary.contains("/Filter /DCTDecode"))
    #expect(dictionary.contains("/ColorSpace \(colorSpace)\n"))
    #expect(dictionary.contains("/Width 37\n/Height 29\n"))
    #expect(dictionary.contains("/BitsPerComponent 8\n"))
    #expect(pdf.streams[image] == [UInt8](try fixture.data()))
    #expect(Self.contains(bytes, [UInt8](try fixture.data())))
    #expect(dictionary.contains("/Decode [1 0 1 0 1 0 1 0]") == (name == "jpeg-cmyk.jpg"))
  }

  @Test(arguments: [
    ("gray8.png", 1, 8, "/DeviceGray"), ("gray1.png", 1, 1, "/DeviceGray"), ("gray16.png", 1, 16, "/DeviceGray"),
    ("rgb8.png", 3, 8, "/DeviceRGB"), ("rgb16.png", 3, 16, "/DeviceRGB"),
    ("palette2.png", 1, 2, "[/Indexed /DeviceRGB 3 <FF000000A0000000FFFFC800>]"),
  ])
  func anOpaquePNGKeepsItsCompressedData(name: String, colors: Int, bits: Int, colorSpace: String) throws {
    let fixture = try #require(ImageFixture.png.first { $0.name == name })
    let (pdf, image, bytes) = try Self.embedded(fixture)
    let dictionary = try #require(pdf.objects[image])
    #expect(dictionary.contains("/ColorSpace \(colorSpace)\n"))
    #expect(dictionary.contains("/BitsPerComponent \(bits)\n"))
    #expect(
      dictionary.contains(
        "/Filter /FlateDecode\n/DecodeParms <</Predictor 15\n/Colors \(colors)\n/BitsPerComponent \(bits)\n/Columns 37\n>>"
      ))
    #expect(!dictionary.contains("/SMask"))
    let file = try PNGFile([UInt8](fixture.data()))
    #expect(Self.contains(bytes, file.compressedData))
  }

  @Test func aPaletteIsPaddedToEveryIndexTheBitDepthAllows() throws {
    let image = try ImageFixture.png[8].image()
    #expect(ImageFixture.png[8].name == "palette8.png")
    guard case .indexed(let palette) = image.colorSpace else {
      Issue.record("not indexed: \(image.colorSpace)")
      return
    }
    #expect(palette.count == 768)
    #expect(Array(palette.prefix(12)) == [255, 0, 0, 0, 160, 0, 0, 0, 255, 255, 200, 0])
    #expect(palette.dropFirst(12).allSatisfy { $0 == 0 })
  }

  @Test(arguments: ImageFixture.png.filter { $0.transparency != .none })
  func transparencyBecomesASoftMask(fixture: ImageFixture) throws {
    let (pdf, image, _) = try Self.embedded(fixture)
    let dictionary = try #require(pdf.objects[image])
    #expect(dictionary.contains("/BitsPerComponent 8\n"))
    #expect(!dictionary.contains("/DecodeParms"))
    let maskText = try #require(PDFInspector.value(of: "SMask", in: dictionary))
    let mask = try #require(Int(maskText))
    let maskDictionary = try #require(pdf.objects[mask])
    #expect(maskDictionary.contains("/ColorSpace /DeviceGray\n/BitsPerComponent 8\n"))
    #expect(maskDictionary.contains("/Width 37\n/Height 29\n"))
    let alpha = try #require(pdf.streams[mask])
    let expected = (0..<ImageFixture.height).flatMap { y in
      (0..<ImageFixture.width).map { x in UInt8(fixture.alpha(x: x, y: y)) }
    }
    #expect(alpha == expected)
    #expect(
      pdf.streams[image]?.count == 37 * 29 * (fixture.colors == .rgb && !fixture.name.hasPrefix("palette") ? 3 : 1))
  }

  @Test func anInterlacedOpaqueImageIsDecodedWithoutAMask() throws {
    let fixture = try #require(ImageFixture.png.first { $0.name == "rgb8-interlaced.png" })
    let (pdf, image, _) = try Self.embedded(fixture)
    let dictionary = try #require(pdf.objects[image])
    #expect(!dictionary.contains("/SMask"))
    #expect(!dictionary.contains("/DecodeParms"))
    let expected = (0..<ImageFixture.height).flatMap { y in
      (0..<ImageFixture.width).flatMap { x in fixture.color(x: x, y: y).map(UInt8.init) }
    }
    #expect(pdf.streams[image] == expected)
  }

  @Test(arguments: [
    // A wide image in a square box: full width, centred vertically.
    (200, 100, PDFRectangle(x: 10, y: 20, width: 100, height: 100), PDFRectangle(x: 10, y: 45, width: 100, height: 50)),
    // A tall image: full height, centred horizontally.
    (30, 60, PDFRectangle(x: 0, y: 0, width: 90, height: 30), PDFRectangle(x: 37.5, y: 0, width: 15, height: 30)),
    // A small image is scaled up to the box.
    (37, 29, PDFRectangle(x: 5, y: 5, width: 148, height: 116), PDFRectangle(x: 5, y: 5, width: 148, height: 116)),
    // Nothing to fit.
    (0, 10, PDFRectangle(x: 1, y: 2, width: 50, height: 50), PDFRectangle(x: 1, y: 2, width: 0, height: 0)),
    (10, 10, PDFRectangle(x: 1, y: 2, width: -5, height: 50), PDFRectangle(x: 1, y: 2, width: 0, height: 0)),
  ])
  func fitKeepsTheAspectRatioAndCentres(width: Int, height: Int, box: PDFRectangle, expected: PDFRectangle) {
    #expect(PDFImage.fit(width: width, height: height, in: box) == expected)
  }

  @Test func theDrawingOperatorsMapTheUnitSquareOntoTheRectangle() {
    let content = PDFImageEmbedder.content(
      drawingImage: 2, in: PDFRectangle(x: 40, y: 700.5, width: 120, height: 45.25))
    #expect(String(decoding: content, as: UTF8.self) == "q\n120 0 0 45.25 40 700.5 cm\n/Im2 Do\nQ\n")
    var resources: [UInt8] = []
    PDFImageEmbedder.resources([7, 9]).write(to: &resources)
    #expect(String(decoding: resources, as: UTF8.self) == "<</Im1 7 0 R\n/Im2 9 0 R\n>>")
  }
}
