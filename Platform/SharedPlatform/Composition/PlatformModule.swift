import Foundation
import SharedCore

/// Registers this platform's implementations of SharedCore's service protocols.
///
/// Compose it first, then the feature modules, which resolve these by their Core protocol:
///
/// ```swift
/// let platform = PlatformModule(
///   applicationID: "com.example.shop", dataDirectory: appSupportURL, configuration: configuration)
/// let container = try Container(modules: [platform, DPPModule(apiKey: traceWiseAPIKey)])
/// ```
///
/// | registered type | implementation | lifetime |
/// |---|---|---|
/// | `CoreConfiguration` | the value given, once it passes `validate()` | singleton |
/// | `any CryptoProvider` | ``SystemCrypto`` (CryptoKit / libcrypto) | singleton |
/// | `any CertificateChainVerifier` | ``SystemCertificateChainVerifier`` (SecTrust / libcrypto) | singleton |
/// | `any TextShaper` | ``SystemTextShaper`` (Core Text / HarfBuzz) | singleton |
/// | `any AppLogger` | `OSLogLogger` on Apple, ``ConsoleLogger`` (stderr) elsewhere; level and masking from `logging` | singleton |
/// | `any Transport` | `URLSessionTransport(configuration:crypto:)`: timeouts, cellular, concurrency, pinning | singleton |
/// | `EventBus` | a new bus | singleton |
/// | `any SecureStorage` | `KeychainSecureStorage` on Apple, ``EncryptedFileSecureStorage`` elsewhere: records in `<dataDirectory>/secure-storage/`, the key apart in ``keyDirectory`` | singleton |
/// | `any TokenStoreFactory` | ``SecureTokenStoreFactory``: one token record per backend | singleton |
/// | `LatencyMetrics` | per-endpoint latencies of every backend's client | singleton |
/// | `any Sleeper` | `TaskSleeper` (waits between retries) | singleton |
/// | `any ConnectivityMonitor` | `NWPathConnectivityMonitor` on Apple, a started `ReachabilityProbeMonitor` of the base URL elsewhere | singleton |
/// | `OutboxDrainer` | drains every registered `OutboxDrain` when connectivity returns | singleton |
/// | `SQLiteDatabase` | `<dataDirectory>/shared-core.sqlite3` (WAL) | singleton |
/// | `any CacheStore` | ``SQLiteCacheStore`` keeping `cache.maxEntries` | singleton |
/// | `any OutboxStore` | ``SQLiteOutbox`` | singleton |
/// | `any PrunableOutboxStore` | ``SQLiteOutbox`` over the same database (the same items) | singleton |
/// | `any FeatureDatabaseProvider` | ``SQLiteFeatureDatabaseProvider``: a feature's schema in that database | singleton |
/// | `any DatabaseDiagnostics` | ``SQLiteDatabaseDiagnostics`` of that database | singleton |
/// | `any PreferencesStore` | UserDefaults on Apple, a JSON file elsewhere | singleton |
/// | `any CompanyStorage` | ``CompanyFiles``: each company's files in `<dataDirectory>/companies/<id>/` | singleton |
/// | `CompanyDirectory` | the companies on this device, in the preferences | singleton |
/// | `CompanySwitcher` | opens one company at a time | singleton |
/// | `SQLiteDatabase` named ``companyDatabase`` | the company's `companies/<id>/company.sqlite3` (WAL) | company |
/// | `any SyncStore` | ``SQLiteSyncStore`` over every registered `SyncContribution`'s types and projections, in the company's database | company |
/// | `SyncEngine` | that store, each type sent through its contribution's backend client with the company in ``companyHeader``, downloading ``syncDownloadPageSize`` changes a request | company |
/// | `any LocalNotificationScheduler` | `UserNotificationScheduler` on iOS, macOS and watchOS, ``InMemoryNotificationScheduler`` elsewhere | singleton |
///
/// The business features' records (products, parties, bills, reports) live in the company scope:
/// open a company with `CompanySwitcher` (or make a `ScopeName.company` scope whose context is the
/// `Company`) and resolve them from it or from a session scope made from it. App-wide data (the
/// cache, the outbox, the wallet's and loyalty's tables) stays in the root database.
///
/// Every service that holds resources (the database, the transport's session, the connectivity
/// probe, the outbox drainer, the sync engine) is a `ClosableService`: `Container.shutDown()` closes
/// them, newest first, so a new container can open the same data directory at once.
///
/// Every file it creates (the database and its `-wal`/`-shm`, the preferences file, the secure
/// store and its key) is `0600`, in directories it creates `0700`.
///
/// Feature modules register their backends with `ContainerBuilder.registerBackend(_:)`, which
/// builds each backend's client and token session from these services.
public struct PlatformModule: FeatureModule {
  /// A reverse-DNS identifier naming the Keychain service and the Linux storage folders.
  public let applicationID: String
  /// Where the database, the preferences file and (on Linux) the encrypted secure store live.
  public let dataDirectory: URL
  /// Where the Linux secure store keeps its encryption key: never inside ``dataDirectory``, so a
  /// copy or backup of the data does not carry the key that opens it. Unused on Apple platforms,
  /// where the Keychain holds secrets.
  public let keyDirectory: URL
  /// The configuration every service reads. An invalid one (say, the production preset's
  /// placeholder URL) makes every service that needs it fail to resolve with
  /// `ConfigurationError`, and `Container.verify()` reports it.
  public let configuration: CoreConfiguration
  /// How many changes the sync engine asks the server for in one download request: by default
  /// `SyncEngine.defaultPageSize` (500); a size outside `SyncEngine.pageSizeRange` (1 to 10,000)
  /// makes building the container fail with a `ConfigurationError`. Keep it within your server's
  /// page limit (the reference server's is 1,000): a larger page is refused, and the engine stops.
  public let syncDownloadPageSize: Int

