/// The day boundaries of an ageing report: `[30, 60, 90]` gives 0–30, 31–60, 61–90 and 90+ days past
/// due. Items not yet due fall in the first bucket.
public struct PartyAgeingBuckets: Sendable, Hashable, Codable {
  /// The last day of every bucket but the open-ended one, ascending.
  public let boundaries: [Int]

  /// Buckets ending on `boundaries` (sorted, duplicates and non-positive days dropped), plus one
  /// open-ended bucket.
  public init(boundaries: [Int] = [30, 60, 90]) {
    self.boundaries = Array(Set(boundaries.filter { $0 > 0 })).sorted()
  }

  /// The bucket labels: `0–30`, `31–60`, `61–90`, `90+`.
  public var labels: [String] {
    var lower = 0
    var labels: [String] = []
    for upper in boundaries {
      labels.append("\(lower)–\(upper)")
      lower = upper + 1
    }
    labels.append("\((boundaries.last ?? 0))+")
    return labels
  }

  /// The index of the bucket for an item `daysPastDue` days past due (negative: not yet due).
  public func bucket(forDaysPastDue daysPastDue: Int) -> Int {
    boundaries.firstIndex { daysPastDue <= $0 } ?? boundaries.count
  }
}
