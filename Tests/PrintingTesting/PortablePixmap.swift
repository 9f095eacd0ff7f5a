import Foundation

/// A binary PPM image (P6, 8 bits a sample), as `pdftoppm` writes by default: read here without
/// any image library, so the rendering checks do not depend on the decoder under test.
package struct PortablePixmap {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  private let samples: [UInt8]

  /// Reads a P6 file; throws when `data` is not one.
  package init(_ data: Data) throws {
    let bytes = [UInt8](data)
    var fields: [Int] = []
    var index = 2
    guard bytes.starts(with: Array("P6".utf8)) else { throw PDFInspector.Failure(description: "not a P6 pixmap") }
    while fields.count < 3, index < bytes.count {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
      var number = 0
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        number = number * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      fields.append(number)
    }
    index += 1
    guard fields.count == 3, fields[2] == 255, bytes.count - index == fields[0] * fields[1] * 3 else {
      throw PDFInspector.Failure(description: "unexpected pixmap header \(fields)")
    }
    width = fields[0]
    height = fields[1]
    samples = Array(bytes[index...])
  }

  /// The red, green and blue of device pixel `x`, `y` (from the top left).
  package func color(x: Int, y: Int) -> [Int] {
    let start = (y * width + x) * 3
    return samples[start..<(start + 3)].map(Int.init)
  }
}
