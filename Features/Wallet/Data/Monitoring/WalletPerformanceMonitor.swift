import SharedCore

/// Per-endpoint latencies of the wallet backend, read from the pipeline's `LatencyMetrics`: the
/// history of the last requests (the metrics keep 100 per endpoint by default), their average,
/// and the endpoints slower than a threshold on average.
///
/// Endpoints are named `wallet <METHOD> <path template>`, e.g. `wallet GET /wallet/{walletId}/balance`.
public struct WalletPerformanceMonitor: Sendable {
  /// The prefix of every wallet endpoint's metrics name.
  public static let namePrefix = "wallet "

  /// The shared pipeline's metrics.
  public let metrics: LatencyMetrics

  /// Creates a monitor over `metrics` (the container's `LatencyMetrics`).
  public init(metrics: LatencyMetrics) {
    self.metrics = metrics
  }

  /// The recorded latencies of `endpoint`, oldest first (at most the metrics' capacity).
  public func latencyHistory(for endpoint: String) async -> [Duration] {
    await metrics.samples(for: endpoint)
  }

  /// The average latency of `endpoint`'s recorded requests, or `nil` when none were recorded.
  public func averageResponseTime(for endpoint: String) async -> Duration? {
    let samples = await metrics.samples(for: endpoint)
    guard !samples.isEmpty else { return nil }
    return samples.reduce(Duration.zero, +) / samples.count
  }

  /// The wallet endpoints whose average latency exceeds `threshold`, with that average.
  public func slowEndpoints(threshold: Duration = .seconds(2)) async -> [String: Duration] {
    var slow: [String: Duration] = [:]
    for name in await metrics.summaries().keys where name.hasPrefix(Self.namePrefix) {
      if let average = await averageResponseTime(for: name), average > threshold { slow[name] = average }
    }
    return slow
  }

  /// Every wallet endpoint with recorded requests.
  public func endpoints() async -> [String] {
    await metrics.summaries().keys.filter { $0.hasPrefix(Self.namePrefix) }.sorted()
  }
}
