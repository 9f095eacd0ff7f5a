import SharedCore

/// What is owed, split by how long it has been due: for receivables (customers owe) or payables
/// (the business owes).
public struct DashboardAgeing: Sendable, Hashable {
  /// One bucket of days past due.
  public struct Bucket: Sendable, Hashable {
    /// The bucket's label (`"Not due"`, `"1–30 days"`, `"Over 90 days"`).
    public var label: String
    /// The days past due it covers; `nil` for documents not yet due.
    public var daysPastDue: ClosedRange<Int>?
    /// What is outstanding in it.
    public var amount: Money
    /// How many documents.
    public var count: Int
  }

  /// Everything outstanding.
  public var total: Money
  /// The buckets, not-due first.
  public var buckets: [Bucket]

  /// What is overdue (every bucket but "not due").
  public var overdue: Money {
    Money(
      minorUnits: buckets.filter { $0.daysPastDue != nil }.reduce(0) { $0 + $1.amount.minorUnits },
      currency: total.currency)
  }
}
