import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

/// An app composed as adopters compose it — `PlatformModule`, then `DPPModule` (TraceWise on
/// `tracewise`) and a second feature on its own backend (`partner`) — with the platform's
/// transport behind an airplane-mode switch, a hand-driven connectivity monitor, instant retries
/// and secure storage in memory (the Keychain is not available to tests).
struct SessionHost {
  /// A second feature module that talks to another backend with other tokens.
  struct PartnerModule: FeatureModule {
    static let backend = BackendDescriptor(name: "partner", errorMapper: JSONErrorEnvelopeMapper()) { r in
      try r.resolve(URL.self, name: "partner")
    } authSteps: { _ in
      [APIKeyStep(key: ReferenceServer.demoAPIKey)]
    } tokenRefresher: { authClient in
      TraceWiseClientFactory.makeTokenRefresher(authClient: authClient)
    }

    let baseURL: URL

    func register(in builder: inout ContainerBuilder) throws {
      let baseURL = baseURL
      builder.register(URL.self, name: "partner") { _ in baseURL }
      builder.registerBackend(Self.backend)
    }
  }

  let container: Container
  let transport: SwitchableTransport
  let monitor: ManualConnectivityMonitor
  let secureStorage = InMemorySecureStorage()
  private let directory: URL

  init(tracewise: URL, partner: URL? = nil) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("session-host-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let transport = SwitchableTransport(URLSessionTransport())
    let monitor = ManualConnectivityMonitor(.online)
    let secureStorage = secureStorage
    var configuration = CoreConfiguration.testing
    configuration.endpoints.baseURL = tracewise
    var builder = ContainerBuilder()
    try builder.include(
      PlatformModule(applicationID: "org.sharedcore.sessions", dataDirectory: directory, configuration: configuration))
    try builder.include(DPPModule(apiKey: ReferenceServer.demoAPIKey))
    if let partner { try builder.include(PartnerModule(baseURL: partner)) }
    builder.register((any Transport).self, lifetime: .singleton, overriding: true) { _ in transport }
    builder.register((any ConnectivityMonitor).self, lifetime: .singleton, overriding: true) { _ in monitor }
    builder.register((any Sleeper).self, lifetime: .singleton, overriding: true) { _ in ImmediateSleeper() }
    builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in secureStorage }
    container = try builder.build()
    self.transport = transport
    self.monitor = monitor
  }

  func session(_ name: String) throws -> BackendSession {
    try container.resolve(BackendSession.self, name: name)
  }

  /// `GET /v1/echo/<suffix>` on `backend` with its bearer token; returns the token's subject.
  func subject(on backend: String, _ suffix: String = "me") async throws -> String {
    struct Echo: Decodable, Sendable { var sub: String }
    return try await session(backend).client.send(Endpoint<Echo>(.get, path: ["v1", "echo", suffix], auth: .bearer)).sub
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: directory)
  }
}
