import Foundation
import PrintingTesting
import SharedPrinting

/// A PDF built with ``PDFFileBuilder`` directly: one page per image, each drawn through
/// ``PDFImageEmbedder`` at `scale` points per pixel with a `margin` around it on a white page.
enum ImageTestDocument {
  static let scale = 4.0
  static let margin = 10.0

  /// The file showing `images`, one per page.
  static func pdf(_ images: [PDFImage]) -> [UInt8] {
    var file = PDFFileBuilder()
    let catalog = file.reserve()
    let pageTree = file.reserve()
    var pages: [PDFObject] = []
    for image in images {
      let box = PDFRectangle(
        x: margin, y: margin, width: Double(image.width) * scale, height: Double(image.height) * scale)
      let object = PDFImageEmbedder.embed(image, in: &file)
      let content = file.addStream([], data: PDFImageEmbedder.content(drawingImage: 1, in: box))
      let page = file.add(
        .dictionary([
          ("Type", .name("Page")), ("Parent", .reference(pageTree)),
          (
            "MediaBox",
            .array([.integer(0), .integer(0), .real(box.width + 2 * margin), .real(box.height + 2 * margin)])
          ),
          ("Resources", .dictionary([("XObject", PDFImageEmbedder.resources([object]))])),
          ("Contents", .reference(content)),
        ]))
      pages.append(.reference(page))
    }
    file.set(
      pageTree, .dictionary([("Type", .name("Pages")), ("Kids", .array(pages)), ("Count", .integer(pages.count))]))
    file.set(catalog, .dictionary([("Type", .name("Catalog")), ("Pages", .reference(pageTree))]))
    let info = file.add(.dictionary([("Title", .text("Images")), ("Producer", .text("SharedPrintingTests"))]))
    return file.build(root: catalog, info: info)
  }

  /// The centre of pixel `x`, `y` of an image on its page, in device pixels from the top left at 72 dpi.
  static func devicePoint(x: Int, y: Int) -> (x: Int, y: Int) {
    (Int(margin + (Double(x) + 0.5) * scale), Int(margin + (Double(y) + 0.5) * scale))
  }
}