  /// Creates the module.
  /// - Parameters:
  ///   - applicationID: e.g. `com.example.shop`; one path component.
  ///   - dataDirectory: An app-private directory; created owner-only (`0700`), with any missing
  ///     parents, when the first service that stores data is resolved. An existing directory keeps
  ///     its permissions.
  ///   - configuration: Defaults to `CoreConfiguration/production`, whose placeholder base URL
  ///     you must replace.
  ///   - keyDirectory: Where the Linux secure store's key lives, outside `dataDirectory`. By
  ///     default the application's folder in the XDG configuration directory
  ///     (`$XDG_CONFIG_HOME/<applicationID>`, else `~/.config/<applicationID>`), as
  ///     ``EncryptedFileSecureStorage/standardLocations(applicationID:environment:)`` places it; a
  ///     sibling `<dataDirectory>.keys` folder when no home directory is known.
  ///   - syncDownloadPageSize: Changes per sync download request (``syncDownloadPageSize``).
  public init(
    applicationID: String, dataDirectory: URL, configuration: CoreConfiguration = .production, keyDirectory: URL? = nil,
    syncDownloadPageSize: Int = SyncEngine.defaultPageSize
  ) {
    self.applicationID = applicationID
    self.dataDirectory = dataDirectory
    self.configuration = configuration
    self.syncDownloadPageSize = syncDownloadPageSize
    self.keyDirectory =
      keyDirectory ?? Self.defaultKeyDirectory(applicationID: applicationID, dataDirectory: dataDirectory)
  }

  /// Where the secure store's key goes when no `keyDirectory` is given: the application's folder
  /// in the XDG configuration directory read from `environment`, else a `<dataDirectory>.keys`
  /// sibling of the data directory.
  public static func defaultKeyDirectory(
    applicationID: String, dataDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let locations = EncryptedFileSecureStorage.standardLocations(
      applicationID: applicationID, environment: environment)
    {
      return locations.keyFileURL.deletingLastPathComponent()
    }
    let data = dataDirectory.standardizedFileURL
    return data.deletingLastPathComponent().appendingPathComponent(data.lastPathComponent + ".keys", isDirectory: true)
  }

