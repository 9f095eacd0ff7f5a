import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct LatencyMetricsTests {
  @Test func keepsOnlyTheNewestSamplesPerEndpoint() async {
    let metrics = LatencyMetrics(capacity: 5)
    for milliseconds in 1...12 { await metrics.record(.milliseconds(milliseconds), for: "GET /a") }
    await metrics.record(.seconds(1), for: "GET /b")
    #expect(await metrics.samples(for: "GET /a") == (8...12).map { Duration.milliseconds($0) })
    #expect(await metrics.samples(for: "GET /b") == [.seconds(1)])
    #expect(await metrics.summary(for: "GET /none") == nil)
  }

  @Test func summarisesPercentiles() async throws {
    let metrics = LatencyMetrics(capacity: 100)
    for milliseconds in 1...100 { await metrics.record(.milliseconds(milliseconds), for: "GET /a") }
    let summary = try #require(await metrics.summary(for: "GET /a"))
    #expect(summary.count == 100)
    #expect(summary.p50 == .milliseconds(50))
    #expect(summary.p95 == .milliseconds(95))
    #expect(summary.max == .milliseconds(100))
    #expect(summary.mean == .microseconds(50_500))
    #expect(await metrics.slowEndpoints(threshold: .milliseconds(50)) == ["GET /a": .microseconds(50_500)])
  }

  @Test func theStepRecordsSuccessesAndFailuresUnderTheMetricsName() async throws {
    let metrics = LatencyMetrics()
    let transport = StubTransport()
    await transport.on(.get, "/v1/products/*", replies: [.status(200), .drop])
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: URL(string: "https://api.test")!, steps: [MetricsStep(metrics: metrics)]),
      transport: transport)
    let endpoint = Endpoint<EmptyBody>(.get, path: ["v1", "products", "42"], metricsName: "GET /v1/products/{gtin}")
    _ = try await client.send(endpoint)
    _ = try? await client.send(endpoint)
    #expect(await metrics.summary(for: "GET /v1/products/{gtin}")?.count == 2)
  }
}
