import SharedCore

/// Assembles numbered indirect objects into a PDF 1.7 file with a cross-reference table and
/// trailer (ISO 32000-1 §7.5), recording each object's byte offset as it is written.
package struct PDFFileBuilder {
  private var objects: [[UInt8]?] = []

  /// An empty file.
  package init() {}

  /// Reserves the next object number so that others can refer to it before it is written.
  package mutating func reserve() -> Int {
    objects.append(nil)
    return objects.count
  }

  /// Adds `object` as a new indirect object and returns its number.
  package mutating func add(_ object: PDFObject) -> Int {
    let number = reserve()
    set(number, object)
    return number
  }

  /// Adds a stream with `dictionary` entries (its `/Length`, and `/Filter` when compressed, are added)
  /// and `data`, Flate-compressed unless `compressed` is false; returns its number.
  package mutating func addStream(_ dictionary: [(String, PDFObject)], data: [UInt8], compressed: Bool = true) -> Int {
    let number = reserve()
    setStream(number, dictionary, data: data, compressed: compressed)
    return number
  }

  /// Writes the body of reserved object `number`.
  package mutating func set(_ number: Int, _ object: PDFObject) {
    var body: [UInt8] = []
    object.write(to: &body)
    objects[number - 1] = body
  }

  /// Writes reserved object `number` as a stream, Flate-compressed unless `compressed` is false.
  package mutating func setStream(
    _ number: Int, _ dictionary: [(String, PDFObject)], data raw: [UInt8], compressed: Bool = true
  ) {
    let data = compressed ? ZlibEncoder.compress(raw) : raw
    let filter: [(String, PDFObject)] = compressed ? [("Filter", .name("FlateDecode"))] : []
    var body: [UInt8] = []
    PDFObject.dictionary(dictionary + filter + [("Length", .integer(data.count))]).write(to: &body)
    body += Array("\nstream\n".utf8)
    body += data
    body += Array("\nendstream".utf8)
    objects[number - 1] = body
  }

  /// The file: header, objects, `xref` table, trailer naming `root` and `info`, `startxref`.
  package func build(root: Int, info: Int) -> [UInt8] {
    var output: [UInt8] = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
    var offsets: [Int] = []
    for (index, body) in objects.enumerated() {
      offsets.append(output.count)
      output += Array("\(index + 1) 0 obj\n".utf8)
      output += body ?? Array("null".utf8)
      output += Array("\nendobj\n".utf8)
    }
    let crossReference = output.count
    output += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f\r\n".utf8)
    for offset in offsets {
      let digits = String(offset)
      output += Array((String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n\r\n").utf8)
    }
    let identifier = Self.identifier(of: output)
    output += Array("trailer\n".utf8)
    PDFObject.dictionary([
      ("Size", .integer(objects.count + 1)), ("Root", .reference(root)), ("Info", .reference(info)),
      ("ID", .array([.hex(identifier), .hex(identifier)])),
    ]).write(to: &output)
    output += Array("\nstartxref\n\(crossReference)\n%%EOF\n".utf8)
    return output
  }

  /// A 16-byte file identifier derived from the content (two FNV-1a hashes), so equal input gives an equal file.
  private static func identifier(of bytes: [UInt8]) -> [UInt8] {
    var first: UInt64 = 0xCBF2_9CE4_8422_2325
    var second: UInt64 = 0x8422_2325_CBF2_9CE4
    for byte in bytes {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      second = (second ^ UInt64(byte ^ 0x5A)) &* 0x0000_0100_0000_01B3
    }
    return (0..<8).map { UInt8((first >> (8 * UInt64($0))) & 0xFF) }
      + (0..<8).map { UInt8((second >> (8 * UInt64($0))) & 0xFF) }
  }
}
