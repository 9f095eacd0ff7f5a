/// One kind of record kept in sync: its name, where the server keeps it, which of its fields
/// reference other records, and who wins when two devices edit the same record.
///
/// A feature adopts sync by declaring its types and nothing else:
///
/// ```swift
/// extension SyncRecordType {
///   static let parties = SyncRecordType("parties", path: ["v1", "sync", "parties"])
///   static let products = SyncRecordType("products", path: ["v1", "sync", "products"])
///   static let invoices = SyncRecordType(
///     "invoices", path: ["v1", "sync", "invoices"],
///     references: ["partyId": "parties", "lines[].productId": "products"],
///     conflictPolicy: .localWins
///   )
/// }
/// let schema = try SyncSchema([.parties, .products, .invoices])
/// ```
public struct SyncRecordType: Sendable {
  /// The type's name, unique in a ``SyncSchema`` (`"invoices"`).
  public var name: String
  /// The collection's path below the API base URL (`["v1", "sync", "invoices"]`).
  public var path: [String]
  /// Fields holding ids of other records, keyed by field path (`"partyId"`, `"lines[].productId"`),
  /// valued by the referenced type's name.
  public var references: [String: String]
  /// Who wins when the server holds a newer version than the one a local change was based on.
  public var conflictPolicy: SyncConflictPolicy
  /// Whether records of this type are immutable facts (stock movements, ledger entries): they are
  /// only ever created, so two devices adding records concurrently both count and never conflict.
  /// Updating or deleting one throws ``SyncStoreError/appendOnly(type:)``; corrections are new records.
  public var isAppendOnly: Bool

  /// Declares a record type.
  /// - Parameters:
  ///   - name: The type's name, unique in its schema.
  ///   - path: The collection's path segments below the API base URL.
  ///   - references: Field paths holding record ids → the referenced type's name. A path is a
  ///     field name, optionally through arrays of objects: `"lines[].productId"`.
  ///   - conflictPolicy: Defaults to ``SyncConflictPolicy/serverWins``.
  ///   - isAppendOnly: Whether records are only ever created; see ``isAppendOnly``.
  public init(
    _ name: String,
    path: [String],
    references: [String: String] = [:],
    conflictPolicy: SyncConflictPolicy = .serverWins,
    isAppendOnly: Bool = false
  ) {
    self.name = name
    self.path = path
    self.references = references
    self.conflictPolicy = conflictPolicy
    self.isAppendOnly = isAppendOnly
  }
}
