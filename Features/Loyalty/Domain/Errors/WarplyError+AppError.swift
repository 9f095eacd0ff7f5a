import SharedCore

extension WarplyError: AppErrorConvertible {
  /// The shared vocabulary's view, so screens show the right message and retry only what may
  /// succeed: a platform refusal is a conflict (not an outage), an outage stays retryable.
  public var appError: AppError {
    switch self {
    case .networkError: .network(.other("loyalty network error"))
    case .invalidResponse: .decoding(path: "response", reason: "not the platform's shape")
    case .authenticationFailed: .unauthorized
    case .dataParsingError(let path): .decoding(path: path, reason: "missing or malformed")
    case .serverError(429): .rateLimited(retryAfter: nil)
    case .serverError(let status): .server(status: status, code: nil, message: nil, correlationID: nil)
    case .noInternetConnection: .network(.offline)
    case .requestTimeout: .network(.timeout)
    case .platformStatus(_, let message): .conflict(message: message)
    case .rateLimited(let retryAfter): .rateLimited(retryAfter: retryAfter)
    case .temporarilyUnavailable(let retryAfter): .temporarilyUnavailable(retryAfter: retryAfter)
    case .invalidInput(let field, let reason): .validation([.init(field: field, message: reason)])
    case .unknownError(-999): .cancelled
    case .unknownError(let code): .local(.init(.storage, reason: "loyalty error \(code)"))
    }
  }
}
