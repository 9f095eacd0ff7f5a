import Foundation
import SharedCore

/// The Plans feature plug-in: App Store purchases verified offline, the entitlement rules, the gate
/// the other features ask, restore and backend sync, and the signed remote configuration with
/// experiments, on the app's shared business backend (`BackendDescriptor.business`).
///
/// | Service | What | Lifetime |
/// |---|---|---|
/// | ``PlansConfiguration`` | bundle id, environment, catalog, remote-config keys | singleton |
/// | ``PlansSignedDataVerifier`` | JWS verification with its cache of verified chains | singleton |
/// | ``PlansRemoteConfigVerifier`` | remote configuration signatures | singleton |
/// | ``PlansStore`` | the feature's database | singleton |
/// | ``PlansGate`` | `can(.eInvoice)`, flags, parameters, experiments, live updates | singleton |
/// | ``PlansSyncService`` | upload, restore, remote configuration | singleton |
/// | ``PlansViewModelFactory`` | the plan screen's view model | per resolution |
///
/// App Store purchases belong to the device's Apple account, not to a signed-in user of the app,
/// so the gate is app-wide; experiments bucket the user the app names with
/// ``PlansGate/identify(userID:)``. The module needs a `CertificateChainVerifier` (SharedPlatform's
/// `PlatformModule` registers `SystemCertificateChainVerifier`), and reads the time from a
/// `DeviceTimeSource` if one is registered (`SystemDeviceTimeSource` otherwise).
///
/// ```swift
/// let container = try Container(modules: [PlatformModule(…), PlansModule(configuration: plans)])
/// let gate = try container.resolve(PlansGate.self)
/// try await gate.load()
/// ```
public struct PlansModule: FeatureModule {
  /// The name of the backend carrying purchases and configuration: the app's business API.
  public static let backendName = BackendDescriptor.business.name

  /// The settings.
  public let configuration: PlansConfiguration

  /// Creates the module.
  public init(configuration: PlansConfiguration) {
    self.configuration = configuration
  }

  /// Registers the feature's services (nothing is created until resolved).
  public func register(in builder: inout ContainerBuilder) throws {
    let configuration = configuration
    builder.register(PlansConfiguration.self, lifetime: .singleton) { _ in configuration }
    builder.registerSharedBackend(.business)
    builder.register(PlansSignedDataVerifier.self, lifetime: .singleton) { r in
      PlansSignedDataVerifier(
        bundleID: configuration.bundleID, environment: configuration.environment,
        rootCertificate: configuration.rootCertificate,
        chainVerifier: try r.resolve((any CertificateChainVerifier).self),
        crypto: try r.resolve((any CryptoProvider).self))
    }
    builder.register(PlansRemoteConfigVerifier.self, lifetime: .singleton) { r in
      try PlansRemoteConfigVerifier(
        keys: configuration.remoteConfigKeys, crypto: try r.resolve((any CryptoProvider).self))
    }
    builder.register(PlansStore.self, lifetime: .singleton) { r in
      PlansStore(database: try r.resolve((any FeatureDatabaseProvider).self).database(for: PlansStore.schema))
    }
    builder.register(PlansGate.self, lifetime: .singleton) { r in
      PlansGate(
        store: try r.resolve(), verifier: try r.resolve(), configVerifier: try r.resolve(),
        catalog: configuration.catalog, crypto: try r.resolve((any CryptoProvider).self),
        analytics: try r.resolveIfRegistered((any AnalyticsSink).self),
        timeSource: try r.resolveIfRegistered((any DeviceTimeSource).self) ?? SystemDeviceTimeSource(),
        offlineAllowance: configuration.offlineAllowance)
    }
    builder.register(PlansSyncService.self, lifetime: .singleton) { r in
      PlansSyncService(
        client: try r.resolve(APIClient.self, name: Self.backendName), gate: try r.resolve(), store: try r.resolve(),
        crypto: try r.resolve((any CryptoProvider).self))
    }
    builder.register(PlansViewModelFactory.self) { r in
      PlansViewModelFactory(gate: try r.resolve(), sync: try r.resolve())
    }
  }
}
