/// Makes the Reports screens' view models over the module's services.
public struct ReportsViewModelFactory: Sendable {
  private let dashboard: Dashboard
  private let expenses: ExpenseBook

  /// A factory over the dashboard and the expense book.
  public init(dashboard: Dashboard, expenses: ExpenseBook) {
    self.dashboard = dashboard
    self.expenses = expenses
  }

  /// The dashboard screen's view model.
  @MainActor public func makeDashboardViewModel() -> DashboardViewModel {
    DashboardViewModel(dashboard: dashboard)
  }

  /// The expense list screen's view model.
  @MainActor public func makeExpenseListViewModel(pageSize: Int = 50) -> ExpenseListViewModel {
    ExpenseListViewModel(book: expenses, pageSize: pageSize)
  }
}
