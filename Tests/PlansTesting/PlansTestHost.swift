import Foundation
import PlansFeature
import SharedCore
import SharedPlatform
import SharedTesting

/// The Plans feature over an in-memory database, the test chain's root, the test config key, test
/// clocks and a recording analytics sink: what a unit test needs to exercise the gate.
///
/// ```swift
/// let host = try PlansTestHost()
/// try await host.gate.install(transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())],
///                             confirmsAll: true)
/// #expect(await host.gate.can(.eInvoice))
/// ```
public struct PlansTestHost: Sendable {
  /// The gate.
  public let gate: PlansGate
  /// The store under it.
  public let store: PlansStore
  /// The verifier (pinning the test root).
  public let verifier: PlansSignedDataVerifier
  /// The clocks.
  public let time: PlansTestTimeSource
  /// What the gate recorded.
  public let analytics: RecordingAnalyticsSink
  /// The database (shared by a second host to play a restart).
  public let database: SQLiteDatabase

  /// A host whose clocks read `now` (2026-01-01 by default).
  public init(
    now: PlansInstant = PlansSamples.start, database: SQLiteDatabase? = nil, time: PlansTestTimeSource? = nil,
    offlineAllowance: Duration = .seconds(7 * 86_400)
  ) throws {
    let database = try database ?? SQLiteDatabase(.inMemory)
    self.database = database
    let crypto = SystemCrypto()
    store = PlansStore(database: SQLiteFeatureDatabaseProvider(database: database).database(for: PlansStore.schema))
    verifier = Self.verifier()
    self.time = time ?? PlansTestTimeSource(wallClock: now.date)
    analytics = RecordingAnalyticsSink()
    gate = PlansGate(
      store: store, verifier: verifier,
      configVerifier: try PlansRemoteConfigVerifier(
        keys: [PlansTestChain.configKeyID: PlansTestChain.configPublicKey], crypto: crypto),
      catalog: PlansSamples.catalog, crypto: crypto, analytics: analytics, timeSource: self.time,
      offlineAllowance: offlineAllowance)
  }

  /// A verifier of the sample app's sandbox data, pinning the test root.
  public static func verifier(environment: PlansEnvironment = .sandbox) -> PlansSignedDataVerifier {
    PlansSignedDataVerifier(
      bundleID: PlansSamples.bundleID, environment: environment, rootCertificate: PlansTestChain.root,
      chainVerifier: SystemCertificateChainVerifier(), crypto: SystemCrypto())
  }

  /// The settings of a ``PlansModule`` for the samples and the test chain.
  public static func configuration() -> PlansConfiguration {
    PlansConfiguration(
      bundleID: PlansSamples.bundleID, environment: .sandbox, catalog: PlansSamples.catalog,
      remoteConfigKeys: [PlansTestChain.configKeyID: PlansTestChain.configPublicKey],
      rootCertificate: PlansTestChain.root)
  }
}
