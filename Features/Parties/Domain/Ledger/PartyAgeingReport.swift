import Foundation
import SharedCore

/// Every party's ageing as of one date, with the total.
public struct PartyAgeingReport: Sendable, Hashable {
  /// One party's row.
  public struct Row: Sendable, Hashable {
    /// The party.
    public var party: Party
    /// Its open amounts by bucket.
    public var ageing: PartyAgeing
  }

  /// The day the report is for.
  public var asOf: CalendarDate
  /// The buckets.
  public var buckets: PartyAgeingBuckets
  /// The parties with something open, by name.
  public var rows: [Row] = []

  /// An empty report.
  public init(asOf: CalendarDate, buckets: PartyAgeingBuckets) {
    self.asOf = asOf
    self.buckets = buckets
  }

  /// The buckets summed over every party.
  public var total: PartyAgeing {
    rows.reduce(into: PartyAgeing(asOf: asOf, buckets: buckets)) { $0.add($1.ageing) }
  }
}
