import SharedCore

extension TraceWiseError {
  /// Maps the shared vocabulary to the TraceWise SDK's errors.
  ///
  /// | AppError | TraceWiseError |
  /// |---|---|
  /// | `.network(.timeout)` | `.timeout` |
  /// | other `.network` | `.networkError` |
  /// | `.unauthorized` | `.authenticationError` |
  /// | `.forbidden` | `.apiError(FORBIDDEN, 403)` |
  /// | `.notFound` | `.apiError(NOT_FOUND, 404)` |
  /// | `.validation` | `.apiError(VALIDATION_ERROR, 400)` |
  /// | `.conflict` | `.apiError(CONFLICT, 409)` |
  /// | `.rateLimited` | `.apiError(RATE_LIMITED, 429)` |
  /// | `.server` | `.apiError(code ?? HTTP_ERROR, status)` |
  /// | `.decoding` | `.invalidResponse` |
  /// | `.cancelled` | `.unknown(CancellationError())` |
  /// | `.temporarilyUnavailable` | `.apiError(SERVICE_UNAVAILABLE, 503)` |
  /// | `.local` | `.unknown(error)` |
  public init(_ error: AppError) {
    if error == InvalidBaseURLTransport.error {
      self = .invalidURL
      return
    }
    switch error {
    case .network(.timeout): self = .timeout
    case .network: self = .networkError(error)
    case .unauthorized: self = .authenticationError(error.userMessage)
    case .forbidden: self = .apiError(code: "FORBIDDEN", message: error.userMessage, statusCode: 403)
    case .notFound: self = .apiError(code: "NOT_FOUND", message: error.userMessage, statusCode: 404)
    case .validation: self = .apiError(code: "VALIDATION_ERROR", message: error.userMessage, statusCode: 400)
    case .conflict: self = .apiError(code: "CONFLICT", message: error.userMessage, statusCode: 409)
    case .rateLimited: self = .apiError(code: "RATE_LIMITED", message: error.userMessage, statusCode: 429)
    case .server(let status, let code, let message, _):
      self = .apiError(code: code ?? "HTTP_ERROR", message: message ?? "HTTP \(status)", statusCode: status)
    case .decoding: self = .invalidResponse
    case .cancelled: self = .unknown(CancellationError())
    case .temporarilyUnavailable:
      self = .apiError(code: "SERVICE_UNAVAILABLE", message: error.userMessage, statusCode: 503)
    case .local: self = .unknown(error)
    }
  }

  /// Runs `body`, turning any failure into a ``TraceWiseError``.
  static func mapping<T>(_ body: () async throws -> T) async throws(TraceWiseError) -> T {
    do {
      return try await body()
    } catch let error as TraceWiseError {
      throw error
    } catch let error as DPPProductIDError {
      throw .invalidProductID(error.description)
    } catch {
      throw TraceWiseError(AppError(error))
    }
  }
}
