import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Proactive refresh and the circuit breaker, over real HTTP.
@Suite(.referenceServer, .serialized) struct LoyaltyTokenLifetimeIntegrationTests {
  static let refreshPath = "/oauth/\(LoyaltyHost.appUUID)/token"

  /// Signs in over HTTP with an access token living `lifetime` seconds.
  static func signIn(_ host: LoyaltyHost, lifetime: Int) async throws {
    let date = String(Int(Date().timeIntervalSince1970))
    let signature = SystemCrypto().sha256(Data(date.utf8)).hexString
    var request = URLRequest(url: host.server.baseURL.appending(path: "partners/dei/app_login"))
    request.httpMethod = "POST"
    request.httpBody = Data(#"{"email":"\#(LoyaltyHost.freshEmail())","expires_in":\#(lifetime)}"#.utf8)
    for (name, value) in ["loyalty-web-id": "20113", "loyalty-date": date, "loyalty-signature": signature] {
      request.setValue(value, forHTTPHeaderField: name)
    }
    let (data, _) = try await URLSession.shared.data(for: request)
    let tokens = try #require(try JSONValue(parsing: data)["tokens"])
    try await host.sdk.updateRefreshToken(
      accessToken: try #require(tokens["access_token"]?.stringValue),
      refreshToken: try #require(tokens["refresh_token"]?.stringValue))
  }

  @Test func aTokenExpiringWithinFiveMinutesIsRefreshedBeforeTheRequest() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await Self.signIn(host, lifetime: 240)
    let before = try await host.server.stats()
    _ = try await host.sdk.getProfile()
    let after = try await host.server.stats()
    #expect(after.count("POST", Self.refreshPath) - before.count("POST", Self.refreshPath) == 1)
    let context = "/oauth/\(LoyaltyHost.appUUID)/context"
    #expect(after.count("POST", context) - before.count("POST", context) == 1, "no 401 round trip")
  }

  @Test func fiveFailedRefreshesOpenTheBreaker() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    try await host.server.expireTokens()
    _ = try await host.server.addFault(.init(pathPrefix: Self.refreshPath, status: 503))
    let before = try await host.server.stats().count("POST", Self.refreshPath)
    for _ in 0..<5 {
      await #expect(throws: WarplyError.self) { _ = try await host.sdk.getProfile() }
    }
    let afterFive = try await host.server.stats().count("POST", Self.refreshPath)
    #expect(afterFive - before == 15, "five refreshes of three attempts each ([0, 1, 5] s delays)")
    do {
      _ = try await host.sdk.getProfile()
      Issue.record("expected the open breaker to fail fast")
    } catch {
      #expect(error.isRetryable, "an open breaker is an outage, never a logout")
    }
    #expect(try await host.server.stats().count("POST", Self.refreshPath) == afterFive, "open: no refresh sent")
    #expect(await host.sdk.isSignedIn, "transient failures never clear the tokens")
    try await host.server.clearFaults()
  }
}
