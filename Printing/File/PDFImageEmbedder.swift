/// Writes ``PDFImage``s into a PDF file as image XObjects, and the page content that draws them.
///
/// A page draws image number `n` by naming it `/Im<n>` in its resources' `/XObject` dictionary
/// (``resources(_:)``) and showing it with ``content(drawingImage:in:)``.
package enum PDFImageEmbedder {
  /// Adds `image` (and its soft mask, if it has one) to `file` and returns the image's object number.
  package static func embed(_ image: PDFImage, in file: inout PDFFileBuilder) -> Int {
    var dictionary: [(String, PDFObject)] = [
      ("Type", .name("XObject")), ("Subtype", .name("Image")), ("Width", .integer(image.width)),
      ("Height", .integer(image.height)), ("ColorSpace", image.colorSpace.object),
      ("BitsPerComponent", .integer(image.bitsPerComponent)),
    ]
    if let decode = image.decode { dictionary.append(("Decode", .array(decode.map(PDFObject.integer)))) }
    if let softMask = image.softMask {
      let mask = file.addStream(
        [
          ("Type", .name("XObject")), ("Subtype", .name("Image")), ("Width", .integer(image.width)),
          ("Height", .integer(image.height)), ("ColorSpace", .name("DeviceGray")), ("BitsPerComponent", .integer(8)),
          ("Filter", .name("FlateDecode")),
        ], data: softMask, compressed: false)
      dictionary.append(("SMask", .reference(mask)))
    }
    switch image.encoding {
    case .jpeg: dictionary.append(("Filter", .name("DCTDecode")))
    case .flate: dictionary.append(("Filter", .name("FlateDecode")))
    case .flateWithPNGPredictors:
      dictionary.append(("Filter", .name("FlateDecode")))
      dictionary.append(
        (
          "DecodeParms",
          .dictionary([
            ("Predictor", .integer(15)), ("Colors", .integer(image.colorSpace.components)),
            ("BitsPerComponent", .integer(image.bitsPerComponent)), ("Columns", .integer(image.width)),
          ])
        ))
    }
    return file.addStream(dictionary, data: image.data, compressed: false)
  }

  /// The resource name of image number `number`: `Im1`, `Im2`…
  package static func name(_ number: Int) -> String { "Im\(number)" }

  /// A page's `/XObject` resource dictionary naming `objects[i]` (object numbers from
  /// ``embed(_:in:)``) `/Im<i + 1>`.
  package static func resources(_ objects: [Int]) -> PDFObject {
    .dictionary(objects.enumerated().map { (name($0.offset + 1), .reference($0.element)) })
  }

  /// Content-stream operators that draw image number `number` filling `rectangle`: the image's unit
  /// square mapped onto the rectangle (ISO 32000-1 §8.3.4, §8.8), the graphics state saved around it.
  package static func content(drawingImage number: Int, in rectangle: PDFRectangle) -> [UInt8] {
    let matrix = [rectangle.width, 0, 0, rectangle.height, rectangle.x, rectangle.y].map(PDFObject.number)
    return Array("q\n\(matrix.joined(separator: " ")) cm\n/\(name(number)) Do\nQ\n".utf8)
  }
}
