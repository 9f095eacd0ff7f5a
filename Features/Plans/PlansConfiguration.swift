import Foundation

/// The Plans feature's settings.
public struct PlansConfiguration: Sendable, Hashable {
  /// The app's bundle id, which every App Store transaction must carry.
  public var bundleID: String
  /// The App Store environment accepted (`.production` in the App Store, `.sandbox` for testers).
  public var environment: PlansEnvironment
  /// The plans and the products that grant them.
  public var catalog: PlansCatalog
  /// The backend's keys that sign the remote configuration (P-256, 65-byte point or 91-byte SPKI), by key id.
  public var remoteConfigKeys: [String: Data]
  /// How long purchases are believed without StoreKit or the backend confirming them (7 days by default).
  public var offlineAllowance: Duration
  /// The pinned App Store root (DER): Apple Root CA – G3. Tests pin their own.
  public var rootCertificate: Data

  /// Creates the settings.
  public init(
    bundleID: String, environment: PlansEnvironment, catalog: PlansCatalog, remoteConfigKeys: [String: Data],
    offlineAllowance: Duration = .seconds(7 * 86_400), rootCertificate: Data = PlansAppleRoot.certificateG3
  ) {
    self.bundleID = bundleID
    self.environment = environment
    self.catalog = catalog
    self.remoteConfigKeys = remoteConfigKeys
    self.offlineAllowance = offlineAllowance
    self.rootCertificate = rootCertificate
  }
}
