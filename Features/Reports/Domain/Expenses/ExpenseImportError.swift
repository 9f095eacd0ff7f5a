/// Why one row of an expense CSV was not imported.
public struct ExpenseImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line of the file.
  public var line: Int
  /// The column at fault (`"amount"`), or `nil` for the row as a whole.
  public var column: String?
  /// What is wrong.
  public var message: String

  /// An error.
  public init(line: Int, column: String?, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line 4, amount: "12,5x" is not an amount`.
  public var description: String {
    "line \(line)" + (column.map { ", \($0)" } ?? "") + ": \(message)"
  }
}
