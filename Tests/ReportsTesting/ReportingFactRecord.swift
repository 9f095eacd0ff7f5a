import Foundation
import SharedCore

/// A record that carries reporting facts as they are, for tests: the testbed's own record type, so a
/// test feeds the reports any documents, payments, parties, products or stock movements without
/// composing the features that make them.
public struct ReportingFactRecord: SyncableRecord, Hashable {
  /// The facts the record stands for.
  public var facts: [ReportingFact]

  /// A record of `facts`.
  public init(facts: [ReportingFact]) { self.facts = facts }

  /// `reporting-test-facts`.
  public static let syncType = SyncRecordType(
    "reporting-test-facts", path: ["v1", "sync", "reporting-test-facts"])
}
