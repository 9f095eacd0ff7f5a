/// Latency figures for one endpoint over its recent history.
public struct LatencySummary: Sendable, Hashable {
  /// Samples in the history (at most the recorder's capacity).
  public var count: Int
  /// The median.
  public var p50: Duration
  /// The 95th percentile (nearest rank).
  public var p95: Duration
  /// The slowest sample.
  public var max: Duration
  /// The arithmetic mean.
  public var mean: Duration

  /// Summarises `samples` (must not be empty).
  init?(samples: [Duration]) {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    func rank(_ fraction: Double) -> Duration {
      let index = Int((Double(sorted.count) * fraction).rounded(.up)) - 1
      return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
    }
    count = sorted.count
    p50 = rank(0.5)
    p95 = rank(0.95)
    max = sorted[sorted.count - 1]
    mean = sorted.reduce(Duration.zero, +) / sorted.count
  }
}
