import Foundation
import PrintingTesting
import SharedPrinting
import Testing

/// Every fixture embedded in a PDF passes qpdf's check, and poppler draws it with the fixture's own
/// colours: each pixel of the image, sampled at its centre in a 72 dpi rendering, matches the
/// source pixel laid over the white page (transparent pixels show the page, half-transparent ones
/// blend with it).
@Suite struct PDFImageRenderingTests {
  private static let fixtures = ImageFixture.all

  private static func images() throws -> [PDFImage] {
    try fixtures.map { try $0.image() }
  }

  @Test(.enabled(if: PDFTools.hasQPDF)) func qpdfFindsNoErrors() async throws {
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("images.pdf")
    try Data(ImageTestDocument.pdf(Self.images())).write(to: file)
    let result = try await PDFTools.run("qpdf", ["--check", file.path])
    #expect(result.status == 0)
    #expect(result.output.contains("No syntax or stream encoding errors found"))
  }

  @Test(.enabled(if: PDFTools.hasPDFToPPM)) func popplerDrawsEveryPixelInItsColour() async throws {
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("images.pdf")
    try Data(ImageTestDocument.pdf(Self.images())).write(to: file)
    let result = try await PDFTools.run(
      "pdftoppm", ["-r", "72", file.path, directory.appendingPathComponent("page").path])
    #expect(result.status == 0)
    let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".ppm") }
      .sorted()
    try #require(pages.count == Self.fixtures.count)
    for (fixture, page) in zip(Self.fixtures, pages) {
      let pixmap = try PortablePixmap(Data(contentsOf: directory.appendingPathComponent(page)))
      #expect(pixmap.width == 168 && pixmap.height == 136, "\(fixture.name): page size")
      // JPEG is lossy: compare away from the quadrants' edges, with room for the compression.
      let tolerance = fixture.isJPEG ? 12 : 2
      var mismatches: [String] = []
      for y in 0..<ImageFixture.height {
        for x in 0..<ImageFixture.width {
          if fixture.isJPEG, (14..<22).contains(x) || (10..<18).contains(y) { continue }
          let point = ImageTestDocument.devicePoint(x: x, y: y)
          let shown = pixmap.color(x: point.x, y: point.y)
          let expected = fixture.colorOverWhite(x: x, y: y)
          if zip(shown, expected).contains(where: { abs($0 - $1) > tolerance }) {
            mismatches.append("(\(x), \(y)) is \(shown), not \(expected)")
          }
        }
      }
      let differing = mismatches.count
      #expect(differing == 0, "\(fixture.name): pixels differ: \(mismatches.prefix(4))")
    }
  }
}
