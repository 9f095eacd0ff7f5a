import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

@Suite struct WalletModuleTests {
  private func container(directory: URL, timeSource: (any WalletTimeSource)? = nil) throws -> Container {
    let configuration = WalletConfiguration(
      baseURL: try #require(URL(string: "http://127.0.0.1:9/wallet-api")), walletId: "wallet-123", currency: .inr,
      trustAnchor: try #require(Data(base64Encoded: try WalletVectors.load().anchorPublicKey)))
    var builder = ContainerBuilder()
    try builder.include(
      PlatformModule(applicationID: "org.sharedcore.wallet.tests", dataDirectory: directory, configuration: .testing))
    try builder.include(WalletModule(configuration: configuration))
    let storage = InMemorySecureStorage()
    builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in storage }
    if let timeSource { builder.register((any WalletTimeSource).self) { _ in timeSource } }
    return try builder.build()
  }

  @Test func registersTheWalletBackendOnItsOwnTokenStore() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-module-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let container = try container(directory: directory)
    let tokens = try container.resolve(TokenManager.self, name: WalletModule.clientName)
    #expect(try container.resolve(TokenManager.self, name: WalletModule.clientName) === tokens, "exactly one")
    #expect(
      try container.resolve(APIClient.self, name: WalletModule.clientName)
        === container.resolve(WalletAPI.self).client)
    try await tokens.signIn(
      AuthTokens(accessToken: "a", refreshToken: "r", expiresAt: Date().addingTimeInterval(600)))
    let factory = try container.resolve((any TokenStoreFactory).self)
    #expect(try await factory.makeTokenStore(forBackend: WalletModule.clientName).load()?.accessToken == "a")
    #expect(try await factory.makeTokenStore(forBackend: "business").load() == nil, "no other backend's record")
  }

  @Test func theVaultLivesInThePlatformsDatabaseAndSurvivesARestart() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-module-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let vectors = try WalletVectors.load()
    do {
      let vault = try container(directory: directory).resolve(WalletVault.self)
      try await vault.installKeyDatabase(vectors.keyDatabase)
    }
    let restarted = try container(directory: directory).resolve(WalletVault.self)
    #expect(try await restarted.restoreKeyDatabase() == vectors.keyDatabase.version)
    #expect(try await restarted.pendingOperations().isEmpty)
  }

  @Test func theVaultReadsARegisteredTimeSourceAndTheConfiguredKeyDatabaseAge() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-module-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let moment = Date(timeIntervalSince1970: 1_795_521_600)
    let vault = try container(directory: directory, timeSource: WalletTestTimeSource(wallClock: moment))
      .resolve(WalletVault.self)
    #expect(try await vault.guardedNow() == moment)
    #expect(vault.keyDatabaseMaxAge == WalletConfiguration.defaultKeyDatabaseMaxAge)
  }
}
