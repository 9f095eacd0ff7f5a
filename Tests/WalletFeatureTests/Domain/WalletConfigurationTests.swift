import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature

@Suite("The wallet's configuration: a week's key database age by default, every setting checked")
struct WalletConfigurationTests {
  private static func configuration(
    baseURL: String = "https://wallet.example.test/api", walletId: String = "wallet-123", syncBatchSize: Int = 50,
    keyDatabaseMaxAge: Duration = WalletConfiguration.defaultKeyDatabaseMaxAge
  ) -> WalletConfiguration {
    WalletConfiguration(
      baseURL: URL(string: baseURL) ?? URL(fileURLWithPath: "/"), walletId: walletId, currency: .inr,
      trustAnchor: Data([4, 1, 2]), syncBatchSize: syncBatchSize, keyDatabaseMaxAge: keyDatabaseMaxAge)
  }

  @Test func theDefaultsAreValid() {
    let configuration = Self.configuration()
    #expect(configuration.keyDatabaseMaxAge == .seconds(604_800))
    #expect(configuration.validate().isEmpty)
  }

  @Test(
    "each bad setting is reported with its field",
    arguments: [
      (configuration(keyDatabaseMaxAge: .zero), "keyDatabaseMaxAge"),
      (configuration(keyDatabaseMaxAge: .seconds(-60)), "keyDatabaseMaxAge"),
      (configuration(keyDatabaseMaxAge: .seconds(366 * 86_400)), "keyDatabaseMaxAge"),
      (configuration(syncBatchSize: 0), "syncBatchSize"),
      (configuration(syncBatchSize: 501), "syncBatchSize"),
      (configuration(walletId: " "), "walletId"),
      (configuration(baseURL: "ftp://wallet.example.test"), "baseURL"),
    ])
  func badSetting(_ case: (WalletConfiguration, String)) {
    #expect(`case`.0.validate().map(\.field) == [`case`.1])
  }

  @Test func theModuleRefusesAnInvalidConfiguration() {
    var builder = ContainerBuilder()
    #expect(throws: ConfigurationError.self) {
      try builder.include(WalletModule(configuration: Self.configuration(keyDatabaseMaxAge: .zero)))
    }
  }
}
