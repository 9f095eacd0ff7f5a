/// Records each request's total duration (including retries and refreshes inside it) under the
/// endpoint's ``APIRequest/metricsName``, whether it succeeded or failed.
public struct MetricsStep: RequestStep {
  private let metrics: LatencyMetrics

  /// Creates the step recording into `metrics`.
  public init(metrics: LatencyMetrics) {
    self.metrics = metrics
  }

  /// Times `request`.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let response = try await next(request)
      await metrics.record(clock.now - start, for: request.metricsName)
      return response
    } catch {
      await metrics.record(clock.now - start, for: request.metricsName)
      throw error
    }
  }
}
