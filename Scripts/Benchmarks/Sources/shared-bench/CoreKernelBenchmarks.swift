import SharedCore

/// Log masking, the event bus and view-model state updates: the per-call costs on hot paths.
enum CoreKernelBenchmarks: BenchmarkSuite {
  static let name = "kernel"

  static func run() async throws {
    Report.header("kernel: logging, events, view-model state")
    let masker = LogMasker()
    let plain = "GET /v1/products?page=2 200 in 12 ms from cache"
    let secret =
      #"POST /oauth {"username":"ann","password":"hunter2"} Authorization: Bearer abcdefgh12345678 "#
      + "card 4111 1111 1111 1111"
    Report.line(Benchmark.measure("LogMasker.mask, plain line", iterations: 2_000) { blackHole(masker.mask(plain)) })
    Report.line(
      Benchmark.measure("LogMasker.mask, line with 3 secrets", iterations: 2_000) {
        blackHole(masker.mask(secret))
      })
    let record = LogRecord(level: .info, category: "http", message: plain, metadata: ["status": "200", "token": "t"])
    let formatter = LogFormatter()
    Report.line(
      Benchmark.measure("LogFormatter.format, 2 metadata", iterations: 2_000) {
        blackHole(formatter.format(record, at: .now))
      })

    let bus = EventBus(bufferSize: 1)
    let subscription = bus.events(of: Tick.self)
    Report.line(Benchmark.measure("EventBus.post, 1 typed subscriber", iterations: 50_000) { bus.post(Tick()) })
    withExtendedLifetime(subscription) {}

    try await measureViewModel()
  }

  @MainActor
  private static func measureViewModel() async throws {
    let viewModel = StatefulViewModel(initialState: 0)
    var value = 0
    Report.line(
      Benchmark.measure("StatefulViewModel.update, no subscribers", iterations: 50_000) {
        value += 1
        viewModel.update { $0 = value }
      })
    let snapshots = viewModel.states(bufferingPolicy: .bufferingNewest(1))
    Report.line(
      Benchmark.measure("StatefulViewModel.update, 1 snapshot stream", iterations: 50_000) {
        value += 1
        viewModel.update { $0 = value }
      })
    withExtendedLifetime(snapshots) {}
  }

  private struct Tick: BusEvent {
    static let name = "bench.tick"
  }
}
