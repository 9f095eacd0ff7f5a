import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loyalty backend's own tokens over real HTTP: one refresh for many 401s, no spurious logout
/// on a rotation race, tokens cleared after a rejected refresh.
@Suite(.referenceServer, .serialized) struct LoyaltyTokenIntegrationTests {
  @Test func hundredConcurrentRequestsAfterExpiryRefreshExactlyOnce() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    let before = try await host.server.stats().count("POST", "/oauth/\(LoyaltyHost.appUUID)/token")
    try await host.server.expireTokens()
    let emails = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<100 { group.addTask { try await host.sdk.getProfile().email } }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(emails.count == 100 && emails.allSatisfy { $0 == email })
    let after = try await host.server.stats().count("POST", "/oauth/\(LoyaltyHost.appUUID)/token")
    #expect(after - before == 1)
  }

  @Test func aLate401ForARotatedTokenIsNoLogout() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    try await host.server.expireTokens()
    let path = "/oauth/\(LoyaltyHost.appUUID)/context"
    let before = try await host.server.stats().count("POST", "/oauth/\(LoyaltyHost.appUUID)/token")
    // The first request is held 400 ms, so it reaches the server with the old token after the
    // second one has already refreshed (and rotated) it.
    _ = try await host.server.addFault(.init(pathPrefix: path, delayMs: 400, times: 1))
    async let slow = host.sdk.getProfile()
    try await Task.sleep(for: .milliseconds(100))
    async let fast = host.sdk.getCards()
    _ = try await (slow, fast)
    let after = try await host.server.stats().count("POST", "/oauth/\(LoyaltyHost.appUUID)/token")
    #expect(after - before == 1, "the late 401 reuses the rotated token instead of refreshing again")
    #expect(await host.sdk.isSignedIn)
    _ = try await host.sdk.getProfile()
  }

  @Test func aRejectedRefreshClearsTheTokens() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    let tokens = try host.tokens()
    let access = try await tokens.validAccessToken()
    try await host.sdk.updateRefreshToken(accessToken: access, refreshToken: "not-a-refresh-token")
    try await host.server.expireTokens()
    await #expect(throws: WarplyError.authenticationFailed) { _ = try await host.sdk.getProfile() }
    #expect(await !host.sdk.isSignedIn)
  }

  @Test func transientRefreshFailuresAreRetriedAfterTheConfiguredDelays() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    try await host.server.expireTokens()
    let refreshPath = "/oauth/\(LoyaltyHost.appUUID)/token"
    let before = try await host.server.stats().count("POST", refreshPath)
    _ = try await host.server.addFault(.init(pathPrefix: refreshPath, status: 503, times: 2))
    _ = try await host.sdk.getProfile()
    #expect(try await host.server.stats().count("POST", refreshPath) - before == 3, "two 503s, then success")
    #expect(await host.sdk.isSignedIn)
  }
}
