import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Per-request overhead of `APIClient` (URL building, steps, error mapping, decoding) over raw
/// `URLSession` on loopback. Target: ≤ 10 % or ≤ 50 µs, whichever is larger.
///
/// Runs against the reference server's public `GET /v1/ping` on 127.0.0.1 (keep-alive, TCP_NODELAY).
enum PipelineBenchmarks: BenchmarkSuite {
  static let name = "pipeline"

  private struct Ping: Decodable, Sendable { var ok: Bool }

  static func run() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let url = server.baseURL.appendingPathComponent("v1/ping")
    let iterations = 100

    Report.header("pipeline (loopback HTTP, sequential requests, interleaved samples)")
    let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
    let transport = URLSessionTransport()
    let bare = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL), transport: transport)
    let endpoint = Endpoint<Ping>(.get, path: ["v1", "ping"], auth: .apiKey)
    let steps: [any RequestStep] = [
      MetricsStep(metrics: LatencyMetrics()), RetryStep(), APIKeyStep(key: "bench-key"),
    ]
    let full = APIClient(
      configuration: APIClientConfiguration(baseURL: server.baseURL, steps: steps), transport: transport)
    let results = try await Benchmark.measureInterleavedAsync(
      [
        ("raw URLSession dataTask", { blackHole(try await rawData(session, URLRequest(url: url))) }),
        ("APIClient, no steps, decode", { blackHole(try await bare.send(endpoint)) }),
        ("APIClient, metrics+retry+api key, decode", { blackHole(try await full.send(endpoint)) }),
      ],
      samples: 21, iterations: iterations)
    let raw = results[0]
    Report.line(raw)
    for client in results.dropFirst() { Report.line(client, target: target(raw, client)) }
    Report.note("overhead = median(APIClient) − median(raw); allowed = max(10 % of raw, 50 µs)")
  }

  /// The minimal async wrapper over a data task: the baseline, and what `URLSessionTransport` does.
  private static func rawData(_ session: URLSession, _ request: URLRequest) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
      session.dataTask(with: request) { data, _, error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: data ?? Data()) }
      }.resume()
    }
  }

  private static func target(_ raw: Benchmark.Result, _ client: Benchmark.Result) -> String {
    let overhead = client.median - raw.median
    let allowed = max(raw.median * 0.10, 50_000)
    let verdict = overhead <= allowed ? "met" : "MISSED"
    return "overhead \(Report.format(overhead)) ≤ \(Report.format(allowed)): \(verdict)"
  }
}
