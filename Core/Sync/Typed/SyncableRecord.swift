/// A Swift value that is synced as one record type: its `Codable` form is the record's fields.
///
/// Declare the type once, with the references the engine must order and remap:
///
/// ```swift
/// struct Invoice: SyncableRecord {
///   static let syncType = SyncRecordType(
///     "invoices", path: ["v1", "invoices"], references: ["partyId": "parties", "lines[].productId": "products"])
///   var number: String
///   var partyId: String
///   var lines: [Line]
/// }
/// ```
///
/// Reference fields hold record ids as strings. An id the app got from a local create keeps
/// working after sync has replaced it with the server's. Keep exact amounts exact: `Money` and
/// `Decimal` values encoded as strings survive the trip unchanged.
public protocol SyncableRecord: Codable, Sendable {
  /// The record type: its name in the schema, its collection path, references and conflict policy.
  static var syncType: SyncRecordType { get }
}
