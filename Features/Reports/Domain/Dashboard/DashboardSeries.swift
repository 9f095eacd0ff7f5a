import SharedCore

/// Sales, purchases and expenses per day, week or month: the points of a chart (Swift Charts plots
/// ``points`` directly, one `BarMark` per point and figure).
public struct DashboardSeries: Sendable, Hashable {
  /// How long each point covers.
  public enum Granularity: String, Sendable, Hashable, CaseIterable {
    /// A day.
    case day
    /// A week starting on Monday (the first week of the period may start later).
    case week
    /// A calendar month.
    case month
  }

  /// One point of the series.
  public struct Point: Sendable, Hashable, Identifiable {
    /// The first day the point covers (inside the period).
    public var start: CalendarDate
    /// Net sales, taxes included.
    public var sales: Money
    /// Net purchases, taxes included.
    public var purchases: Money
    /// Expenses paid.
    public var expenses: Money

    /// The point's first day.
    public var id: CalendarDate { start }
  }

  /// How long each point covers.
  public var granularity: Granularity
  /// Every point of the period in order, zero where nothing happened.
  public var points: [Point]
}
