import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension AppError {
  /// Maps an HTTP failure to the shared vocabulary.
  ///
  /// Backend-specific mappers decode their envelope first, then call this with what they found,
  /// overriding the result only where their codes say more than the status does.
  /// - Parameters:
  ///   - status: The HTTP status code (expected to be 4xx or 5xx).
  ///   - code: The backend's machine-readable error code, if any.
  ///   - message: The backend's message, if any.
  ///   - correlationID: The backend's request or correlation id, if any.
  ///   - retryAfter: The parsed `Retry-After` header, if any.
  ///   - fieldErrors: Per-field validation errors the backend reported.
  public init(
    status: Int,
    code: String? = nil,
    message: String? = nil,
    correlationID: String? = nil,
    retryAfter: Duration? = nil,
    fieldErrors: [FieldError] = []
  ) {
    switch status {
    case 401: self = .unauthorized
    case 403: self = .forbidden
    case 404, 410: self = .notFound
    case 409: self = .conflict(message: message)
    case 429: self = .rateLimited(retryAfter: retryAfter)
    case 400 where !fieldErrors.isEmpty, 422 where !fieldErrors.isEmpty: self = .validation(fieldErrors)
    default: self = .server(status: status, code: code, message: message, correlationID: correlationID)
    }
  }

  /// Wraps any error: `AppError` passes through, an ``AppErrorConvertible`` error (SQLite, secure
  /// storage, cryptography, the container) says what it is, cancellation becomes ``cancelled``,
  /// `URLError` becomes ``network(_:)``, `DecodingError` becomes ``decoding(path:reason:)``.
  /// Anything else is an unclassified transport failure, ``NetworkFailure/other(_:)``.
  public init(_ error: any Error) {
    switch error {
    case let appError as AppError:
      self = appError
    case let convertible as any AppErrorConvertible:
      self = convertible.appError
    case is CancellationError:
      self = .cancelled
    case let urlError as URLError:
      self = Self(urlError: urlError)
    case let decodingError as DecodingError:
      self = Self(decodingError: decodingError)
    default:
      self = .network(.other(String(describing: type(of: error))))
    }
  }

  private init(urlError: URLError) {
    switch urlError.code {
    case .cancelled: self = .cancelled
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: self = .network(.offline)
    case .timedOut: self = .network(.timeout)
    case .networkConnectionLost: self = .network(.connectionLost)
    case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed: self = .network(.cannotConnect)
    case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
      .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
      .clientCertificateRequired:
      self = .network(.tls)
    case .badURL, .unsupportedURL, .appTransportSecurityRequiresSecureConnection:
      self = .local(LocalFailure(.composition, reason: "URLError \(urlError.code.rawValue): unusable request URL"))
    default: self = .network(.other("URLError \(urlError.code.rawValue)"))
    }
  }

  private init(decodingError: DecodingError) {
    func render(_ path: [any CodingKey]) -> String {
      path.reduce(into: "") { result, key in
        if let index = key.intValue {
          result += "[\(index)]"
        } else {
          result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
      }
    }
    switch decodingError {
    case .typeMismatch(let type, let context):
      self = .decoding(path: render(context.codingPath), reason: "expected \(type)")
    case .valueNotFound(let type, let context):
      self = .decoding(path: render(context.codingPath), reason: "missing value of type \(type)")
    case .keyNotFound(let key, let context):
      self = .decoding(path: render(context.codingPath + [key]), reason: "missing key")
    case .dataCorrupted(let context):
      self = .decoding(path: render(context.codingPath), reason: context.debugDescription)
    @unknown default:
      self = .decoding(path: "", reason: "\(decodingError)")
    }
  }
}
