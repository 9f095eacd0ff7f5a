import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// `URLSessionTransport` over loopback: headers and bodies both ways, timeouts, cancellation.
@Suite struct URLSessionTransportIntegrationTests {
  @Test func sendsHeadersAndBodyAndReadsTheResponse() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let tokens = try await server.issueTokens()
    let request = HTTPRequest(
      url: server.baseURL.appendingPathComponent("v1/echo/things"), method: .put,
      headers: ["Authorization": "Bearer \(tokens.accessToken)", "Content-Type": "application/json", "X-Trace": "t-1"],
      body: Data(#"{"n":2}"#.utf8))
    let response = try await URLSessionTransport().send(request)
    #expect(response.status == 200)
    #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
    let echo = try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    #expect(echo["method"] as? String == "PUT")
    #expect((echo["headers"] as? [String: String])?["x-trace"] == "t-1")
    #expect((echo["body"] as? [String: Int])?["n"] == 2)
  }

  @Test func aPerRequestTimeoutSurfacesAsTimeout() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let request = HTTPRequest(
      url: server.baseURL.appendingPathComponent("v1/ping"), headers: ["X-Fault-Delay-Ms": "3000"],
      timeout: .milliseconds(500))
    await #expect(throws: AppError.network(.timeout)) { try await URLSessionTransport().send(request) }
  }

  @Test func aTimeoutUnderOneSecondStillLetsAQuickAnswerThrough() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let request = HTTPRequest(
      url: server.baseURL.appendingPathComponent("v1/ping"), headers: ["X-Fault-Delay-Ms": "100"],
      timeout: .milliseconds(300))
    let response = try await URLSessionTransport().send(request)
    #expect(response.status == 200)
  }

  @Test func timeoutsAreWholeSecondsOnlyWhereURLSessionNeedsThem() {
    #if canImport(FoundationNetworking)
      #expect(URLSessionTransport.platformTimeout(0.3) == 1)
      #expect(URLSessionTransport.platformTimeout(1.5) == 2)
      #expect(URLSessionTransport.platformTimeout(60) == 60)
    #else
      #expect(URLSessionTransport.platformTimeout(0.3) == 0.3)
    #endif
    #expect(URLSessionTransport.platformTimeout(0) == 0)
  }

  @Test func cancellingTheTaskCancelsTheRequest() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let transport = URLSessionTransport()
    // The server would answer after a minute; only a cancelled request ends sooner, and as cancelled.
    let request = HTTPRequest(
      url: server.baseURL.appendingPathComponent("v1/ping"), headers: ["X-Fault-Delay-Ms": "60000"],
      timeout: .seconds(120))
    let task = Task { try await transport.send(request) }
    let deadline = ContinuousClock.now + .seconds(60)
    while try await server.stats().requests["GET /v1/ping", default: 0] == 0, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    task.cancel()
    await #expect(throws: AppError.cancelled) { try await task.value }
  }
}
