/// Why the server refused a local change, as it said it.
public struct SyncRejection: Sendable, Hashable, Codable {
  /// The server's machine-readable code (`VALIDATION_FAILED`), when it sent one.
  public var code: String?
  /// A presentable sentence.
  public var message: String
  /// The fields at fault, with a message each.
  public var fields: [AppError.FieldError]

  /// Creates a rejection.
  public init(code: String?, message: String, fields: [AppError.FieldError] = []) {
    self.code = code
    self.message = message
    self.fields = fields
  }
}
