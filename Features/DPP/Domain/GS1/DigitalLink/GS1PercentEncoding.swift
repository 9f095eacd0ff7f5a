/// Percent-decoding and -encoding exactly as GS1's Digital Link reference engine applies them.
///
/// Decoding: `%hh` (either hex case) becomes the byte; a `%` not followed by two hex digits is
/// kept literally; `+` becomes a space only in the query. Encoding keeps only RFC 3986
/// unreserved characters (`A-Za-z0-9-._~`), everything else becomes `%HH` (upper-case hex),
/// except a space in the query, which becomes `+`.
public enum GS1PercentEncoding {
  /// Why decoding failed.
  enum DecodingFailure: Error { case nullCharacter }

  /// Decodes `bytes` into `output`; throws on an encoded NUL (`%00`).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, query: Bool, into output: inout [UInt8])
    throws(DecodingFailure)
  {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 2 < count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        let decoded = high << 4 | low
        if decoded == 0 { throw .nullCharacter }
        output.append(decoded)
        index += 3
      } else {
        output.append(query && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
  }

  /// Decodes a whole string (for callers outside the hot path); `nil` when it encodes a NUL.
  public static func decode(_ text: String, query: Bool) -> String? {
    var output: [UInt8] = []
    var source = text
    let failed = source.withUTF8 { bytes -> Bool in
      do { try decode(bytes, query: query, into: &output) } catch { return true }
      return false
    }
    return failed ? nil : String(decoding: output, as: UTF8.self)
  }

  /// Encodes `value` for a path segment (`query: false`) or a query value (`query: true`).
  public static func encode(_ value: String, query: Bool) -> String {
    var output = ""
    output.reserveCapacity(value.utf8.count)
    for byte in value.utf8 {
      if GS1CharacterTables.unreserved[Int(byte)] {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else if query && byte == UInt8(ascii: " ") {
        output.append("+")
      } else {
        output.append("%")
        output.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
        output.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 0x0F)]))
      }
    }
    return output
  }

  /// The value of an ASCII hex digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 48...57: byte - 48
    case 65...70: byte - 55
    case 97...102: byte - 87
    default: nil
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
