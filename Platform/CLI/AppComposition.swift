import BillsFeature
import DPPFeature
import Foundation
import LoyaltyFeature
import PartiesFeature
import PlansFeature
import PlansTesting
import ProductsFeature
import ReportsFeature
import SettingsFeature
import SharedCore
import SharedPlatform
import WalletFeature

/// How the CLI host composes its container: the platform first, then every feature module.
enum AppComposition {
  static let applicationID = "org.sharedcore.cli"
  /// The wallet the demo's device holds.
  static let walletID = "wallet-demo"
  /// The issuer's trust anchor: the public key of the reference server's test anchor
  /// (`Scripts/wallet-vectors/keys/anchor.pem`), which signs its key database.
  static let walletTrustAnchor =
    Data(
      base64Encoded: "BKA2aSvEb7BaWuEZEuSamyiFcgv0iQQ6fGTizGGYm1/K9wVQpDVWX6pdD3Fr9nZRQdqaHvljN4JMEGzANcq8rIo=")
    ?? Data()

  static func modules(baseURL: URL, dataDirectory: URL) -> [any FeatureModule] {
    var configuration = CoreConfiguration.development
    configuration.endpoints.baseURL = baseURL
    configuration.logging.level = .warning
    return [
      PlatformModule(applicationID: applicationID, dataDirectory: dataDirectory, configuration: configuration),
      DPPModule(apiKey: "demo-api-key"),
      LoyaltyModule(
        configuration: LoyaltyConfiguration(
          appUUID: "f83dfde1145e4c2da69793abb2f579af", merchantID: "20113", environment: .development,
          baseURLOverride: baseURL),
        device: LoyaltyDevice(bundleID: applicationID, deviceID: "shared-cli", platform: "linux", osVersion: "1")),
      ProductsModule(),
      PartiesModule(),
      BillsModule(configuration: BillsConfiguration(deviceID: "shared-cli")),
      ReportsModule(),
      PlansModule(configuration: PlansTestHost.configuration()),
      SettingsModule(),
      WalletModule(
        configuration: WalletConfiguration(
          baseURL: baseURL.appendingPathComponent("wallet-api"), walletId: walletID, currency: .inr,
          trustAnchor: walletTrustAnchor, syncBatchSize: 4)),
    ]
  }

  static func moduleNames(baseURL: URL, dataDirectory: URL) -> [String] {
    modules(baseURL: baseURL, dataDirectory: dataDirectory).map(\.name)
  }

  static func makeContainer(baseURL: URL, dataDirectory: URL) throws -> Container {
    try Container(modules: modules(baseURL: baseURL, dataDirectory: dataDirectory))
  }
}
