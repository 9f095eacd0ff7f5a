import DPPFeature
import Foundation
import LoyaltyFeature
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform

/// How the CLI host composes its container: the platform first, then every feature module.
enum AppComposition {
  static let applicationID = "org.sharedcore.cli"

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
    ]
  }

  static func moduleNames(baseURL: URL, dataDirectory: URL) -> [String] {
    modules(baseURL: baseURL, dataDirectory: dataDirectory).map(\.name)
  }

  static func makeContainer(baseURL: URL, dataDirectory: URL) throws -> Container {
    try Container(modules: modules(baseURL: baseURL, dataDirectory: dataDirectory))
  }
}
