import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSessionTransport(configuration:crypto:)` over loopback: each network and security setting
/// has its effect on real requests.
@Suite struct URLSessionTransportConfigurationTests {
  private func configuration(_ change: (inout CoreConfiguration) -> Void = { _ in }) -> CoreConfiguration {
    var configuration = CoreConfiguration.testing
    change(&configuration)
    return configuration
  }

  private func ping(_ server: ReferenceServer, delayMs: Int? = nil) -> HTTPRequest {
    var request = HTTPRequest(url: server.baseURL.appendingPathComponent("v1/ping"))
    if let delayMs { request.headers["X-Fault-Delay-Ms"] = "\(delayMs)" }
    return request
  }

  /// A transport over the caller's session leaves it open when the transport goes away: the caller,
  /// and a second transport over the same session, keep sending.
  @Test func aTransportNeverInvalidatesTheCallersSession() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let session = URLSession(configuration: .ephemeral)
    defer { session.invalidateAndCancel() }
    do {
      let first = URLSessionTransport(session: session)
      #expect(try await first.send(ping(server)).status == 200)
    }
    let second = URLSessionTransport(session: session)
    #expect(try await second.send(ping(server)).status == 200)
    let (_, response) = try await session.data(from: server.baseURL.appendingPathComponent("v1/ping"))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
  }

  /// `network.requestTimeout` is the default per-attempt timeout: 500 ms against a 20 s delay times
  /// out (without it, the answer would arrive, a 200, after the delay).
  @Test func aShortRequestTimeoutTimesOut() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let transport = URLSessionTransport(
      configuration: configuration { $0.network.requestTimeout = .milliseconds(500) }, crypto: SystemCrypto())
    await #expect(throws: AppError.network(.timeout)) { try await transport.send(ping(server, delayMs: 20_000)) }
  }

  /// Timeouts and cellular access reach the session's configuration.
  @Test(arguments: [true, false])
  func sessionSettingsFollowTheConfiguration(cellular: Bool) {
    let transport = URLSessionTransport(
      configuration: configuration {
        $0.network.requestTimeout = .seconds(7)
        $0.network.resourceTimeout = .seconds(42)
        $0.network.allowsCellularAccess = cellular
        $0.network.maxConcurrentRequests = 3
      }, crypto: SystemCrypto())
    let session = transport.sessionConfiguration
    #expect(session.allowsCellularAccess == cellular)
    #expect(session.timeoutIntervalForRequest == 7)
    #expect(session.timeoutIntervalForResource == 42)
    #expect(session.httpMaximumConnectionsPerHost == 3)
    #expect(transport.maxConcurrentRequests == 3)
  }

  /// `network.maxConcurrentRequests` = 1 sends three 300 ms requests one after another (≥ 900 ms).
  @Test func maxConcurrentRequestsLimitsRequestsInFlight() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let clock = ContinuousClock()
    let serial = URLSessionTransport(
      configuration: configuration { $0.network.maxConcurrentRequests = 1 }, crypto: SystemCrypto())
    let start = clock.now
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<3 { group.addTask { try await serial.send(ping(server, delayMs: 300)).status } }
      for try await status in group { #expect(status == 200) }
    }
    #expect(clock.now - start >= .milliseconds(900))
  }

  #if os(macOS) || os(Linux)
    /// A server whose certificate the platform does not trust fails with `.network(.tls)`, not
    /// `.other` (on Linux libcurl reports it as `URLError.unknown`).
    @Test func anUntrustedCertificateIsATLSFailure() async throws {
      let server = try await LoopbackTLSServer.start()
      defer { server.terminate() }
      await #expect(throws: AppError.network(.tls)) {
        try await URLSessionTransport().send(HTTPRequest(url: server.baseURL.appendingPathComponent("ping")))
      }
    }
  #endif

  #if canImport(FoundationNetworking)
    /// Why pinning fails closed on Linux: FoundationNetworking never asks a session delegate about
    /// server trust, so the chain cannot be checked. If this starts failing, Foundation has begun
    /// delivering the challenge and pinning can be enforced there too.
    @Test func foundationNetworkingDeliversNoServerTrustChallenge() async throws {
      let server = try await LoopbackTLSServer.start()
      defer { server.terminate() }
      let delegate = ChallengeRecorder()
      let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
      defer { session.invalidateAndCancel() }
      let transport = URLSessionTransport(session: session)
      await #expect(throws: AppError.network(.tls)) {
        try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("ping")))
      }
      #expect(delegate.methods == [])
    }
  #endif

  #if !canImport(Security)
    /// Where pinning cannot be enforced, a transport configured to pin refuses every request with
    /// `.network(.tls)` before sending it: the server never sees one.
    @Test func pinningFailsClosedWhereItCannotBeEnforced() async throws {
      let server = try await ReferenceServer.start()
      defer { server.terminate() }
      let transport = URLSessionTransport(
        configuration: configuration {
          $0.security.certificatePinningEnabled = true
          $0.security.pinnedKeyHashes = [
            Data(repeating: 1, count: 32).base64EncodedString(), Data(repeating: 2, count: 32).base64EncodedString(),
          ]
        }, crypto: SystemCrypto())
      await #expect(throws: AppError.network(.tls)) { try await transport.send(ping(server)) }
      #expect(try await server.stats().count("GET", "/v1/ping") == 0)
    }
  #endif
}

#if canImport(FoundationNetworking)
  /// Records the authentication methods of the challenges a session asks its delegate about.
  private final class ChallengeRecorder: NSObject, URLSessionTaskDelegate, Sendable {
    private let recorded = LockedValue<[String]>([])
    var methods: [String] { recorded.withLock { $0 } }

    func urlSession(
      _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      let method = challenge.protectionSpace.authenticationMethod
      recorded.withLock { $0.append(method) }
      completionHandler(.performDefaultHandling, nil)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      let method = challenge.protectionSpace.authenticationMethod
      recorded.withLock { $0.append(method) }
      completionHandler(.performDefaultHandling, nil)
    }
  }
#endif
