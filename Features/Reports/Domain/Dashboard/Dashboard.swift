import Foundation
import SharedCore

/// The dashboard's figures for a period, read from the reports' running totals, and their live
/// updates.
///
/// ```swift
/// let dashboard = try scope.resolve(Dashboard.self)
/// for try await snapshot in dashboard.updates(for: .financialYear(startingIn: 2026)) {
///   salesLabel.text = snapshot.sales.description      // again after every invoice, payment or sync
/// }
/// ```
public struct Dashboard: Sendable {
  private let store: any SyncStore
  private let configuration: ReportsConfiguration
  private let now: @Sendable () -> Date

  /// The dashboard over `store`, judging "today" by `now` in the configuration's time zone.
  public init(
    store: any SyncStore, configuration: ReportsConfiguration, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.configuration = configuration
    self.now = now
  }

  /// Today, in the business's time zone.
  public var today: CalendarDate { CalendarDate(now(), in: configuration.timeZone) }

  /// The figures for `period`, with a series of `granularity` and top lists of `topCount` entries.
  public func snapshot(
    for period: ReportPeriod, granularity: DashboardSeries.Granularity = .month, topCount: Int = 5
  ) async throws -> DashboardSnapshot {
    let request = DashboardQueries.Request(
      period: period, today: today, granularity: granularity, topCount: topCount, currency: configuration.currency)
    // The three reads are independent: each goes to its own reader connection.
    async let rejected = store.rejectedMutations().count
    async let conflicts = store.conflicts().count
    var snapshot = try await store.read { db in try DashboardQueries.snapshot(request, in: db) }
    snapshot.badge.syncProblems = try await rejected + conflicts
    return snapshot
  }

  /// The financial years to offer in a picker, newest first: every year with a document, payment,
  /// expense or stock figure, and the current one.
  public func financialYears() async throws -> [ReportPeriod] {
    let current = ReportPeriod.financialYear(containing: today)
    guard let days = try await store.read({ db in try DashboardQueries.daysWithData(db) }) else { return [current] }
    let first = min(ReportPeriod.financialYear(containing: days.lowerBound).start.year, current.start.year)
    let last = max(ReportPeriod.financialYear(containing: days.upperBound).start.year, current.start.year)
    return (first...last).reversed().map { ReportPeriod.financialYear(startingIn: $0) }
  }

  /// The figures for `period` now, then again after every committed change to a record the
  /// reports follow (a local write, an upload's answer or another device's records arriving by
  /// sync). Cancelling the consuming task ends the stream.
  public func updates(
    for period: ReportPeriod, granularity: DashboardSeries.Granularity = .month, topCount: Int = 5
  ) -> AsyncThrowingStream<DashboardSnapshot, any Error> {
    let changes = store.committedChanges()
    return AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let task = Task {
        do {
          // The first value is empty: the initial load. Every later one may change a figure or the
          // badge (a refused change, a conflict), so each reads the totals again: a few hundred rows.
          for await _ in changes {
            continuation.yield(try await snapshot(for: period, granularity: granularity, topCount: topCount))
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
