/// One bucket of an ageing report: a range of days past due, both ends included.
///
/// Days past due are counted from the due date to the report's date: an item due on the report's
/// date is 0 days past due, one due the day before is 1. An item due after the report's date is not
/// yet due (negative days), and only the first bucket, ``notDue``, holds it.
public struct PartyAgeingBucket: Sendable, Hashable {
  /// The fewest days past due the bucket holds; `nil` for the not-due bucket, which has no lower end.
  public let firstDay: Int?
  /// The most days past due the bucket holds; `nil` for the last, open-ended bucket.
  public let lastDay: Int?

  /// A bucket from `firstDay` through `lastDay` days past due (`nil` for an open end).
  public init(firstDay: Int?, lastDay: Int?) {
    self.firstDay = firstDay
    self.lastDay = lastDay
  }

  /// Items due after the report's date: -1 days past due and fewer.
  public static let notDue = PartyAgeingBucket(firstDay: nil, lastDay: -1)

  /// Whether an item `daysPastDue` days past due falls in the bucket.
  public func contains(daysPastDue: Int) -> Bool {
    (firstDay.map { daysPastDue >= $0 } ?? true) && (lastDay.map { daysPastDue <= $0 } ?? true)
  }

  /// `Not due`, `0–30`, `31–60`, `91+`.
  public var label: String {
    switch (firstDay, lastDay) {
    case (nil, _): "Not due"
    case (let first?, nil): "\(first)+"
    case (let first?, let last?): "\(first)–\(last)"
    }
  }
}
