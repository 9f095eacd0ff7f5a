/// Why a ``SyncCollection`` could not be used or could not read or write a record.
public enum SyncCollectionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The store's schema does not declare the value's record type.
  case typeNotInSchema(String)
  /// The value did not encode to a JSON object of fields.
  case unencodable(type: String, reason: String)
  /// A stored record's fields do not decode as the value type: which record, which field, why.
  case undecodable(type: String, id: String, field: String, reason: String)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .typeNotInSchema(let type): "the sync schema does not declare the record type '\(type)'"
    case .unencodable(let type, let reason): "a '\(type)' record could not be encoded: \(reason)"
    case .undecodable(let type, let id, let field, let reason):
      "the '\(type)' record \(id) does not decode at '\(field)': \(reason)"
    }
  }
}
