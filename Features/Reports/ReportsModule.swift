import Foundation
import SharedCore

/// The Reports feature plug-in: expenses on the app's offline-first sync, the live dashboard, the GST
/// returns and the registers, built from the facts every other feature hands over through
/// `ReportingFactSource`.
///
/// It contributes the `expenses` and `expense-categories` record types and the
/// ``ReportsProjection`` over every registered `ReportingFactSource` to the app's sync, carried by the
/// app's shared business backend (`BackendDescriptor.business`). The module registers:
///
/// | Service | What | Lifetime |
/// |---|---|---|
/// | ``ReportsConfiguration`` | currency, time zone, default expense categories | singleton |
/// | ``ExpenseBook`` | recording, listing and importing expenses | `.scoped(.session)` |
/// | ``Dashboard`` | the dashboard's figures for a period | `.scoped(.session)` |
/// | ``GSTFiling`` | GSTR-1 and GSTR-3B from the period's documents and expenses | `.scoped(.session)` |
/// | ``ReportRegisters`` | sales, purchase and expense registers, party statements, stock summary, day book | `.scoped(.session)` |
/// | ``ReportsViewModelFactory`` | the screens' view models | per resolution |
///
/// ```swift
/// let container = try Container(modules: [
///   PlatformModule(…), PartiesModule(), ProductsModule(), BillsModule(), ReportsModule(),
/// ])
/// let dashboard = try container.makeScope(.session).resolve(Dashboard.self)
/// let today = try await dashboard.snapshot(for: .financialYear(startingIn: 2026))
/// ```
///
/// Expenses name their vendor as a party, so the app registers PartiesFeature's module too.
public struct ReportsModule: FeatureModule {
  /// The name of the backend carrying expenses: the app's shared business API.
  public static let backendName = BackendDescriptor.business.name

  private let configuration: ReportsConfiguration
  private let now: @Sendable () -> Date

  /// The module with the business's settings, reading the time from `now` (a test's clock; the
  /// system's by default).
  public init(
    configuration: ReportsConfiguration = ReportsConfiguration(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.configuration = configuration
    self.now = now
  }

  /// Registers the feature's services (nothing is created until resolved).
  public func register(in builder: inout ContainerBuilder) throws {
    let configuration = configuration
    let now = now
    builder.register(ReportsConfiguration.self, lifetime: .singleton) { _ in configuration }
    builder.registerSharedBackend(.business)
    builder.register(SyncContribution.self, name: "reports", lifetime: .singleton) { r in
      let sources = try r.container.resolveAll((any ReportingFactSource).self)
      return SyncContribution(
        feature: "reports", backend: Self.backendName, types: ReportsSyncTypes.all,
        projections: [ReportsProjection(sources: sources)])
    }
    builder.register(ExpenseBook.self, lifetime: .scoped(.session)) { r in
      try ExpenseBook(store: try r.resolve((any SyncStore).self), configuration: try r.resolve())
    }
    builder.register(Dashboard.self, lifetime: .scoped(.session)) { r in
      Dashboard(
        store: try r.resolve((any SyncStore).self), configuration: try r.resolve(), now: now)
    }
    builder.register(GSTFiling.self, lifetime: .scoped(.session)) { r in
      GSTFiling(store: try r.resolve((any SyncStore).self))
    }
    builder.register(ReportRegisters.self, lifetime: .scoped(.session)) { r in
      ReportRegisters(store: try r.resolve((any SyncStore).self), configuration: try r.resolve())
    }
    builder.register(ReportsViewModelFactory.self) { r in
      ReportsViewModelFactory(dashboard: try r.resolve(), expenses: try r.resolve())
    }
  }
}
