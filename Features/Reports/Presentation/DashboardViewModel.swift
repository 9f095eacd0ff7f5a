import Foundation
import SharedCore

/// The dashboard screen: the figures of the chosen period, live, the financial years to pick from,
/// the quick actions, and the badge.
///
/// ```swift
/// let model = factory.makeDashboardViewModel()
/// model.start()                                  // loads, then follows every write and sync
/// model.choose(.financialYear(startingIn: 2025))
/// Text(model.state.snapshot.value?.sales.description ?? "—")
/// ```
@MainActor
public final class DashboardViewModel: StatefulViewModel<DashboardViewModel.State> {
  /// What the screen shows.
  public struct State: Sendable, Equatable {
    /// The period shown.
    public var period: ReportPeriod
    /// How the chart groups days.
    public var granularity: DashboardSeries.Granularity
    /// The figures, refreshed after every change.
    public var snapshot: ResourceState<DashboardSnapshot, AppError>
    /// The financial years to offer, newest first.
    public var financialYears: [ReportPeriod]
    /// The quick actions, in order.
    public var quickActions: [DashboardRoute]

    /// What needs attention (zero until the first load).
    public var badge: DashboardBadge {
      snapshot.value?.badge ?? DashboardBadge(overdueInvoices: 0, lowStockProducts: 0, syncProblems: 0)
    }
  }

  private let dashboard: Dashboard

  /// A view model showing the current financial year by month.
  public init(dashboard: Dashboard) {
    self.dashboard = dashboard
    let current = ReportPeriod.financialYear(containing: dashboard.today)
    super.init(
      initialState: State(
        period: current, granularity: .month, snapshot: .idle, financialYears: [current],
        quickActions: DashboardRoute.quickActions))
  }

  /// Loads the figures and the years, and keeps the figures current until closed.
  public func start() {
    follow()
    tasks.run("years") { [weak self, dashboard] in
      guard let years = try? await dashboard.financialYears(), !Task.isCancelled else { return }
      self?.update { $0.financialYears = years }
    }
  }

  /// Shows `period` instead (a financial year from the picker, or any range).
  public func choose(_ period: ReportPeriod) {
    update { $0.period = period }
    follow()
  }

  /// Groups the chart by `granularity`.
  public func group(by granularity: DashboardSeries.Granularity) {
    update { $0.granularity = granularity }
    follow()
  }

  private func follow() {
    let period = state.period
    let granularity = state.granularity
    load(\.snapshot, key: "snapshot") { [dashboard] in
      dashboard.updates(for: period, granularity: granularity).map { @Sendable snapshot in
        ResourceState<DashboardSnapshot, AppError>.success(snapshot, origin: .local)
      }
    }
  }
}
