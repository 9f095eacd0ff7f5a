import Foundation

/// Typed access to one record type of a ``SyncStore``: values in, values out, with every write
/// applied locally at once and queued for upload in the same transaction.
///
/// ```swift
/// let invoices = try SyncCollection<Invoice>(store: store)
/// let draft = try await invoices.create(Invoice(number: "INV-1", partyId: party.id, lines: lines))
/// try await engine.sync()
/// let stored = try await invoices.record(draft.id)   // the local id still finds it
/// ```
///
/// Values are encoded with SharedCore's JSON conventions (ISO 8601 dates, sorted keys), the form
/// the server receives. A stored record that no longer decodes (say, after a field became
/// required) throws ``SyncCollectionError/undecodable(type:id:field:reason:)`` naming the record
/// and the field, instead of being skipped.
public struct SyncCollection<Value: SyncableRecord>: Sendable {
  /// The store holding the records.
  public let store: any SyncStore
  /// The record type's name in the store's schema.
  public var typeName: String { Value.syncType.name }

  /// Typed access to `store`'s records of `Value`'s type.
  /// - Throws: ``SyncCollectionError/typeNotInSchema(_:)`` when the store's schema lacks the type.
  public init(store: any SyncStore) throws(SyncCollectionError) {
    guard store.schema.types.contains(where: { $0.name == Value.syncType.name }) else {
      throw .typeNotInSchema(Value.syncType.name)
    }
    self.store = store
  }

  /// Creates the record locally with a fresh local id and queues its upload.
  public func create(_ value: Value) async throws -> SyncedRecord<Value> {
    try typed(try await store.create(typeName, fields: try fields(of: value)))
  }

  /// Replaces the record's fields locally and queues the change.
  public func update(_ id: String, to value: Value) async throws -> SyncedRecord<Value> {
    try typed(try await store.update(typeName, id: id, fields: try fields(of: value)))
  }

  /// Deletes the record locally and queues the delete.
  public func delete(_ id: String) async throws {
    try await store.delete(typeName, id: id)
  }

  // MARK: - Batches

  /// The write that creates `value`, for ``commit(_:)`` (or ``SyncStore/commit(_:)`` with writes
  /// of other types).
  public func creating(_ value: Value) throws(SyncCollectionError) -> SyncLocalWrite {
    .create(type: typeName, fields: try fields(of: value))
  }

  /// The write that replaces the record `id` with `value`, for ``commit(_:)``.
  public func updating(_ id: String, to value: Value) throws(SyncCollectionError) -> SyncLocalWrite {
    .update(type: typeName, id: id, fields: try fields(of: value))
  }

  /// The write that deletes the record `id`, for ``commit(_:)``.
  public func deleting(_ id: String) -> SyncLocalWrite {
    .delete(type: typeName, id: id)
  }

  /// Applies `writes` locally and queues them, in one transaction: all of them or none.
  ///
  /// ```swift
  /// let saved = try await products.commit(imported.map { try products.creating($0) })
  /// ```
  /// - Returns: For each write, the record as stored when it is one of this type (`nil` for a
  ///   delete or another type's write).
  public func commit(_ writes: [SyncLocalWrite]) async throws -> [SyncedRecord<Value>?] {
    try await store.commit(writes).map { record in
      guard let record, record.type == typeName else { return nil }
      return try typed(record)
    }
  }

  /// The record, if it exists and is not deleted.
  public func record(_ id: String) async throws -> SyncedRecord<Value>? {
    try await store.record(typeName, id: id).map(typed)
  }

  /// Every record of the type that is not deleted, local changes included.
  public func all() async throws -> [SyncedRecord<Value>] {
    try await store.records(of: typeName).map(typed)
  }

  /// The records with a top-level text field containing `text` (case-insensitive).
  public func search(_ text: String) async throws -> [SyncedRecord<Value>] {
    try await store.search(typeName, text: text).map(typed)
  }

  /// The open conflicts of this type, oldest first; decode either side with ``value(of:id:)``.
  public func conflicts() async throws -> [SyncConflict] {
    try await store.conflicts().filter { $0.type == typeName }
  }

  /// The changes of this type the server refused, oldest first, with its reasons.
  public func rejectedMutations() async throws -> [SyncMutation] {
    try await store.rejectedMutations().filter { $0.type == typeName }
  }

  /// Decodes a record's fields (a stored record, or either side of a conflict).
  /// - Throws: ``SyncCollectionError/undecodable(type:id:field:reason:)``.
  public func value(of fields: [String: JSONValue], id: String) throws(SyncCollectionError) -> Value {
    try Self.decode(fields, id: id)
  }

  /// Decodes a record's fields without a store: for a ``SyncProjection`` reading the records it is
  /// handed.
  /// - Throws: ``SyncCollectionError/undecodable(type:id:field:reason:)``.
  public static func decode(_ fields: [String: JSONValue], id: String) throws(SyncCollectionError) -> Value {
    do {
      return try JSONValueDecoder().decode(Value.self, from: .object(fields))
    } catch let error as DecodingError {
      let (field, reason) = describe(error)
      throw .undecodable(type: Value.syncType.name, id: id, field: field, reason: reason)
    } catch {
      throw .undecodable(type: Value.syncType.name, id: id, field: "", reason: "\(error)")
    }
  }

  // MARK: - Encoding

  private func fields(of value: Value) throws(SyncCollectionError) -> [String: JSONValue] {
    let json: JSONValue
    do {
      json = try JSONValueEncoder().encode(value)
    } catch {
      throw .unencodable(type: typeName, reason: "\(error)")
    }
    guard case .object(let fields) = json else {
      throw .unencodable(type: typeName, reason: "it encodes to \(json), not an object of fields")
    }
    return fields
  }

  private func typed(_ record: SyncRecord) throws(SyncCollectionError) -> SyncedRecord<Value> {
    SyncedRecord(
      id: record.id, value: try value(of: record.fields, id: record.id), version: record.version, status: record.status)
  }

  /// The field path and reason of a decoding error: `lines[0].quantity`, "expected a number".
  private static func describe(_ error: DecodingError) -> (field: String, reason: String) {
    func path(_ keys: [any CodingKey]) -> String {
      keys.reduce(into: "") { path, key in
        if let index = key.intValue {
          path += "[\(index)]"
        } else {
          path += path.isEmpty ? key.stringValue : "." + key.stringValue
        }
      }
    }
    switch error {
    case .keyNotFound(let key, let context):
      return (path(context.codingPath + [key]), "missing")
    case .typeMismatch(let type, let context):
      return (path(context.codingPath), "expected \(type): \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      return (path(context.codingPath), "expected \(type), found null")
    case .dataCorrupted(let context):
      return (path(context.codingPath), context.debugDescription)
    @unknown default:
      return ("", "\(error)")
    }
  }
}
