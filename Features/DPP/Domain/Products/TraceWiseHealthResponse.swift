/// The TraceWise API's health report, `GET /v1/health`.
public struct TraceWiseHealthResponse: Codable, Sendable, Hashable {
  /// `ok` when the service is healthy.
  public let status: String
  /// The server's time, ISO 8601.
  public let timestamp: String
  /// The server's version, when it reports one.
  public let version: String?

  /// Creates a report.
  public init(status: String, timestamp: String, version: String? = nil) {
    self.status = status
    self.timestamp = timestamp
    self.version = version
  }
}
