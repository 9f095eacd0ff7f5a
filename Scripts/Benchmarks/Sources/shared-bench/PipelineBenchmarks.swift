import Foundation
import SharedCore
import SharedPlatform

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Per-request overhead of `APIClient` (URL building, steps, error mapping, decoding) over raw
/// `URLSession` on loopback. Target: ≤ 10 % or ≤ 50 µs, whichever is larger.
///
/// Starts a tiny keep-alive Python `http.server` on 127.0.0.1 that answers `{"ok":true}`.
enum PipelineBenchmarks: BenchmarkSuite {
  static let name = "pipeline"

  private struct Ping: Decodable, Sendable { var ok: Bool }

  static func run() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let url = server.baseURL.appendingPathComponent("v1/ping")
    let iterations = 100

    Report.header("pipeline (loopback HTTP, sequential requests)")
    let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
    let raw = try await Benchmark.measureAsync("raw URLSession dataTask", iterations: iterations) {
      blackHole(try await rawData(session, URLRequest(url: url)))
    }
    Report.line(raw)

    let transport = URLSessionTransport()
    let bare = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL), transport: transport)
    let endpoint = Endpoint<Ping>(.get, path: ["v1", "ping"], auth: .apiKey)
    let plain = try await Benchmark.measureAsync("APIClient, no steps, decode", iterations: iterations) {
      blackHole(try await bare.send(endpoint))
    }
    Report.line(plain, target: target(raw, plain))

    let metrics = LatencyMetrics()
    let steps: [any RequestStep] = [
      MetricsStep(metrics: metrics), RetryStep(), APIKeyStep(key: "bench-key"),
    ]
    let full = APIClient(
      configuration: APIClientConfiguration(baseURL: server.baseURL, steps: steps), transport: transport)
    let stepped = try await Benchmark.measureAsync("APIClient, metrics+retry+api key, decode", iterations: iterations) {
      blackHole(try await full.send(endpoint))
    }
    Report.line(stepped, target: target(raw, stepped))
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

/// A keep-alive HTTP/1.1 server on 127.0.0.1 (Python standard library), for benchmarks.
private final class LoopbackServer {
  let baseURL: URL
  private let process: Process

  private static let script = """
    import http.server, sys
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # else Nagle + delayed ACK add ~40 ms per response
        def do_GET(self):
            body = b'{"ok":true}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        def log_message(self, *args):
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(f"LISTENING http://127.0.0.1:{server.server_address[1]}", flush=True)
    server.serve_forever()
    """

  init() throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.script]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("LISTENING "), let url = URL(string: String(text.dropFirst("LISTENING ".count))) else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    baseURL = url
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}
