/// Where analytics events go: a vendor SDK, the event bus, a test recorder.
public protocol AnalyticsSink: Sendable {
  /// Records one event. Implementations must not block; buffer or hand off instead.
  func record(_ event: AnalyticsEvent)
}

extension AnalyticsSink {
  /// Runs `operation` and records exactly one event for it: success, failure with the
  /// `AppError` case name, or cancellation. The operation's result or error passes through.
  ///
  /// ```swift
  /// let products = try await analytics.track("products.load") { try await repository.list() }
  /// ```
  public func track<Value>(
    _ name: String,
    parameters: [String: String] = [:],
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Value
  ) async rethrows -> Value {
    do {
      let value = try await operation()
      record(AnalyticsEvent(name: name, outcome: .success, parameters: parameters))
      return value
    } catch {
      record(AnalyticsEvent(name: name, outcome: Self.outcome(of: AppError(error)), parameters: parameters))
      throw error
    }
  }

  private static func outcome(of error: AppError) -> AnalyticsEvent.Outcome {
    let errorCase: String
    switch error {
    case .cancelled: return .cancelled
    case .network: errorCase = "network"
    case .unauthorized: errorCase = "unauthorized"
    case .forbidden: errorCase = "forbidden"
    case .notFound: errorCase = "notFound"
    case .validation: errorCase = "validation"
    case .conflict: errorCase = "conflict"
    case .rateLimited: errorCase = "rateLimited"
    case .server: errorCase = "server"
    case .decoding: errorCase = "decoding"
    case .temporarilyUnavailable: errorCase = "temporarilyUnavailable"
    case .local(let failure): errorCase = "local.\(failure.source.rawValue)"
    }
    return .failure(errorCase: errorCase)
  }
}
