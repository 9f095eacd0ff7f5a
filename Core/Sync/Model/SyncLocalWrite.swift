/// One local change in a batch that ``SyncStore/commit(_:)`` applies in one transaction.
///
/// ```swift
/// let records = try await store.commit([
///   .create(type: "products", fields: ["name": "Green Tea", "sku": "TEA-1"]),
///   .update(type: "products", id: salt.id, fields: ["name": "Salt 1 kg", "sku": "SALT-1"]),
/// ])
/// ```
public enum SyncLocalWrite: Sendable, Hashable {
  /// A new record of `type`, given a fresh local id.
  case create(type: String, fields: [String: JSONValue])
  /// New fields for the record `id` of `type`.
  case update(type: String, id: String, fields: [String: JSONValue])
  /// The deletion of the record `id` of `type`.
  case delete(type: String, id: String)

  /// The record type the write changes.
  public var type: String {
    switch self {
    case .create(let type, _), .update(let type, _, _), .delete(let type, _): type
    }
  }

  /// Whether the write creates a record (the only write an append-only type accepts).
  public var isCreate: Bool {
    if case .create = self { true } else { false }
  }
}
