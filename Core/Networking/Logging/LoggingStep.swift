import Foundation

/// Logs one line per request: method, path (never the query), status or failure, duration.
///
/// The path goes through ``LogMasker`` (a token in a path segment is still a token). Headers and
/// bodies are never logged: they carry tokens, API keys and signatures
/// (MASVS-STORAGE-2, MASWE-0001).
public struct LoggingStep: RequestStep {
  private let logger: any AppLogger
  private let masker: LogMasker
  private let isEnabled: Bool

  /// Creates the step; records go to category `http`.
  public init(logger: any AppLogger, masker: LogMasker = LogMasker()) {
    self.logger = logger
    self.masker = masker
    self.isEnabled = true
  }

  /// A step following `settings`: it logs only when `logsNetworkTraffic` is on, masking as
  /// `masksSensitiveData` says.
  public init(logger: any AppLogger, settings: CoreConfiguration.LoggingSettings) {
    self.logger = logger
    self.masker = LogMasker(settings: settings)
    self.isEnabled = settings.logsNetworkTraffic
  }

  /// Sends `request` and logs its outcome.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    guard isEnabled else { return try await next(request) }
    let clock = ContinuousClock()
    let start = clock.now
    let line = "\(request.http.method) " + masker.mask(request.http.url.path)
    do {
      let response = try await next(request)
      let elapsed = Self.milliseconds(clock.now - start)
      let level: LogLevel = response.isSuccess ? .info : response.status >= 500 ? .error : .warning
      logger.log(
        level, "\(line) → \(response.status) in \(elapsed) ms", category: "http",
        metadata: ["status": "\(response.status)", "durationMs": "\(elapsed)", "endpoint": request.metricsName])
      return response
    } catch {
      let elapsed = Self.milliseconds(clock.now - start)
      logger.log(
        .error, "\(line) failed after \(elapsed) ms: \(AppError(error))", category: "http",
        metadata: ["durationMs": "\(elapsed)", "endpoint": request.metricsName])
      throw error
    }
  }

  private static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
