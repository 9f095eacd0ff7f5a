/// Percent-encoding for the links Bills writes (UPI payment links, WhatsApp, SMS and mailto links).
enum URIPercentEncoding {
  /// `value` with every UTF-8 byte but RFC 3986's unreserved characters (letters, digits, `-`, `.`,
  /// `_`, `~`) and those in `keeping` written as `%` and two uppercase hexadecimal digits.
  static func encoded(_ value: String, keeping: Set<UInt8> = []) -> String {
    let hexadecimalDigits = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity(value.utf8.count)
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        encoded.append(byte)
      case _ where keeping.contains(byte):
        encoded.append(byte)
      default:
        encoded += [UInt8(ascii: "%"), hexadecimalDigits[Int(byte >> 4)], hexadecimalDigits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}
