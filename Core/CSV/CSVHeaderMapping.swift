/// Where each expected field is in a CSV file, read from its header row.
///
/// ```swift
/// let columns = [CSVColumn("name", isRequired: true), CSVColumn("sale price", aliases: ["Selling Price"])]
/// let mapping = try CSVHeaderMapping(header: document.records[0], columns: columns)
/// mapping.value(of: "sale price", in: document.records[1])   // the "Selling Price" cell
/// ```
public struct CSVHeaderMapping: Sendable, Hashable {
  /// The header row.
  public let header: CSVRecord
  /// The 0-based field index of each column found, by ``CSVColumn/name``.
  public let indices: [String: Int]
  /// Header names that matched no column (ignored by ``value(of:in:)``).
  public let unmatchedNames: [String]

  /// Maps `header` onto `columns`.
  /// - Throws: ``CSVError`` on the header's line: ``CSVError/Reason/missingColumn(_:)`` for a required
  ///   column that no header name matches, ``CSVError/Reason/duplicateColumn(_:)`` when two header
  ///   names match one column (the column number is the second one's).
  public init(header: CSVRecord, columns: [CSVColumn]) throws(CSVError) {
    var lookup: [String: String] = [:]
    for column in columns {
      for name in [column.name] + column.aliases { lookup[CSVColumn.normalized(name)] = column.name }
    }
    var indices: [String: Int] = [:]
    var unmatched: [String] = []
    for (index, name) in header.fields.enumerated() {
      guard let column = lookup[CSVColumn.normalized(name)] else {
        unmatched.append(name)
        continue
      }
      guard indices[column] == nil else {
        throw CSVError(line: header.line, column: index + 1, reason: .duplicateColumn(column))
      }
      indices[column] = index
    }
    if let missing = columns.first(where: { $0.isRequired && indices[$0.name] == nil }) {
      throw CSVError(line: header.line, column: header.fields.count + 1, reason: .missingColumn(missing.name))
    }
    self.header = header
    self.indices = indices
    self.unmatchedNames = unmatched
  }

  /// The cell of column `name` in `record`, or `nil` when the file has no such column.
  public func value(of name: String, in record: CSVRecord) -> String? {
    guard let index = indices[name], index < record.fields.count else { return nil }
    return record.fields[index]
  }

  /// The 1-based column number of `name`, for error reports.
  public func columnNumber(of name: String) -> Int? {
    indices[name].map { $0 + 1 }
  }

  /// An error when `record` has a different number of fields from the header; the column is the
  /// first missing or extra field.
  public func fieldCountError(of record: CSVRecord) -> CSVError? {
    let expected = header.fields.count
    let found = record.fields.count
    guard found != expected else { return nil }
    return CSVError(
      line: record.line, column: min(expected, found) + 1, reason: .wrongFieldCount(expected: expected, found: found))
  }
}
