import Foundation

extension JSONValue {
  /// Parses UTF-8 JSON text (RFC 8259), keeping each number's kind as written: `1` is `.int`,
  /// `1.0` and `1e2` are `.double`; an integer too large for `Int64` becomes `.double`.
  ///
  /// A UTF-8 byte order mark is skipped. Nesting deeper than 512 levels is rejected.
  /// - Throws: ``JSONParseError`` with the line and column of the first offending byte.
  public init(parsing data: Data) throws {
    var parser = JSONTextParser(bytes: Array(data))
    self = try parser.parseDocument()
  }

  /// Parses JSON text; see ``init(parsing:)-(Data)``.
  public init(parsing text: String) throws {
    try self.init(parsing: Data(text.utf8))
  }
}

/// A small recursive-descent JSON reader over bytes.
struct JSONTextParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private static let maximumDepth = 512

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func parseDocument() throws -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected trailing content") }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character \(describe(bytes[index]))")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws -> JSONValue {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal, expected \(word)") }
      index += 1
    }
    return value
  }

  private mutating func parseObject() throws -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name") }
      let key = try parseString()
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { throw error("expected \":\" after member name") }
      members[key] = try parseValue()
      skipWhitespace()
      if consume(UInt8(ascii: "}")) { return .object(members) }
      guard consume(UInt8(ascii: ",")) else { throw error("expected \",\" or \"}\" in object") }
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      if consume(UInt8(ascii: "]")) { return .array(elements) }
      guard consume(UInt8(ascii: ",")) else { throw error("expected \",\" or \"]\" in array") }
    }
  }

  private mutating func enterContainer() throws {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    index += 1
  }

  // MARK: - Numbers

  private mutating func parseNumber() throws -> JSONValue {
    let start = index
    var isInteger = true
    _ = consume(UInt8(ascii: "-"))
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw error("leading zero in number") }
    } else {
      skipDigits()
    }
    if consume(UInt8(ascii: ".")) {
      isInteger = false
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected digits after \".\"") }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected exponent digits") }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int64(text) { return .int(value) }
    guard let value = Double(text), value.isFinite else { throw error("number out of range: \(text)") }
    return .double(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  // MARK: - Strings

  private mutating func parseString() throws -> String {
    index += 1
    var buffer: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let string = String(bytes: buffer, encoding: .utf8) else { throw error("invalid UTF-8 in string") }
        return string
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape(into: &buffer)
      case 0x00..<0x20:
        throw error("unescaped control character in string")
      default:
        buffer.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws {
    guard index < bytes.count else { throw error("unterminated escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw error("unpaired surrogate") }
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid unicode escape") }
      buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
    default:
      throw error("invalid escape \\\(describe(byte))")
    }
  }

  private mutating func parseHex4() throws -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape") }
    index += 4
    return value
  }

  // MARK: - Helpers

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private func describe(_ byte: UInt8) -> String {
    (0x20..<0x7F).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x\(String(byte, radix: 16))"
  }

  private func error(_ reason: String) -> JSONParseError {
    let end = min(index, bytes.count)
    var line = 1
    var lineStart = 0
    for position in 0..<end where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return JSONParseError(reason: reason, line: line, column: end - lineStart + 1)
  }
}
