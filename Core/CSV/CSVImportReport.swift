/// What a CSV import did: rows created and updated, and every row it refused with where and why.
///
/// Features name it for what they import (`ProductImportReport`, `PartyImportReport`).
public struct CSVImportReport: Sendable, Hashable {
  /// One refused row (or the header).
  public struct RowError: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line the record starts on.
    public let line: Int
    /// The 1-based column.
    public let column: Int
    /// The column's header name, when known.
    public let columnName: String?
    /// What is wrong.
    public let message: String

    /// An error.
    public init(line: Int, column: Int, columnName: String?, message: String) {
      self.line = line
      self.column = column
      self.columnName = columnName
      self.message = message
    }

    /// The line of a record or header the reader or the header mapping could not read, its message
    /// as a sentence: `The record has 2 fields; the header has 7.`
    public init(_ error: CSVError) {
      let message = error.message
      self.init(
        line: error.line, column: error.column, columnName: nil,
        message: message.prefix(1).uppercased() + message.dropFirst() + ".")
    }

    /// The error of a header that could not be mapped onto `columns`: for a required column no
    /// header name matches, the message goes on to list every name the import accepts and the
    /// delimiter it read the header with, so a user can fix the file:
    /// `The header has no "name" column. The columns this import reads, … Fields are separated by …`
    public init(_ error: CSVError, columns: [CSVColumn], delimiter: CSVDelimiter) {
      guard case .missingColumn = error.reason else {
        self.init(error)
        return
      }
      let plain = RowError(error)
      self.init(
        line: plain.line, column: plain.column, columnName: nil,
        message: plain.message + " The columns this import reads, by the header names it accepts (in any case, "
          + "with or without spaces and underscores): \(CSVColumn.acceptedNames(of: columns)). The header was read "
          + "as separated by \(delimiter.name)s; a comma, semicolon or tab is recognised from the header line.")
    }

    /// `line 7, column 3 (sale_price): A price cannot be negative.`
    public var description: String {
      "line \(line), column \(column)\(columnName.map { " (\($0))" } ?? ""): \(message)"
    }
  }

  /// Data rows in the file (the header excluded).
  public var rows: Int
  /// Rows that created a record.
  public var created: Int
  /// Rows that updated a record (one the store already had, or one an earlier row created).
  public var updated: Int
  /// Refused rows, by line.
  public var errors: [RowError]

  /// A report.
  public init(rows: Int = 0, created: Int = 0, updated: Int = 0, errors: [RowError] = []) {
    self.rows = rows
    self.created = created
    self.updated = updated
    self.errors = errors
  }
}
