import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Retries over real HTTP: Retry-After in both forms, 429, dropped connections, idempotency keys.
@Suite struct RetryIntegrationTests {
  @Test func retriesA503HonouringRetryAfterSeconds() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: nil)
    try await server.addFault(.init(pathPrefix: "/v1/ping", status: 503, retryAfter: "1", times: 2))
    try await harness.ping()
    #expect(try await server.stats().count("GET", "/v1/ping") == 3)
    #expect(await harness.sleeper.delays == [.seconds(1), .seconds(1)])
  }

  @Test func retriesA429HonouringAnHTTPDate() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: nil)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    // Ten seconds ahead, so a loaded machine's seconds between here and the retry still leave a
    // delay well above the one-second resolution of HTTP dates.
    let start = Date()
    let date = formatter.string(from: start.addingTimeInterval(10))
    try await server.addFault(.init(pathPrefix: "/v1/ping", status: 429, retryAfter: date, times: 1))
    try await harness.ping()
    // The delay is what was left until the date when the answer came: ten seconds less the time the
    // request took (however loaded the machine), less up to a second of the date's resolution.
    let taken = Date().timeIntervalSince(start)
    let delays = await harness.sleeper.delays
    #expect(delays.count == 1)
    #expect(delays.allSatisfy { $0 >= .seconds(max(0, 9 - taken)) && $0 <= .seconds(10) })
  }

  @Test func doesNotRetryA4xx() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: nil)
    try await server.addFault(.init(pathPrefix: "/v1/ping", status: 404, times: 1))
    await #expect(throws: AppError.notFound) { try await harness.ping() }
    #expect(try await server.stats().count("GET", "/v1/ping") == 1)
  }

  @Test func retriesADroppedConnection() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: nil)
    try await server.addFault(.init(pathPrefix: "/v1/ping", drop: true, times: 1))
    try await harness.ping()
    #expect(try await server.stats().count("GET", "/v1/ping") == 2)
  }

  @Test func replaysAPostOnlyWithAnIdempotencyKey() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: try await server.issueTokens())
    try await server.addFault(.init(pathPrefix: "/v1/echo", method: "POST", status: 503, times: 1))
    let plain = Endpoint<EmptyBody>(.post, path: ["v1", "echo"], auth: .bearer).jsonBody(["n": 1])
    await #expect(throws: AppError.self) { try await harness.client.send(plain) }
    #expect(try await server.stats().count("POST", "/v1/echo") == 1)

    try await server.addFault(.init(pathPrefix: "/v1/echo", method: "POST", status: 503, times: 1))
    _ = try await harness.client.send(plain.idempotencyKey(UUID().uuidString))
    let stats = try await server.stats()
    #expect(stats.count("POST", "/v1/echo") == 3, "\(stats)")
    #expect(stats.idempotentReplays == 0)
  }

  /// A keyed POST whose connection drops is retried; the server processes it once. (On Linux,
  /// libcurl was seen to stall a POST dropped on a reused keep-alive connection until the request
  /// timed out, so the endpoint sets a short timeout; the retry is then answered from the server's
  /// idempotency record.)
  @Test func aDroppedPostWithAnIdempotencyKeySucceedsExactlyOnce() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: try await server.issueTokens())
    try await server.addFault(.init(pathPrefix: "/v1/echo", method: "POST", drop: true, times: 1))
    let endpoint = Endpoint<PipelineHarness.Echo>(.post, path: ["v1", "echo"], auth: .bearer)
      .jsonBody(["n": 1]).idempotencyKey(UUID().uuidString).timeout(.seconds(2))
    let echo = try await harness.client.send(endpoint)
    #expect(echo.method == "POST")
    let stats = try await server.stats()
    #expect(stats.count("POST", "/v1/echo") >= 2, "\(stats)")
    #expect(stats.count("POST", "/v1/echo") - 1 - stats.idempotentReplays == 1, "processed once: \(stats)")
  }

  /// The server performs a keyed POST but its response is lost: the client retries with the same
  /// key and gets the stored answer, so the work is done exactly once.
  @Test func aKeyedPostWhoseResponseIsLostIsPerformedExactlyOnce() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let harness = PipelineHarness(server: server, tokens: try await server.issueTokens())
    try await server.addFault(.init(pathPrefix: "/v1/echo", method: "POST", dropResponse: true, times: 1))
    let endpoint = Endpoint<PipelineHarness.Echo>(.post, path: ["v1", "echo"], auth: .bearer)
      .jsonBody(["n": 1]).idempotencyKey(UUID().uuidString).timeout(.seconds(2))
    let echo = try await harness.client.send(endpoint)
    #expect(echo.method == "POST")
    let stats = try await server.stats()
    #expect(stats.count("POST", "/v1/echo") == 2, "sent twice: \(stats)")
    #expect(stats.idempotentReplays == 1, "performed once, replayed once: \(stats)")
  }
}
