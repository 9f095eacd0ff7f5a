import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Token refresh over real HTTP against the reference server's rotating refresh tokens.
@Suite struct TokenRefreshIntegrationTests {
  @Test func hundredConcurrent401sCauseExactlyOneRefresh() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: try await server.issueTokens(username: "many"))
    try await server.expireTokens()
    let subjects = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<100 { group.addTask { try await harness.echo("item-\(index)").sub } }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(subjects.count == 100)
    #expect(subjects.allSatisfy { $0 == "many" })
    let stats = try await server.stats()
    #expect(stats.refreshCalls == 1)
    #expect(await harness.store.saveCount == 1)
  }

  @Test func aRejectedRefreshSurfacesUnauthorizedAndClearsTheTokens() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    var issued = try await server.issueTokens()
    issued.refreshToken = "not-a-refresh-token"
    let harness = PipelineHarness(server: server, tokens: issued)
    try await server.expireTokens()
    await #expect(throws: AppError.unauthorized) { try await harness.echo() }
    #expect(try await server.stats().refreshCalls == 1)
    #expect(try await harness.store.load() == nil)
    await #expect(throws: AppError.unauthorized) { try await harness.echo() }
    #expect(try await server.stats().refreshCalls == 1, "signed out: no further refresh attempts")
  }

  @Test func proactivelyRefreshesAShortLivedToken() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: try await server.issueTokens(expiresIn: 60))
    _ = try await harness.echo()
    let stats = try await server.stats()
    #expect(stats.refreshCalls == 1)
    #expect(stats.count("GET", "/v1/echo/item") == 1, "no 401 round trip")
  }

  @Test func circuitBreakerOpensFailsFastThenProbesOnceAndCloses() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let clock = TestClock(start: Date())
    let harness = PipelineHarness(
      server: server, tokens: try await server.issueTokens(), retry: nil,
      breaker: CircuitBreaker(failureThreshold: 2, coolDown: .seconds(30)), now: clock.provider)
    try await server.expireTokens()
    try await server.addFault(.init(pathPrefix: "/v1/auth/refresh", status: 503))

    for _ in 0..<2 {
      let error = await #expect(throws: AppError.self) { try await harness.echo() }
      guard case .server(503, "INJECTED_FAULT", _, _) = error else {
        Issue.record("expected the injected 503, got \(String(describing: error))")
        return
      }
    }
    guard case .open = await harness.tokens.circuitState else {
      Issue.record("expected an open circuit, got \(await harness.tokens.circuitState)")
      return
    }
    await #expect(throws: AppError.temporarilyUnavailable(retryAfter: .seconds(30))) {
      try await harness.echo()
    }
    #expect(try await server.stats().count("POST", "/v1/auth/refresh") == 2, "open circuit sends nothing")

    try await server.clearFaults()
    clock.advance(by: .seconds(30))
    let subjects = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<20 { group.addTask { try await harness.echo("probe-\(index)").sub } }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(subjects == Array(repeating: "demo", count: 20))
    let stats = try await server.stats()
    #expect(stats.count("POST", "/v1/auth/refresh") == 3, "exactly one half-open probe")
    #expect(stats.refreshCalls == 1)
    #expect(await harness.tokens.circuitState == .closed(failures: 0))
  }
}
