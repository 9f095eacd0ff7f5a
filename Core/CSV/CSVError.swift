/// A CSV record, or header, that could not be read, with where and why.
public struct CSVError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the record could not be read.
  public enum Reason: Sendable, Hashable {
    /// A quoted field is still open at the end of the file.
    case unterminatedQuote
    /// A `"` inside a field that does not start with one (`ab"c`).
    case quoteInUnquotedField
    /// Text between a closing `"` and the next delimiter or line end (`"ab"c`).
    case textAfterClosingQuote
    /// The bytes of the field are not valid UTF-8.
    case invalidUTF8
    /// The record has a different number of fields from the header.
    case wrongFieldCount(expected: Int, found: Int)
    /// The header has no column for a required field; the payload is the field's name.
    case missingColumn(String)
    /// Two header columns name the same field; the payload is the field's name.
    case duplicateColumn(String)
    /// The file has no header row.
    case missingHeader
  }

  /// The 1-based line the record starts on.
  public let line: Int
  /// The 1-based column (field number) where the problem is; for a wrong field count, the first
  /// missing or extra field.
  public let column: Int
  /// What is wrong.
  public let reason: Reason

  /// An error at `line` and `column`.
  public init(line: Int, column: Int, reason: Reason) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// What is wrong, and where.
  public var description: String {
    let what =
      switch reason {
      case .unterminatedQuote: "a quoted field is never closed"
      case .quoteInUnquotedField: "a \" appears inside a field that is not quoted"
      case .textAfterClosingQuote: "text follows the closing \" of a quoted field"
      case .invalidUTF8: "the field is not valid UTF-8"
      case .wrongFieldCount(let expected, let found): "the record has \(found) fields; the header has \(expected)"
      case .missingColumn(let name): "the header has no \"\(name)\" column"
      case .duplicateColumn(let name): "the header has more than one \"\(name)\" column"
      case .missingHeader: "the file has no header row"
      }
    return "line \(line), column \(column): \(what)"
  }
}
