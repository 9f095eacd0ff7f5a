/// The buckets of an ageing report, by days past due: items not yet due, then one bucket ending on
/// each boundary, then one open-ended bucket. `[30, 60, 90]` (the default) gives:
///
/// | bucket | days past due | due date, for a report as of 30 June |
/// |---|---|---|
/// | Not due | -1 and fewer | 1 July or later |
/// | 0–30 | 0 through 30 (due on the report's date counts as 0) | 31 May through 30 June |
/// | 31–60 | 31 through 60 | 1 May through 30 May |
/// | 61–90 | 61 through 90 | 1 April through 30 April |
/// | 91+ | 91 and more | 31 March or earlier |
///
/// The buckets are disjoint and cover every day, so an open item is in exactly one of them and the
/// buckets add up to what is open.
public struct PartyAgeingBuckets: Sendable, Hashable, Codable {
  /// The last day past due of every bucket between the not-due and the open-ended one, ascending.
  public let boundaries: [Int]

  /// Buckets ending on `boundaries` (sorted, duplicates and days that are not positive dropped),
  /// after the not-due bucket and before one open-ended bucket.
  public init(boundaries: [Int] = [30, 60, 90]) {
    self.boundaries = Array(Set(boundaries.filter { $0 > 0 })).sorted()
  }

  /// Every bucket in order: ``PartyAgeingBucket/notDue``, one per boundary, and the open-ended one.
  public var all: [PartyAgeingBucket] {
    var buckets = [PartyAgeingBucket.notDue]
    var first = 0
    for last in boundaries {
      buckets.append(PartyAgeingBucket(firstDay: first, lastDay: last))
      first = last + 1
    }
    buckets.append(PartyAgeingBucket(firstDay: first, lastDay: nil))
    return buckets
  }

  /// The bucket labels: `Not due`, `0–30`, `31–60`, `61–90`, `91+`.
  public var labels: [String] { all.map(\.label) }

  /// The index in ``all`` of the bucket for an item `daysPastDue` days past due (negative: not yet
  /// due).
  public func bucket(forDaysPastDue daysPastDue: Int) -> Int {
    guard daysPastDue >= 0 else { return 0 }
    return 1 + (boundaries.firstIndex { daysPastDue <= $0 } ?? boundaries.count)
  }
}
