/// Writes CSV that ``CSVReader`` (and any RFC 4180 reader) reads back field for field.
///
/// A field is quoted only when it must be: when it holds the delimiter, a quote or a line break;
/// quotes inside are doubled. Records end with CRLF unless told otherwise.
///
/// ```swift
/// var writer = CSVWriter()
/// writer.append(["name", "price"])
/// writer.append(["Tea, green", "120"])
/// writer.text   // "name,price\r\n\"Tea, green\",120\r\n"
/// ```
public struct CSVWriter: Sendable {
  /// How records end.
  public enum LineEnding: String, Sendable, Hashable {
    /// `\r\n`, as RFC 4180 says.
    case crlf = "\r\n"
    /// `\n`.
    case lf = "\n"
  }

  /// The field separator.
  public let delimiter: CSVDelimiter
  /// How records end.
  public let lineEnding: LineEnding
  /// The CSV written so far.
  public private(set) var text: String

  /// A writer that starts with a UTF-8 byte order mark when `byteOrderMark` is set (some spreadsheet
  /// apps need it to read UTF-8).
  public init(delimiter: CSVDelimiter = .comma, lineEnding: LineEnding = .crlf, byteOrderMark: Bool = false) {
    self.delimiter = delimiter
    self.lineEnding = lineEnding
    self.text = byteOrderMark ? "\u{FEFF}" : ""
  }

  /// Appends one record.
  public mutating func append(_ fields: [String]) {
    let separator = Character(Unicode.Scalar(delimiter.rawValue))
    // A record of one empty field would read back as a blank line, which readers skip.
    if fields == [""] {
      text += "\"\"" + lineEnding.rawValue
      return
    }
    for (position, field) in fields.enumerated() {
      if position > 0 { text.append(separator) }
      append(field: field)
    }
    text += lineEnding.rawValue
  }

  private mutating func append(field: String) {
    let needsQuotes = field.utf8.contains { byte in
      byte == delimiter.rawValue || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    }
    guard needsQuotes else {
      text += field
      return
    }
    text.append("\"")
    text += field.replacing("\"", with: "\"\"")
    text.append("\"")
  }
}