  /// Registers every service in the table above.
  /// - Throws: `ConfigurationError` when ``syncDownloadPageSize`` is outside `SyncEngine.pageSizeRange`.
  public func register(in builder: inout ContainerBuilder) throws {
    try validateSyncDownloadPageSize()
    let configuration = configuration
    let pageSize = syncDownloadPageSize
    let directory = dataDirectory
    let keyDirectory = keyDirectory
    let applicationID = applicationID
    builder.register(CoreConfiguration.self, lifetime: .singleton) { _ in try configuration.validated() }
    builder.register((any CryptoProvider).self, lifetime: .singleton) { _ in SystemCrypto() }
    builder.register((any CertificateChainVerifier).self, lifetime: .singleton) { _ in
      SystemCertificateChainVerifier()
    }
    builder.register((any TextShaper).self, lifetime: .singleton) { _ in SystemTextShaper() }
    builder.register((any AppLogger).self, lifetime: .singleton) { resolver in
      Self.makeLogger(settings: try resolver.resolve(CoreConfiguration.self).logging, subsystem: applicationID)
    }
    builder.register((any Transport).self, lifetime: .singleton) { resolver in
      URLSessionTransport(configuration: try resolver.resolve(), crypto: try resolver.resolve())
    }
    builder.register(EventBus.self, lifetime: .singleton) { _ in EventBus() }
    builder.register((any SecureStorage).self, lifetime: .singleton) { resolver in
      try Self.makeSecureStorage(
        applicationID: applicationID, directory: directory, keyDirectory: keyDirectory, crypto: resolver.resolve())
    }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { resolver in
      SecureTokenStoreFactory(storage: try resolver.resolve(), crypto: try resolver.resolve())
    }
    builder.register(LatencyMetrics.self, lifetime: .singleton) { _ in LatencyMetrics() }
    builder.register((any Sleeper).self, lifetime: .singleton) { _ in TaskSleeper() }
    builder.register((any ConnectivityMonitor).self, lifetime: .singleton) { resolver in
      Self.makeConnectivityMonitor(probing: configuration.endpoints.baseURL, transport: try resolver.resolve())
    }
    builder.register(OutboxDrainer.self, lifetime: .singleton) { resolver in
      let container = resolver.container
      return OutboxDrainer(monitor: try resolver.resolve(), logger: try resolver.resolve()) {
        try container.resolveAll(OutboxDrain.self)
      }
    }
    builder.register(SQLiteDatabase.self, lifetime: .singleton) { _ in
      try SQLiteDatabase(.file(directory.appendingPathComponent("shared-core.sqlite3")))
    }
    builder.register((any CacheStore).self, lifetime: .singleton) { resolver in
      SQLiteCacheStore(database: try resolver.resolve(), settings: try resolver.resolve(CoreConfiguration.self).cache)
    }
    builder.register((any OutboxStore).self, lifetime: .singleton) { resolver in
      SQLiteOutbox(database: try resolver.resolve())
    }
    builder.register((any PrunableOutboxStore).self, lifetime: .singleton) { resolver in
      SQLiteOutbox(database: try resolver.resolve())
    }
    builder.register((any FeatureDatabaseProvider).self, lifetime: .singleton) { resolver in
      SQLiteFeatureDatabaseProvider(database: try resolver.resolve())
    }
    builder.register((any DatabaseDiagnostics).self, lifetime: .singleton) { resolver in
      SQLiteDatabaseDiagnostics(database: try resolver.resolve())
    }
    builder.register((any PreferencesStore).self, lifetime: .singleton) { _ in
      Self.makePreferences(applicationID: applicationID, directory: directory)
    }
    registerCompanies(in: &builder, pageSize: pageSize)
  }

