import Foundation
import SharedCore

/// The Products feature plug-in: the catalog, stock ledger, barcode lookup, CSV import/export and
/// offline search, on the app's offline-first sync.
///
/// It contributes the `products` and `stock-movements` record types and the
/// ``ProductCatalogProjection`` to the app's sync (`ContainerBuilder/registerSync(_:)`), carried by
/// the app's shared business backend ``backend``. The platform composes the
/// store and engine; the module registers:
///
/// | Service | What | Lifetime |
/// |---|---|---|
/// | ``ProductsConfiguration`` | currency, GST rates, custom fields, stock policy, alerts | singleton |
/// | ``ProductCatalog`` | every product use case over the app's `any SyncStore`, with the open company's product fields when an `any CompanyProductFieldsSource` is registered (SettingsFeature's `SettingsModule`) | `.scoped(.session)` |
/// | `any InventoryClient` | the catalog, as documents (bills) look products up and post stock | `.scoped(.session)` |
/// | `any ReportingFactSource` named `"products"` | ``ProductsReportingSource``: products and stock movements for reports | singleton |
/// | ``ProductsViewModelFactory`` | the screens' view models | per resolution |
///
/// Resolve the catalog from the scope made at sign-in and close the scope at logout. The records
/// are not per session: they stay in the sync store in `PlatformModule`'s data directory, so the
/// next user signing in on the same container sees them, and changes still waiting to upload are
/// sent with that user's tokens. Give each account its own data directory (one container per
/// account) to keep accounts' offline data apart; <doc:GettingStartedWithProducts> explains
/// logout and switching users.
///
/// ```swift
/// let container = try Container(modules: [PlatformModule(…), ProductsModule()])
/// let session = container.makeScope(.session)
/// let catalog = try session.resolve(ProductCatalog.self)
/// let hits = try await catalog.search("basm")
/// ```
///
/// The host must register `any SyncStore` and `SyncEngine` (SharedPlatform's `PlatformModule`
/// does), and what every backend session is built from.
public struct ProductsModule: FeatureModule {
  /// The name of the backend carrying products and stock movements: the app's shared business
  /// API (`BackendDescriptor.business`).
  public static let backendName = BackendDescriptor.business.name

  /// The app's business API (`BackendDescriptor.business`: base URL, error envelope, token
  /// refresh), registered with `registerSharedBackend(_:)`, so Products, Parties and Bills share one
  /// client and one token session. Sign in with `BusinessAuthEndpoints.signIn(username:password:)`
  /// and the `BackendSession` named ``backendName``.
  public static let backend = BackendDescriptor.business

  private let configuration: ProductsConfiguration
  private let now: @Sendable () -> Date

  /// The module with the business's settings, reading the time from `now` (a test's clock; the
  /// system's by default).
  public init(
    configuration: ProductsConfiguration = ProductsConfiguration(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.configuration = configuration
    self.now = now
  }

  /// Registers the feature's services (nothing is created until resolved).
  public func register(in builder: inout ContainerBuilder) throws {
    let configuration = configuration
    let now = now
    builder.register(ProductsConfiguration.self, lifetime: .singleton) { _ in configuration }
    builder.register((any ReportingFactSource).self, name: "products", lifetime: .singleton) { _ in
      ProductsReportingSource(timeZone: configuration.timeZone)
    }
    builder.registerSharedBackend(Self.backend)
    builder.registerSync(
      SyncContribution(
        feature: "products", backend: Self.backendName, types: ProductsSyncTypes.all,
        projections: [ProductCatalogProjection()]))
    builder.register(ProductCatalog.self, lifetime: .scoped(.session)) { r in
      try ProductCatalog(
        store: try r.resolve((any SyncStore).self), configuration: try r.resolve(),
        productFields: try r.resolveIfRegistered((any CompanyProductFieldsSource).self), now: now)
    }
    builder.register((any InventoryClient).self, lifetime: .scoped(.session)) { r in
      try r.resolve(ProductCatalog.self)
    }
    builder.register(ProductsViewModelFactory.self) { r in
      ProductsViewModelFactory(
        catalog: try r.resolve(), printing: try r.resolveIfRegistered((any PrintableTextCheck).self))
    }
  }
}
