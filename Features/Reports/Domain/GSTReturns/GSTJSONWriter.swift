import Foundation
import SharedCore

/// A small JSON writer for the returns: keys in the order written, amounts written from paise as
/// numbers with two decimals (`1234.50`), never through a binary floating-point number.
struct GSTJSONWriter {
  private(set) var bytes: [UInt8] = []
  /// Whether the next value is the first of its object or array (so needs no comma).
  private var isFirst = true

  init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

  /// The JSON text.
  var data: Data { Data(bytes) }

  mutating func object(_ body: (inout GSTJSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    isFirst = true
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    isFirst = false
  }

  mutating func array(_ body: (inout GSTJSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    isFirst = true
    body(&self)
    bytes.append(UInt8(ascii: "]"))
    isFirst = false
  }

  /// Writes `"key":`; the value follows.
  mutating func key(_ key: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    isFirst = true
  }

  mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    isFirst = false
  }

  /// `"Y"` or `"N"`.
  mutating func flag(_ value: Bool) { string(value ? "Y" : "N") }

  mutating func integer(_ value: Int) {
    separate()
    appendDigits(of: UInt64(value.magnitude), negative: value < 0)
    isFirst = false
  }

  /// An amount in paise as rupees with two decimals: `-12.50`.
  mutating func paise(_ value: Int64) {
    separate()
    let magnitude = value.magnitude
    appendDigits(of: magnitude / 100, negative: value < 0)
    bytes.append(UInt8(ascii: "."))
    let fraction = UInt8(magnitude % 100)
    bytes.append(UInt8(ascii: "0") + fraction / 10)
    bytes.append(UInt8(ascii: "0") + fraction % 10)
    isFirst = false
  }

  /// A rate in hundredths of a percent: `18`, `0.25`.
  mutating func rate(_ hundredths: Int) {
    separate()
    bytes.append(contentsOf: GSTRateHundredths.text(hundredths).utf8)
    isFirst = false
  }

  /// A decimal number as it is (quantities).
  mutating func number(_ value: Decimal) {
    separate()
    bytes.append(contentsOf: value.plainString.utf8)
    isFirst = false
  }

  /// A date as the portal writes it: `"dd-mm-yyyy"`.
  mutating func date(_ date: CalendarDate) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    appendTwoDigits(date.day)
    bytes.append(UInt8(ascii: "-"))
    appendTwoDigits(date.month)
    bytes.append(UInt8(ascii: "-"))
    let year = date.year
    appendTwoDigits(year / 100)
    appendTwoDigits(year % 100)
    bytes.append(UInt8(ascii: "\""))
    isFirst = false
  }

  private mutating func separate() {
    if !isFirst { bytes.append(UInt8(ascii: ",")) }
  }

  private mutating func appendTwoDigits(_ value: Int) {
    bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10))
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  private mutating func appendDigits(of value: UInt64, negative: Bool) {
    if negative { bytes.append(UInt8(ascii: "-")) }
    let start = bytes.count
    var rest = value
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
  }
}
