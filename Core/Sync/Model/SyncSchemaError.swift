/// A ``SyncSchema`` declaration error.
public enum SyncSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A type has an empty name.
  case emptyTypeName
  /// Two types share a name.
  case duplicateType(String)
  /// A reference names a type the schema does not declare.
  case unknownReferenceTarget(type: String, field: String, target: String)
  /// A reference path is not `name` or `name[].name…`.
  case invalidReferencePath(type: String, field: String)
  /// No type of that name is declared.
  case unknownType(String)
  /// Two projections of one store share a name.
  case duplicateProjection(String)
  /// A projection follows a type the schema does not declare.
  case unknownProjectionType(projection: String, type: String)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .emptyTypeName: "a sync record type has an empty name"
    case .duplicateType(let name): "sync record type \"\(name)\" is declared twice"
    case .unknownReferenceTarget(let type, let field, let target):
      "\(type).\(field) references undeclared type \"\(target)\""
    case .invalidReferencePath(let type, let field): "\(type): \"\(field)\" is not a valid reference path"
    case .unknownType(let name): "no sync record type named \"\(name)\""
    case .duplicateProjection(let name): "sync projection \"\(name)\" is declared twice"
    case .unknownProjectionType(let projection, let type):
      "sync projection \"\(projection)\" follows undeclared type \"\(type)\""
    }
  }
}
