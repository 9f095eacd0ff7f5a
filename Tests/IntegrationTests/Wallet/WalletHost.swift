import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One device of a wallet: a container with the platform and the wallet module against the
/// reference server, signed in with a session the server's admin route opened for the wallet.
struct WalletHost {
  /// The trust anchor's public point: the test key `Scripts/wallet-vectors/keys/anchor.pem`.
  static let trustAnchor = Data(
    base64Encoded: "BKA2aSvEb7BaWuEZEuSamyiFcgv0iQQ6fGTizGGYm1/K9wVQpDVWX6pdD3Fr9nZRQdqaHvljN4JMEGzANcq8rIo=")

  let server: ReferenceServer
  let walletId: String
  let container: Container
  let directory: URL
  let api: WalletAPI
  let vault: WalletVault

  /// A device of `walletId` (created, or reused when it exists, funded with `balance`), whose
  /// requests time out after `requestTimeout` (the testing preset's when `nil`) and whose vault
  /// reads `timeSource` (the platform's clocks when `nil`).
  init(
    walletId: String = WalletHost.freshWalletId(), balance: String = "1000.00", requestTimeout: Duration? = nil,
    timeSource: (any WalletTimeSource)? = nil
  ) async throws {
    let server = try #require(SuiteServer.current, "the suite needs the .referenceServer trait")
    self.server = server
    self.walletId = walletId
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-host-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.directory = directory
    var core = CoreConfiguration.testing
    core.endpoints.baseURL = server.baseURL
    core.network.retry = .init(maxAttempts: 3, baseDelay: .zero, maxDelay: .zero, jitter: 0)
    if let requestTimeout { core.network.requestTimeout = requestTimeout }
    let configuration = WalletConfiguration(
      baseURL: server.baseURL.appendingPathComponent("wallet-api"), walletId: walletId, currency: .inr,
      trustAnchor: try #require(Self.trustAnchor), syncBatchSize: 4)
    let secureStorage = InMemorySecureStorage()
    var builder = ContainerBuilder()
    try builder.include(
      PlatformModule(applicationID: "org.sharedcore.wallet", dataDirectory: directory, configuration: core))
    try builder.include(WalletModule(configuration: configuration))
    builder.register((any Sleeper).self, lifetime: .singleton, overriding: true) { _ in ImmediateSleeper() }
    builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in secureStorage }
    if let timeSource { builder.register((any WalletTimeSource).self) { _ in timeSource } }
    container = try builder.build()
    api = try container.resolve(WalletAPI.self)
    vault = try container.resolve(WalletVault.self)
    let session = try await Self.admin(
      server, "POST", "admin/wallet/wallets", ["walletId": .string(walletId), "balance": .string(balance)])
    let tokens = AuthTokens(
      accessToken: try #require(session["accessToken"]?.stringValue),
      refreshToken: try #require(session["refreshToken"]?.stringValue), expiresAt: Date().addingTimeInterval(900))
    try await self.tokens().signIn(tokens)
  }

  static func freshWalletId() -> String { "wallet-\(UUID().uuidString.prefix(8).lowercased())" }

  func tokens() throws -> TokenManager { try container.resolve(TokenManager.self, name: WalletModule.clientName) }

  /// Fetches the key database, installs it and records a sync: the vault may accept tokens offline.
  func goOnlineOnce() async throws {
    try await vault.installKeyDatabase(try await api.fetchPublicKeys())
    try await vault.recordSuccessfulSync()
  }

  /// Tokens the server issues to this wallet (its admin route), as the app would scan them.
  func issue(_ amounts: [String]) async throws -> [WalletOfflineToken] {
    let body = try await Self.admin(
      server, "POST", "admin/wallet/tokens",
      ["walletId": .string(walletId), "amounts": .array(amounts.map { .string($0) })])
    let data = JSONValue.array(try #require(body["tokens"]?.arrayValue)).serialized()
    return try WalletCoding.makeDecoder(currency: .inr).decode([WalletOfflineToken].self, from: data)
  }

  /// The server's counters of offline items and divisions.
  func counters() async throws -> [String: Int] {
    let body = try await Self.admin(server, "GET", "admin/wallet/counters", nil)
    return try #require(body.objectValue).compactMapValues { $0.intValue.map(Int.init) }
  }

  /// One token's server-side status (`active`, `spent`, `divided`).
  func serverStatus(ofToken id: String) async throws -> String? {
    try await Self.admin(server, "GET", "admin/wallet/tokens/\(id)", nil)["status"]?.stringValue
  }

  /// Waits until the server reports token `id` in `status`, polling its admin route, for at most
  /// `deadline` (far above what it takes on a loaded machine); returns whether it did.
  func waitForServerStatus(_ status: String, ofToken id: String, deadline: Duration = .seconds(120)) async throws
    -> Bool
  {
    let end = ContinuousClock.now + deadline
    while ContinuousClock.now < end {
      if try await serverStatus(ofToken: id) == status { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  /// A whole-token offline payment of `operation` to `payee`, as the app describes it.
  static func describe(payee: String) -> WalletSyncService.Describe {
    { operation, token in
      WalletOfflineTransaction(
        id: operation.id, senderId: token.ownerId, receiverId: payee, amount: operation.payment,
        tokenIds: [token.id], signature: "device-signature-\(operation.id)", timestamp: Date())
    }
  }

  static func admin(_ server: ReferenceServer, _ method: String, _ path: String, _ body: JSONValue?) async throws
    -> JSONValue
  {
    var request = URLRequest(url: server.baseURL.appendingPathComponent(path))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let body { request.httpBody = body.serialized() }
    let (data, response) = try await URLSession.shared.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    try #require(
      (200..<300).contains(status), "\(method) \(path) → \(status): \(String(decoding: data, as: UTF8.self))")
    return try JSONValue(parsing: data)
  }

  func removeFiles() { try? FileManager.default.removeItem(at: directory) }
}
