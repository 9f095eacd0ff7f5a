import DPPFeature
import Foundation
import SharedCore
import SharedPlatform

/// The DPP data layer's CPU cost, without I/O: id parsing, a 100-event page through `APIClient`
/// (request building, auth and retry steps, decoding), outbox keys and EPCIS export.
enum DPPDataBenchmarks: BenchmarkSuite {
  static let name = "dpp"

  /// Answers every request with the same canned page.
  private struct CannedTransport: Transport {
    let body: Data
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
  }

  static func run() async throws {
    Report.header("dpp (in memory)")
    Report.line(
      Benchmark.measure("DPPProductID(parsing:) gtin:serial", iterations: 10_000) {
        blackHole(try? DPPProductID(parsing: "09520123456788:SN-1001"))
      })

    let events = (0..<100).map { index in
      LifecycleEvent(
        gtin: "09520123456788", serial: "SN-1001", bizStep: index.isMultiple(of: 2) ? "retail_selling" : "repairing",
        timestamp: "2026-03-01T10:00:00Z", details: ["index": index])
    }
    let page = TraceWisePaginatedResponse(items: events, nextPageToken: nil, totalCount: 100)
    let client = TraceWiseClientFactory.makeClient(
      baseURL: URL(fileURLWithPath: "/"), apiKey: "bench-key", tokens: nil,
      transport: CannedTransport(body: try JSONEncoder().encode(page)))
    let repository = TraceWiseEventRepository(client: client)
    let id = DPPProductID(gtin: "09520123456788", serial: "SN-1001")
    Report.line(
      try await Benchmark.measureAsync("events page of 100 via APIClient (steps + decode)", iterations: 50) {
        blackHole(try await repository.events(for: id, pageSize: 100, pageToken: nil))
      })

    let crypto = SystemCrypto()
    Report.line(
      Benchmark.measure("PendingLifecycleEvent key (canonical JSON + SHA-256)", iterations: 2_000) {
        blackHole(PendingLifecycleEvent(event: events[0], crypto: crypto))
      })
    Report.line(
      try Benchmark.measure("EPCIS 2.0 export of 100 events (document + JSON)", iterations: 20) {
        blackHole(try ExportEPCISDocument.document(events).jsonData())
      })
  }
}
