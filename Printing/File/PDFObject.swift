/// A PDF object (ISO 32000-1 §7.3) and its serialization.
package indirect enum PDFObject: Sendable {
  case null
  case boolean(Bool)
  case integer(Int)
  case real(Double)
  case name(String)
  /// A string written in literal form, `(…)`, with its bytes escaped.
  case literal([UInt8])
  /// A string written in hexadecimal form, `<…>`.
  case hex([UInt8])
  case array([PDFObject])
  /// A dictionary; keys keep their order for stable output.
  case dictionary([(String, PDFObject)])
  /// An indirect reference `n 0 R`.
  case reference(Int)

  /// A text string (§7.9.2.2): literal for printable ASCII, otherwise UTF-16BE with a byte order mark.
  package static func text(_ string: String) -> PDFObject {
    if string.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) { return .literal(Array(string.utf8)) }
    var bytes: [UInt8] = [0xFE, 0xFF]
    for unit in string.utf16 {
      bytes.append(UInt8(unit >> 8))
      bytes.append(UInt8(unit & 0xFF))
    }
    return .hex(bytes)
  }

  /// Appends the object's PDF syntax to `output`.
  package func write(to output: inout [UInt8]) {
    switch self {
    case .null: output += Array("null".utf8)
    case .boolean(let value): output += Array((value ? "true" : "false").utf8)
    case .integer(let value): output += Array(String(value).utf8)
    case .real(let value): output += Array(PDFObject.number(value).utf8)
    case .name(let name): PDFObject.writeName(name, to: &output)
    case .literal(let bytes): PDFObject.writeLiteral(bytes, to: &output)
    case .hex(let bytes): PDFObject.writeHex(bytes, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: " ")) }
        item.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .dictionary(let entries):
      output += Array("<<".utf8)
      for (key, value) in entries {
        PDFObject.writeName(key, to: &output)
        output.append(UInt8(ascii: " "))
        value.write(to: &output)
        output.append(UInt8(ascii: "\n"))
      }
      output += Array(">>".utf8)
    case .reference(let number): output += Array("\(number) 0 R".utf8)
    }
  }

  /// `value` with at most three decimals and no exponent, as PDF real numbers require (§7.3.3);
  /// non-finite or absurdly large values (never produced by the layout) are written as 0.
  package static func number(_ value: Double) -> String {
    guard value.isFinite, value.magnitude < 1e12 else { return "0" }
    let thousandths = Int((value * 1000).rounded())
    let magnitude = thousandths.magnitude
    var text = String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let padded = String(fraction)
      text += "." + String(repeating: "0", count: digits - padded.count) + padded
    }
    return thousandths < 0 ? "-" + text : text
  }

  private static func writeName(_ name: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "/"))
    for byte in name.utf8 {
      if byte > 0x20, byte < 0x7F, !Array("#()<>[]{}/%".utf8).contains(byte) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "#"))
        writeHexDigits(byte, to: &output)
      }
    }
  }

  private static func writeLiteral(_ bytes: [UInt8], to output: inout [UInt8]) {
    output.append(UInt8(ascii: "("))
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
        output.append(UInt8(ascii: "\\"))
        output.append(byte)
      case UInt8(ascii: "\n"): output += Array("\\n".utf8)
      case UInt8(ascii: "\r"): output += Array("\\r".utf8)
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: ")"))
  }

  /// Appends `bytes` as a hexadecimal string, `<…>`.
  package static func writeHex(_ bytes: [UInt8], to output: inout [UInt8]) {
    output.append(UInt8(ascii: "<"))
    for byte in bytes { writeHexDigits(byte, to: &output) }
    output.append(UInt8(ascii: ">"))
  }

  /// Appends the two upper-case hexadecimal digits of `byte`.
  package static func writeHexDigits(_ byte: UInt8, to output: inout [UInt8]) {
    let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
    output.append(digits[Int(byte >> 4)])
    output.append(digits[Int(byte & 0x0F)])
  }
}
