import Foundation

/// The SDK facade's errors, with a mapping from the shared `AppError`.
///
/// Differences from the original TraceWise SDK: `Sendable` (the wrapped errors of `networkError`/`unknown` are
/// `any Error & Sendable`), and ``invalidProductID(_:)`` for a malformed `gtin:serial` id, which the
/// original SDK misreported as an invalid Digital Link.
public enum TraceWiseError: Error, LocalizedError, Sendable {
  /// The configured base URL cannot be parsed.
  case invalidURL
  /// The server's answer could not be read.
  case invalidResponse
  /// No usable HTTP response (offline, connection lost, TLS).
  case networkError(any Error & Sendable)
  /// The server answered with an error envelope.
  case apiError(code: String, message: String, statusCode: Int)
  /// Credentials are missing or were rejected.
  case authenticationError(String)
  /// The text is not a GS1 Digital Link naming a GTIN.
  case invalidDigitalLink(String)
  /// A product id is not `gtin` or `gtin:serial`.
  case invalidProductID(String)
  /// The request timed out.
  case timeout
  /// Anything else.
  case unknown(any Error & Sendable)

  /// A short description.
  public var errorDescription: String? {
    switch self {
    case .invalidURL: "Invalid URL"
    case .invalidResponse: "Invalid response from server"
    case .networkError(let error): "Network error: \(error)"
    case .apiError(_, let message, _): message
    case .authenticationError(let message): "Authentication error: \(message)"
    case .invalidDigitalLink(let message): "Invalid Digital Link: \(message)"
    case .invalidProductID(let message): "Invalid product id: \(message)"
    case .timeout: "Request timeout"
    case .unknown(let error): "Unknown error: \(error)"
    }
  }

  /// A machine-readable code; the server's own code for ``apiError(code:message:statusCode:)``.
  public var code: String {
    switch self {
    case .invalidURL: "INVALID_URL"
    case .invalidResponse: "INVALID_RESPONSE"
    case .networkError: "NETWORK_ERROR"
    case .apiError(let code, _, _): code
    case .authenticationError: "AUTH_ERROR"
    case .invalidDigitalLink: "INVALID_DIGITAL_LINK"
    case .invalidProductID: "INVALID_PRODUCT_ID"
    case .timeout: "TIMEOUT"
    case .unknown: "UNKNOWN_ERROR"
    }
  }
}
