import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct LoggingStepTests {
  @Test func logsMethodPathStatusAndDurationButNoSecrets() async throws {
    let logger = RecordingLogger()
    let transport = StubTransport()
    await transport.on(
      .post, "/v1/login", replies: [.json(#"{"accessToken":"jwt-secret"}"#), .error(503, code: "DOWN")])
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: URL(string: "https://api.test")!,
        steps: [LoggingStep(logger: logger), APIKeyStep(key: "api-key-secret")]),
      transport: transport)
    let endpoint = Endpoint<EmptyBody>(.post, path: ["v1", "login"], auth: .apiKey)
      .query("password", "query-secret")
      .jsonBody(["password": "body-secret"])
    _ = try await client.send(endpoint)
    _ = try? await client.send(endpoint)

    let records = logger.records
    #expect(records.count == 2)
    #expect(records.map(\.level) == [.info, .error])
    #expect(records.allSatisfy { $0.category == "http" && $0.metadata["durationMs"] != nil })
    #expect(records[0].message.hasPrefix("POST /v1/login → 200 in "))
    #expect(records[1].metadata["status"] == "503")
    let everything = records.map { "\($0.message) \($0.metadata)" }.joined()
    for secret in ["api-key-secret", "query-secret", "body-secret", "jwt-secret"] {
      #expect(!everything.contains(secret))
    }
  }

  @Test func masksTokensInPaths() async throws {
    let logger = RecordingLogger()
    let transport = StubTransport()
    await transport.on(.get, "/v1/reset/*", reply: .status(204))
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: URL(string: "https://api.test")!, steps: [LoggingStep(logger: logger)]),
      transport: transport)
    let jwt = TestJWT.make()
    _ = try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "reset", jwt]))
    let message = try #require(logger.records.first?.message)
    #expect(!message.contains(jwt))
    #expect(message.hasPrefix("GET /v1/reset/"))
  }

  @Test func logsTransportFailures() async {
    let logger = RecordingLogger()
    let transport = StubTransport()
    await transport.on(.get, "/v1/ping", reply: .drop)
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: URL(string: "https://api.test")!, steps: [LoggingStep(logger: logger)]),
      transport: transport)
    _ = try? await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "ping"]))
    #expect(logger.records.map(\.message).first?.contains("GET /v1/ping failed after") == true)
    #expect(logger.records.first?.message.contains("connectionLost") == true)
  }
}
