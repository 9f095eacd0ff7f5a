import SharedCore

/// A transport for an unusable configuration: every request fails with ``AppError`` on `baseURL`.
struct InvalidBaseURLTransport: Transport {
  /// The error every request fails with; ``TraceWiseError/init(_:)`` maps it to `.invalidURL`.
  static let error = AppError.validation([.init(field: "baseURL", message: "Invalid URL", code: "INVALID_URL")])

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw Self.error
  }
}
