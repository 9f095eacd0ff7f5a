/// Why the server refused a local change, as it said it.
public struct SyncRejection: Sendable, Hashable, Codable {
  /// The code of a refusal because the change would have shared a unique value with another record
  /// (``clashes`` names each one): `UNIQUE_CONFLICT`.
  public static let uniqueConflictCode = "UNIQUE_CONFLICT"

  /// The server's machine-readable code (`VALIDATION_FAILED`), when it sent one.
  public var code: String?
  /// A presentable sentence.
  public var message: String
  /// The fields at fault, with a message each.
  public var fields: [AppError.FieldError]
  /// The unique values the change would have shared with other records, and who holds them: the
  /// details of a ``uniqueConflictCode`` refusal (empty otherwise).
  public var clashes: [SyncUniqueClash]

  /// Creates a rejection.
  public init(code: String?, message: String, fields: [AppError.FieldError] = [], clashes: [SyncUniqueClash] = []) {
    self.code = code
    self.message = message
    self.fields = fields
    self.clashes = clashes
  }

  /// Whether the change was refused for values another record holds (``clashes`` says which).
  public var isUniqueConflict: Bool { code == Self.uniqueConflictCode || !clashes.isEmpty }

  private enum CodingKeys: String, CodingKey {
    case code, message, fields, clashes
  }

  /// Decodes a rejection; one stored before rejections carried clashes has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      code: try container.decodeIfPresent(String.self, forKey: .code),
      message: try container.decode(String.self, forKey: .message),
      fields: try container.decodeIfPresent([AppError.FieldError].self, forKey: .fields) ?? [],
      clashes: try container.decodeIfPresent([SyncUniqueClash].self, forKey: .clashes) ?? [])
  }

  /// Encodes the rejection (the clashes only when there are some).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(code, forKey: .code)
    try container.encode(message, forKey: .message)
    try container.encode(fields, forKey: .fields)
    if !clashes.isEmpty { try container.encode(clashes, forKey: .clashes) }
  }
}
