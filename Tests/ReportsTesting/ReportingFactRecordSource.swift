import Foundation
import SharedCore

/// The `ReportingFactSource` of ``ReportingFactRecord``s: a record's facts are the ones it carries.
public struct ReportingFactRecordSource: ReportingFactSource {
  /// ``ReportingFactRecord``'s type.
  public let recordTypes = [ReportingFactRecord.syncType.name]
  /// Version 1.
  public let version = 1

  /// The source.
  public init() {}

  /// The facts the record carries.
  /// - Throws: `SyncCollectionError.undecodable` for fields that are not a ``ReportingFactRecord``'s.
  public func facts(from record: SyncRecord) throws -> [ReportingFact] {
    try SyncCollection<ReportingFactRecord>.decode(record.fields, id: record.id).facts
  }
}
