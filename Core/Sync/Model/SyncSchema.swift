/// The record types an app keeps in sync, checked once: unique names, known reference targets,
/// well-formed reference paths.
public struct SyncSchema: Sendable {
  /// The declared types, in declaration order.
  public let types: [SyncRecordType]
  private let typesByName: [String: SyncRecordType]
  private let referencePaths: [String: [(path: SyncFieldPath, target: String)]]

  /// Checks and indexes `types`.
  /// - Throws: ``SyncSchemaError`` naming the type and field at fault.
  public init(_ types: [SyncRecordType]) throws(SyncSchemaError) {
    var byName: [String: SyncRecordType] = [:]
    for type in types {
      guard !type.name.isEmpty else { throw .emptyTypeName }
      guard byName.updateValue(type, forKey: type.name) == nil else { throw .duplicateType(type.name) }
    }
    var paths: [String: [(path: SyncFieldPath, target: String)]] = [:]
    for type in types {
      var parsed: [(path: SyncFieldPath, target: String)] = []
      for (field, target) in type.references.sorted(by: { $0.key < $1.key }) {
        guard byName[target] != nil else {
          throw .unknownReferenceTarget(type: type.name, field: field, target: target)
        }
        guard let path = SyncFieldPath(field) else { throw .invalidReferencePath(type: type.name, field: field) }
        parsed.append((path, target))
      }
      paths[type.name] = parsed
    }
    self.types = types
    self.typesByName = byName
    self.referencePaths = paths
  }

  /// The type named `name`.
  /// - Throws: ``SyncSchemaError/unknownType(_:)``.
  public func type(named name: String) throws(SyncSchemaError) -> SyncRecordType {
    guard let type = typesByName[name] else { throw .unknownType(name) }
    return type
  }

  /// Every id `fields` of a `type` record references, with the referenced type.
  public func references(in fields: [String: JSONValue], of type: String) -> [SyncReferenceValue] {
    (referencePaths[type] ?? []).flatMap { reference in
      reference.path.strings(in: fields).map { SyncReferenceValue(id: $0, type: reference.target) }
    }
  }

  /// `fields` with every reference to `oldID` (a `target` record) replaced by `newID`.
  public func replacingReferences(
    to oldID: String, of target: String, with newID: String, in fields: [String: JSONValue], of type: String
  ) -> [String: JSONValue] {
    var result = fields
    for reference in referencePaths[type] ?? [] where reference.target == target {
      result = reference.path.replacing(oldID, with: newID, in: result)
    }
    return result
  }

  /// The names of the types whose records may reference a `target` record.
  public func referrers(of target: String) -> [String] {
    types.map(\.name).filter { name in referencePaths[name]?.contains { $0.target == target } ?? false }
  }
}
