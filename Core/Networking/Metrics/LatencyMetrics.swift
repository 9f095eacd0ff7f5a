/// Per-endpoint latency history with bounded memory: the last ``capacity`` samples per metrics
/// name.
public actor LatencyMetrics {
  /// Samples kept per endpoint.
  public let capacity: Int
  private var histories: [String: RingBuffer<Duration>] = [:]

  /// Creates an empty recorder keeping `capacity` samples per endpoint.
  public init(capacity: Int = 100) {
    self.capacity = max(1, capacity)
  }

  /// Records one request's duration under `name`.
  public func record(_ duration: Duration, for name: String) {
    histories[name, default: RingBuffer(capacity: capacity)].append(duration)
  }

  /// The recent samples for `name`, oldest first.
  public func samples(for name: String) -> [Duration] {
    histories[name]?.elements ?? []
  }

  /// The summary for `name`, or `nil` when nothing was recorded.
  public func summary(for name: String) -> LatencySummary? {
    LatencySummary(samples: samples(for: name))
  }

  /// Summaries of every endpoint seen.
  public func summaries() -> [String: LatencySummary] {
    histories.compactMapValues { LatencySummary(samples: $0.elements) }
  }

  /// Endpoints whose mean latency exceeds `threshold`.
  public func slowEndpoints(threshold: Duration = .seconds(2)) -> [String: Duration] {
    summaries().compactMapValues { $0.mean > threshold ? $0.mean : nil }
  }

  /// Forgets every sample.
  public func reset() {
    histories.removeAll()
  }
}
