import Foundation
import SharedCore

/// The Parties feature plug-in: customers and vendors with GSTIN validation, an exact ledger with
/// statements and ageing, payments with allocation, credit limits and merge, on the app's
/// offline-first sync.
///
/// It contributes the `parties` and `party-ledger-entries` record types and the
/// ``PartiesProjection`` to the app's sync (`ContainerBuilder/registerSync(_:)`), carried by the
/// app's shared business backend (`BackendDescriptor.business`). The module registers:
///
/// | Service | What | Lifetime |
/// |---|---|---|
/// | ``PartiesConfiguration`` | currency, credit policy, ageing buckets, GSTIN strictness | singleton |
/// | ``PartyBook`` | every party use case over the app's `any SyncStore` | `.scoped(.session)` |
/// | `any PartyAccountsClient` | the party book, as documents (bills) look parties up and post to accounts | `.scoped(.session)` |
/// | `any ReportingFactSource` named `"parties"` | ``PartiesReportingSource``: parties and payments for reports | singleton |
/// | ``PartiesViewModelFactory`` | the screens' view models | per resolution |
///
/// ```swift
/// let container = try Container(modules: [PlatformModule(…), PartiesModule()])
/// let book = try container.makeScope(.session).resolve(PartyBook.self)
/// let hits = try await book.search("asha")
/// ```
///
/// The host must register `any SyncStore` and `SyncEngine` (SharedPlatform's `PlatformModule`
/// does), and what every backend session is built from.
public struct PartiesModule: FeatureModule {
  /// The name of the backend carrying parties and their ledgers: the app's shared business API.
  public static let backendName = BackendDescriptor.business.name

  private let configuration: PartiesConfiguration
  private let now: @Sendable () -> Date

  /// The module with the business's settings, reading the time from `now` (a test's clock; the
  /// system's by default).
  public init(
    configuration: PartiesConfiguration = PartiesConfiguration(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.configuration = configuration
    self.now = now
  }

  /// Registers the feature's services (nothing is created until resolved).
  public func register(in builder: inout ContainerBuilder) throws {
    let configuration = configuration
    let now = now
    builder.register(PartiesConfiguration.self, lifetime: .singleton) { _ in configuration }
    builder.registerSharedBackend(.business)
    builder.register((any ReportingFactSource).self, name: "parties", lifetime: .singleton) { _ in
      PartiesReportingSource()
    }
    builder.registerSync(
      SyncContribution(
        feature: "parties", backend: Self.backendName, types: PartiesSyncTypes.all, projections: [PartiesProjection()]))
    builder.register(PartyBook.self, lifetime: .scoped(.session)) { r in
      try PartyBook(store: try r.resolve((any SyncStore).self), configuration: try r.resolve(), now: now)
    }
    builder.register((any PartyAccountsClient).self, lifetime: .scoped(.session)) { r in
      try r.resolve(PartyBook.self)
    }
    builder.register(PartiesViewModelFactory.self) { r in
      PartiesViewModelFactory(book: try r.resolve(), printing: try r.resolveIfRegistered((any PrintableTextCheck).self))
    }
  }
}
