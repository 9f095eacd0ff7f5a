/// Writing a rendered PDF to a file failed.
public struct BillPDFFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The destination path.
  public let path: String
  /// The system call that failed (`open`, `write`, `fsync`, `rename`…).
  public let operation: String
  /// The `errno` value it reported.
  public let code: Int32

  /// Creates the error.
  public init(path: String, operation: String, code: Int32) {
    self.path = path
    self.operation = operation
    self.code = code
  }

  /// A sentence naming the file, the operation and the system error number.
  public var description: String {
    "could not write the PDF to \(path): \(operation) failed with errno \(code)"
  }
}
