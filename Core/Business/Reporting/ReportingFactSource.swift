import Foundation

/// Turns one feature's synced records into ``ReportingFact``s, so reports follow the feature's data
/// without depending on its types.
///
/// A feature registers its source in the container under its own name:
///
/// ```swift
/// builder.register((any ReportingFactSource).self, name: "orders", lifetime: .singleton) { _ in
///   OrdersReportingSource()
/// }
/// ```
///
/// A source is a small value:
///
/// ```swift
/// struct OrdersReportingSource: ReportingFactSource {
///   let recordTypes = ["orders"]
///   let version = 1
///   func facts(from record: SyncRecord) throws -> [ReportingFact] {
///     guard case .string(let partyID)? = record.fields["partyId"] else { return [] }
///     return [.party(ReportingParty(id: partyID, name: partyID))]
///   }
/// }
/// ```
///
/// The reports' projection calls ``facts(from:)`` inside the sync store's transaction for every
/// changed record of ``recordTypes``, and forgets every fact a record gave before when it changes or
/// goes away. So a source must be a pure function of the record: no I/O, no clock, no other record.
public protocol ReportingFactSource: Sendable {
  /// The record types the source reads (`"bill-documents"`).
  var recordTypes: [String] { get }
  /// The version of what ``facts(from:)`` makes of a record: bump it when that changes, and the
  /// reports rebuild their tables from every record.
  var version: Int { get }

  /// The facts `record` stands for now: none for a record that carries no fact (a draft, an archived
  /// product's bookkeeping record), one or more otherwise.
  /// - Throws: an error naming the record when its fields are not what its type promises.
  func facts(from record: SyncRecord) throws -> [ReportingFact]
}
