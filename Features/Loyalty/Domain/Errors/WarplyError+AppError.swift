import SharedCore

extension WarplyError: AppErrorConvertible {
  /// The shared vocabulary's view, so screens show the right message, retry only what may succeed,
  /// and `RemoteUncertainty` sorts a write's answer correctly: an outage stays retryable, an HTTP
  /// status keeps its meaning (403 forbidden, 404 not found, 409 a request still in progress), an
  /// unreadable answer stays a decoding failure, and the platform's failure status is a definite
  /// refusal (a validation failure of its `status` field, with the platform's message).
  public var appError: AppError {
    switch self {
    case .networkError(let failure): .network(failure)
    case .invalidResponse: .decoding(path: "response", reason: "not the platform's shape")
    case .authenticationFailed: .unauthorized
    case .dataParsingError(let path): .decoding(path: path, reason: "missing or malformed")
    case .serverError(let status): AppError(status: status)
    case .noInternetConnection: .network(.offline)
    case .requestTimeout: .network(.timeout)
    case .platformStatus(let status, let message):
      .validation([
        .init(
          field: "status", message: message ?? "The loyalty platform refused the request (status \(status)).",
          code: String(status))
      ])
    case .rateLimited(let retryAfter): .rateLimited(retryAfter: retryAfter)
    case .temporarilyUnavailable(let retryAfter): .temporarilyUnavailable(retryAfter: retryAfter)
    case .invalidInput(let field, let reason): .validation([.init(field: field, message: reason)])
    case .unknownError(-999): .cancelled
    case .unknownError(let code): .local(.init(.storage, reason: "loyalty error \(code)"))
    }
  }
}
