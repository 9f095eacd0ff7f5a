import Foundation

/// Reads CSV as RFC 4180 defines it, straight from UTF-8 bytes.
///
/// - Fields may be quoted; a quoted field may hold delimiters, line breaks and doubled quotes (`""`).
/// - Records end with CRLF, LF or a lone CR; a UTF-8 byte order mark at the start is skipped; blank
///   lines are skipped.
/// - Spaces are part of the field, as the RFC says: trim where the meaning of a column allows it.
/// - A record that breaks the syntax (a stray quote, text after a closing quote, invalid UTF-8) is
///   reported with its line and column, and reading goes on with the next line, so one bad row never
///   hides the good ones. A quote left open swallows the rest of the file and is reported where the
///   record starts.
///
/// ```swift
/// let document = CSVReader().read(Data("name,price\r\n\"Tea, green\",120\r\n".utf8))
/// document.records[1].fields   // ["Tea, green", "120"]
/// ```
public struct CSVReader: Sendable {
  /// The field separator.
  public var delimiter: CSVDelimiter

  /// A reader for fields separated by `delimiter`.
  public init(delimiter: CSVDelimiter = .comma) {
    self.delimiter = delimiter
  }

  /// Reads every record of `data`.
  public func read(_ data: Data) -> CSVDocument {
    var records: [CSVRecord] = []
    let errors = forEachRecord(in: data) { records.append($0) }
    return CSVDocument(records: records, errors: errors)
  }

  /// Reads every record of `text`.
  public func read(_ text: String) -> CSVDocument {
    read(Data(text.utf8))
  }

  /// Calls `body` with each record of `data` in order, without keeping them, and returns an error for
  /// each record that could not be read.
  @discardableResult
  public func forEachRecord(in data: Data, _ body: (CSVRecord) -> Void) -> [CSVError] {
    data.withUnsafeBytes { raw in
      var scanner = CSVScanner(bytes: raw.bindMemory(to: UInt8.self), delimiter: delimiter.rawValue)
      return scanner.scan(body)
    }
  }
}

/// The byte-level state machine behind ``CSVReader``.
private struct CSVScanner {
  private static let quote = UInt8(ascii: "\"")
  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  let bytes: UnsafeBufferPointer<UInt8>
  let delimiter: UInt8
  private var index = 0
  private var line = 1
  private var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) {
    self.bytes = bytes
    self.delimiter = delimiter
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  mutating func scan(_ body: (CSVRecord) -> Void) -> [CSVError] {
    var errors: [CSVError] = []
    var fields: [String] = []
    while index < bytes.count {
      if consumeLineEnd() { continue }
      let recordLine = line
      fields.removeAll(keepingCapacity: true)
      if let reason = readRecord(into: &fields) {
        errors.append(CSVError(line: recordLine, column: fields.count + 1, reason: reason))
        if reason != .unterminatedQuote { skipRestOfLine() }
      } else {
        body(CSVRecord(line: recordLine, fields: fields))
      }
    }
    return errors
  }

  /// Reads the fields of one record up to and including its line end, or stops at the first problem.
  private mutating func readRecord(into fields: inout [String]) -> CSVError.Reason? {
    while true {
      do {
        let quoted = index < bytes.count && bytes[index] == Self.quote
        fields.append(try quoted ? readQuotedField() : readPlainField())
      } catch {
        return error.reason
      }
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      if byte == delimiter {
        index += 1
        continue
      }
      if consumeLineEnd() { return nil }
      fields.removeLast()  // the error is in the quoted field just read
      return .textAfterClosingQuote
    }
  }

  /// An unquoted field: everything up to the next delimiter or line end.
  private mutating func readPlainField() throws(Failure) -> String {
    let start = index
    var high: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == delimiter || byte == Self.lineFeed || byte == Self.carriageReturn { break }
      if byte == Self.quote { throw Failure(reason: .quoteInUnquotedField) }
      high |= byte
      index += 1
    }
    return try Self.string(UnsafeBufferPointer(rebasing: bytes[start..<index]), checked: high >= 0x80)
  }

  /// A quoted field, from its opening quote to its closing one, with `""` read as `"`.
  private mutating func readQuotedField() throws(Failure) -> String {
    index += 1
    var segment = index
    var escaped = false
    var high: UInt8 = 0
    scratch.removeAll(keepingCapacity: true)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Self.quote {
        if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
          scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment...index]))
          escaped = true
          index += 2
          segment = index
          continue
        }
        let tail = UnsafeBufferPointer(rebasing: bytes[segment..<index])
        index += 1
        guard escaped else { return try Self.string(tail, checked: high >= 0x80) }
        scratch.append(contentsOf: tail)
        let unescaped = scratch.withUnsafeBufferPointer { String(validating: $0, checked: high >= 0x80) }
        guard let unescaped else { throw Failure(reason: .invalidUTF8) }
        return unescaped
      }
      if byte == Self.lineFeed || (byte == Self.carriageReturn && !nextIsLineFeed(after: index)) { line += 1 }
      high |= byte
      index += 1
    }
    throw Failure(reason: .unterminatedQuote)
  }

  /// Consumes a CRLF, LF or lone CR at the current position.
  private mutating func consumeLineEnd() -> Bool {
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case Self.lineFeed:
      index += 1
    case Self.carriageReturn:
      index += nextIsLineFeed(after: index) ? 2 : 1
    default:
      return false
    }
    line += 1
    return true
  }

  private func nextIsLineFeed(after position: Int) -> Bool {
    position + 1 < bytes.count && bytes[position + 1] == Self.lineFeed
  }

  /// Skips to just past the next line end, after a record that could not be read.
  private mutating func skipRestOfLine() {
    while index < bytes.count, !consumeLineEnd() { index += 1 }
  }

  private static func string(_ field: UnsafeBufferPointer<UInt8>, checked: Bool) throws(Failure) -> String {
    guard let string = String(validating: field, checked: checked) else { throw Failure(reason: .invalidUTF8) }
    return string
  }

  /// Why a field could not be read.
  struct Failure: Error {
    let reason: CSVError.Reason
  }
}

extension String {
  /// The string for `bytes`, or `nil` when `checked` and they are not valid UTF-8 (unchecked bytes are
  /// known to be ASCII).
  fileprivate init?(validating bytes: UnsafeBufferPointer<UInt8>, checked: Bool) {
    guard !checked || UTF8Validation.isValid(bytes) else { return nil }
    self.init(decoding: bytes, as: UTF8.self)
  }
}
