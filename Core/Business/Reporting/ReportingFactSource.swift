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
/// The reports' projection calls ``facts(from:)`` inside the sync store's transaction for every
/// changed record of ``recordTypes``, and forgets every fact a record gave before when it changes or
/// goes away. So a source must be a pure function of the record: no I/O, no clock, no other record.
public protocol ReportingFactSource: Sendable {
  /// The record types the source reads (`"bill-documents"`).
  var recordTypes: [String] { get }

  /// The facts `record` stands for now: none for a record that carries no fact (a draft, an archived
  /// product's bookkeeping record), one or more otherwise.
  /// - Throws: an error naming the record when its fields are not what its type promises.
  func facts(from record: SyncRecord) throws -> [ReportingFact]
}