  /// The company scope's services: each company's database in its own folder, its sync store over
  /// the registered contributions, and its sync engine, whose requests name the company.
  private func registerCompanies(in builder: inout ContainerBuilder, pageSize: Int) {
    let files = CompanyFiles(dataDirectory: dataDirectory)
    builder.register((any CompanyStorage).self, lifetime: .singleton) { _ in files }
    builder.register(CompanyDirectory.self, lifetime: .singleton) { resolver in
      CompanyDirectory(preferences: try resolver.resolve())
    }
    builder.register(CompanySwitcher.self, lifetime: .singleton) { resolver in
      CompanySwitcher(root: resolver.container, directory: try resolver.resolve(), storage: files)
    }
    builder.registerVerificationContext(Company.verification, for: .company)
    builder.register(SQLiteDatabase.self, name: Self.companyDatabase, lifetime: .scoped(.company)) { resolver in
      let company = try resolver.container.scopeContext(Company.self, of: .company)
      // Verifying the container opens no company's file.
      guard company.id != CompanyID.verification else { return try SQLiteDatabase(.inMemory) }
      return try SQLiteDatabase(.file(files.database(of: company.id)))
    }
    builder.register((any SyncStore).self, lifetime: .scoped(.company)) { resolver in
      try resolver.container.resolveAll(SyncContribution.self).makeStore(
        on: try resolver.resolve(SQLiteDatabase.self, name: Self.companyDatabase))
    }
    builder.register(SyncEngine.self, lifetime: .scoped(.company)) { resolver in
      let company = try resolver.container.scopeContext(Company.self, of: .company)
      let contributions = try resolver.container.resolveAll(SyncContribution.self)
      let remote = try contributions.remote(headers: [Self.companyHeader: company.id.rawValue]) { backend in
        try resolver.resolve(APIClient.self, name: backend)
      }
      return SyncEngine(store: try resolver.resolve(), remote: remote, pageSize: pageSize)
    }
    builder.register((any LocalNotificationScheduler).self, lifetime: .singleton) { _ in
      Self.makeNotificationScheduler()
    }
  }

  /// The name of the company database's registration (`SQLiteDatabase`, company scope).
  public static let companyDatabase = "company"

  /// The header naming the company a sync request's records belong to.
  public static let companyHeader = "X-Company-ID"

  /// Throws a `ConfigurationError` naming ``syncDownloadPageSize`` when it is outside
  /// `SyncEngine.pageSizeRange`.
  private func validateSyncDownloadPageSize() throws(ConfigurationError) {
    let range = SyncEngine.pageSizeRange
    guard !range.contains(syncDownloadPageSize) else { return }
    throw ConfigurationError(issues: [
      ConfigurationIssue(
        field: "syncDownloadPageSize",
        problem:
          "\(syncDownloadPageSize) changes a download request is outside \(range.lowerBound)...\(range.upperBound)",
        suggestion:
          "Leave the default of \(SyncEngine.defaultPageSize), or choose a size within your server's page limit")
    ])
  }

  private static func makeLogger(settings: CoreConfiguration.LoggingSettings, subsystem: String) -> any AppLogger {
    let formatter = LogFormatter(masker: LogMasker(settings: settings))
    #if canImport(OSLog)
      return OSLogLogger(subsystem: subsystem, minimumLevel: settings.level, formatter: formatter)
    #else
      return ConsoleLogger(minimumLevel: settings.level, formatter: formatter)
    #endif
  }

  private static func makeConnectivityMonitor(probing url: URL, transport: any Transport) -> any ConnectivityMonitor {
    #if canImport(Network)
      NWPathConnectivityMonitor()
    #else
      let monitor = ReachabilityProbeMonitor(url: url, transport: transport)
      Task { await monitor.start() }
      return monitor
    #endif
  }

  private static func makeNotificationScheduler() -> any LocalNotificationScheduler {
    #if canImport(UserNotifications) && !os(tvOS)
      UserNotificationScheduler()
    #else
      InMemoryNotificationScheduler()
    #endif
  }

  private static func makeSecureStorage(
    applicationID: String, directory: URL, keyDirectory: URL, crypto: any CryptoProvider
  ) throws -> any SecureStorage {
    #if canImport(Security)
      KeychainSecureStorage(service: applicationID)
    #else
      EncryptedFileSecureStorage(
        fileURL: directory.appendingPathComponent("secure-storage/records.json"),
        keyFileURL: keyDirectory.appendingPathComponent("secure-storage.key"),
        crypto: crypto)
    #endif
  }

  private static func makePreferences(applicationID: String, directory: URL) -> any PreferencesStore {
    #if canImport(Darwin)
      if let defaults = UserDefaultsPreferencesStore(suiteName: applicationID) { return defaults }
    #endif
    return JSONFilePreferencesStore(fileURL: directory.appendingPathComponent("preferences.json"))
  }
}
