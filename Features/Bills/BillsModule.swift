import Foundation
import SharedCore

/// The Bills feature plug-in: invoices, bills, quotations, orders, challans, pro-formas and notes
/// with the exact totals engine, gap-free numbering from reserved blocks, payments, and stock and
/// ledger postings, on the app's offline-first sync.
///
/// It contributes the `bill-documents`, `bill-payments`, `bill-number-blocks`, `bill-reminder-settings` and
/// `bill-reminder-parties` record types and the ``BillsProjection`` and ``BillRemindersProjection`` to the
/// app's sync (`ContainerBuilder/registerSync(_:)`), carried by the app's shared business backend
/// (`BackendDescriptor.business`), the same client and token session as Products and Parties. The
/// module registers:
///
/// | Service | What | Lifetime |
/// |---|---|---|
/// | ``BillsConfiguration`` | device, number patterns, financial year, block size | singleton |
/// | ``BillCalculator`` | the totals engine (India's GST rate table) | singleton |
/// | `any PrintableTextCheck` | ``BillFontCoverage``: what the invoice fonts print, for the product and party forms | singleton |
/// | `any ReportingFactSource` named `"bills"` | ``BillsReportingSource``: issued documents for reports | singleton |
/// | `any BillsRepository` | every bill use case (``SyncBillsRepository``) | `.scoped(.session)` |
/// | ``BillsViewModelFactory`` | the screens' view models (PDFs as the configuration says) | `.scoped(.session)` |
/// | `any BillRemindersRepository` | payment-reminder settings and party preferences (``SyncBillRemindersRepository``) | `.scoped(.session)` |
/// | ``BillReminderReconciler`` | schedules the open invoices' reminders on the container's `any LocalNotificationScheduler`, their ids in the open company's namespace | `.scoped(.session)` |
///
/// When the container holds the open company's `any CompanyDocumentSettingsSource` (SettingsFeature's
/// `SettingsModule` registers it), its number templates write the documents' numbers, PDFs print its
/// seller, language, UPI code, images and composition declaration, and reminders are signed with its
/// business name and pay its UPI id; ``BillsConfiguration`` answers whatever it leaves unset.
///
/// PDFs are shaped with the container's `any TextShaper` (SharedPlatform's `PlatformModule` registers
/// the system's).
/// Documents reference parties and products, and their postings go through the container's
/// `any PartyAccountsClient` and `any InventoryClient`: compose `PartiesModule` and `ProductsModule`
/// (which register them) too, or register implementations of your own.
///
/// ```swift
/// let container = try Container(modules: [
///   PlatformModule(…), ProductsModule(), PartiesModule(), BillsModule(configuration: .init(deviceID: "till-1")),
/// ])
/// let bills = try container.makeScope(.session).resolve((any BillsRepository).self)
/// let issued = try await bills.issue(try await bills.createDraft(invoice).id)
/// ```
///
/// The host must register `any SyncStore` and `SyncEngine` (SharedPlatform's `PlatformModule`
/// does), and what every backend session is built from.
public struct BillsModule: FeatureModule {
  /// The name of the backend carrying documents, payments and number blocks: the app's shared
  /// business API.
  public static let backendName = BackendDescriptor.business.name

  private let configuration: BillsConfiguration
  private let now: @Sendable () -> Date

  /// The module with the business's settings, reading the time from `now` (a test's clock; the
  /// system's by default).
  public init(configuration: BillsConfiguration, now: @escaping @Sendable () -> Date = { Date() }) {
    self.configuration = configuration
    self.now = now
  }

  /// Registers the feature's services (nothing is created until resolved).
  public func register(in builder: inout ContainerBuilder) throws {
    let configuration = configuration
    let now = now
    builder.register(BillsConfiguration.self, lifetime: .singleton) { _ in configuration }
    builder.register(BillCalculator.self, lifetime: .singleton) { _ in BillCalculator() }
    builder.register((any PrintableTextCheck).self, lifetime: .singleton) { _ in BillFontCoverage() }
    builder.register((any ReportingFactSource).self, name: "bills", lifetime: .singleton) { _ in
      BillsReportingSource(financialYearStartMonth: configuration.financialYearStartMonth)
    }
    builder.registerSharedBackend(.business)
    builder.registerSync(
      SyncContribution(
        feature: "bills", backend: Self.backendName, types: BillsSyncTypes.all,
        projections: [BillsProjection(), BillRemindersProjection()]))
    builder.register((any BillsRepository).self, lifetime: .scoped(.session)) { r in
      try SyncBillsRepository(
        store: try r.resolve((any SyncStore).self), inventory: try r.resolve((any InventoryClient).self),
        accounts: try r.resolve((any PartyAccountsClient).self), configuration: try r.resolve(),
        calculator: try r.resolve(),
        documentSettings: try r.resolveIfRegistered((any CompanyDocumentSettingsSource).self), now: now)
    }
    builder.register(BillsViewModelFactory.self, lifetime: .scoped(.session)) { r in
      let configuration = try r.resolve(BillsConfiguration.self)
      return BillsViewModelFactory(
        repository: try r.resolve((any BillsRepository).self),
        parties: try r.resolve((any PartyAccountsClient).self), products: try r.resolve((any InventoryClient).self),
        seller: configuration.seller,
        documentSettings: try r.resolveIfRegistered((any CompanyDocumentSettingsSource).self),
        pdfDirectory: configuration.pdfDirectory, amountFormatter: configuration.amountFormatter,
        amountInWords: configuration.amountInWords, shaper: try r.resolve((any TextShaper).self),
        bus: try r.resolveIfRegistered(EventBus.self))
    }
    builder.register((any BillRemindersRepository).self, lifetime: .scoped(.session)) { r in
      try SyncBillRemindersRepository(store: try r.resolve((any SyncStore).self))
    }
    builder.register(BillReminderReconciler.self, lifetime: .scoped(.session)) { r in
      let configuration = try r.resolve(BillsConfiguration.self)
      return BillReminderReconciler(
        bills: try r.resolve((any BillsRepository).self), reminders: try r.resolve((any BillRemindersRepository).self),
        accounts: try r.resolve((any PartyAccountsClient).self),
        scheduler: try r.resolve((any LocalNotificationScheduler).self),
        composer: BillReminderComposer(
          businessName: configuration.seller?.name ?? "", upiPayee: configuration.upiPayee),
        documentSettings: try r.resolveIfRegistered((any CompanyDocumentSettingsSource).self),
        deepLinkBase: configuration.reminderLinkBase,
        namespace: (try? r.container.scopeContext(Company.self, of: .company))?.id.rawValue, now: now)
    }
  }
}
