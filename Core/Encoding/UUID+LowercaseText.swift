import Foundation

extension UUID {
  /// The UUID's canonical text in lowercase (RFC 9562 §4: `8-4-4-4-12` hexadecimal digits), as
  /// `uuidString.lowercased()` gives it, written digit by digit: `uuidString` formats through
  /// the C library's `printf` on Linux, and a store making two ids per record feels it.
  package var lowercaseText: String {
    let digits: StaticString = "0123456789abcdef"
    return withUnsafeBytes(of: uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { text in
        var position = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            text[position] = UInt8(ascii: "-")
            position += 1
          }
          text[position] = digits.utf8Start[Int(byte >> 4)]
          text[position + 1] = digits.utf8Start[Int(byte & 0x0F)]
          position += 2
        }
        return position
      }
    }
  }
}
