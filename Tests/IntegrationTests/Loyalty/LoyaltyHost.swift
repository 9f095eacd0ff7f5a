import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An app composed as adopters compose it — `PlatformModule` and `LoyaltyModule` — against the
/// reference server over real HTTP, with secure storage in memory and a data directory that a
/// second host can share (an app restart).
struct LoyaltyHost {
  static let appUUID = "f83dfde1145e4c2da69793abb2f579af"
  static let device = LoyaltyDevice(
    bundleID: "org.sharedcore.loyalty", deviceID: "device-1", osVersion: "17.4", model: "iPhone15,2",
    appVersion: "1.0")

  let server: ReferenceServer
  let container: Container
  let directory: URL
  let sdk: WarplySDK

  /// A host on a fresh data directory, or on `directory` (the same app after a restart); with
  /// `connectivity`, that monitor replaces the platform's; with `requestTimeout`, each attempt
  /// gives up after that long without an answer.
  init(
    directory: URL? = nil, sdk tuning: WarplyConfiguration? = nil, connectivity: ManualConnectivityMonitor? = nil,
    requestTimeout: Duration? = nil
  ) throws {
    let server = try #require(SuiteServer.current, "the suite needs the .referenceServer trait")
    self.server = server
    let directory =
      directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("loyalty-host-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.directory = directory
    var core = CoreConfiguration.testing
    core.endpoints.baseURL = server.baseURL
    core.network.retry = .init(maxAttempts: 3, baseDelay: .zero, maxDelay: .zero, jitter: 0)
    if let requestTimeout { core.network.requestTimeout = requestTimeout }
    var sdk = tuning ?? WarplyConfiguration.production
    if tuning == nil {
      sdk.tokenConfig.retryDelays = [0, 0.01, 0.01]
      sdk.networkConfig.requestBurst = 200
      sdk.networkConfig.requestsPerSecond = 1000
    }
    let configuration = LoyaltyConfiguration(
      appUUID: Self.appUUID, merchantID: "20113", environment: .development, language: "el",
      partnerCredentials: LoyaltyPartnerCredentials(username: "cosmote", password: "cosmote-secret"),
      baseURLOverride: server.baseURL, sdk: sdk)
    let secureStorage = InMemorySecureStorage()
    var builder = ContainerBuilder()
    try builder.include(
      PlatformModule(applicationID: "org.sharedcore.loyalty", dataDirectory: directory, configuration: core))
    try builder.include(LoyaltyModule(configuration: configuration, device: Self.device))
    builder.register((any Sleeper).self, lifetime: .singleton, overriding: true) { _ in ImmediateSleeper() }
    builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in secureStorage }
    if let connectivity {
      builder.register((any ConnectivityMonitor).self, lifetime: .singleton, overriding: true) { _ in connectivity }
    }
    container = try builder.build()
    self.sdk = try container.resolve(WarplySDK.self)
  }

  /// A new user's email, so tests on one server do not share wallets.
  static func freshEmail() -> String { "user-\(UUID().uuidString.prefix(8).lowercased())@example.gr" }

  /// The loyalty backend's token manager.
  func tokens() throws -> TokenManager { try container.resolve(TokenManager.self, name: LoyaltyModule.clientName) }

  /// The server's loyalty counters for `email`'s wallet.
  func counters(for email: String) async throws -> LoyaltyCounters {
    let url = server.baseURL.appending(path: "admin/loyalty").appending(queryItems: [.init(name: "user", value: email)])
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode(LoyaltyCounters.self, from: data)
  }

  /// Waits until `condition` holds, checking every 50 ms for at most `deadline` (far above what it
  /// normally takes, so a loaded machine does not fail the test).
  func waitUntil(
    _ what: String, deadline: Duration = .seconds(60), _ condition: () async throws -> Bool
  ) async throws {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: deadline)
    while try await !condition() {
      guard clock.now < end else { throw LoyaltyHostTimeout(what: what) }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// The analytics events and device-info payloads the server recorded since its last reset.
  func recordedEvents() async throws -> LoyaltyRecordedEvents {
    let (data, _) = try await URLSession.shared.data(from: server.baseURL.appending(path: "admin/loyalty/events"))
    return try JSONDecoder().decode(LoyaltyRecordedEvents.self, from: data)
  }

  func removeFiles() { try? FileManager.default.removeItem(at: directory) }
}

/// `GET /admin/loyalty/events`.
struct LoyaltyRecordedEvents: Decodable {
  struct Analytics: Decodable {
    var eventName: String
    var idempotencyKey: String?
  }

  struct DeviceInfo: Decodable {
    var idempotencyKey: String?
  }

  var analytics: [Analytics]
  var deviceInfo: [DeviceInfo]
}

/// `GET /admin/loyalty`.
struct LoyaltyCounters: Decodable {
  /// One redemption the server applied, with the key it was made under.
  struct Redeemed: Decodable, Hashable {
    var coupon: String
    var idempotencyKey: String?
  }

  var redemptions: Int
  var validations: Int
  var analyticsEvents: Int
  var deviceInfoPosts: Int
  /// The user's redemptions, in order (only with `?user=`).
  var redeemed: [Redeemed]?
}

/// ``LoyaltyHost/waitUntil(_:deadline:_:)`` ran out of time.
struct LoyaltyHostTimeout: Error, CustomStringConvertible {
  var what: String
  var description: String { "timed out waiting until \(what)" }
}
