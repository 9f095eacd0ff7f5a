import Foundation
import SharedCore

/// Open amounts by how long they are past due, as of a date: one amount per bucket of
/// ``PartyAgeingBuckets/all``, the first holding what is not yet due.
public struct PartyAgeing: Sendable, Hashable {
  /// The day the report is for.
  public var asOf: CalendarDate
  /// The buckets' boundaries.
  public var buckets: PartyAgeingBuckets
  /// The open amount in each bucket, in the order of ``PartyAgeingBuckets/all``.
  public var amounts: [Decimal]

  /// An empty report.
  public init(asOf: CalendarDate, buckets: PartyAgeingBuckets) {
    self.asOf = asOf
    self.buckets = buckets
    self.amounts = Array(repeating: 0, count: buckets.all.count)
  }

  /// Adds `amount` due on `dueDate` to the bucket of its days past due.
  public mutating func add(_ amount: Decimal, dueOn dueDate: CalendarDate) {
    let index = buckets.bucket(forDaysPastDue: asOf.dayNumber - dueDate.dayNumber)
    if index >= amounts.count { amounts += Array(repeating: 0, count: index + 1 - amounts.count) }
    amounts[index] += amount
  }

  /// Adds every bucket of `other` (same date and buckets) to this one.
  public mutating func add(_ other: PartyAgeing) {
    for index in amounts.indices where index < other.amounts.count { amounts[index] += other.amounts[index] }
  }

  /// The total of every bucket.
  public var total: Decimal { amounts.reduce(0, +) }

  /// Labels with their amounts.
  public var rows: [(label: String, amount: Decimal)] { Array(zip(buckets.labels, amounts)) }
}
