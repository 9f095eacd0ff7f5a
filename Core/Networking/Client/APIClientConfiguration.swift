import Foundation

/// How an ``APIClient`` talks to one backend.
public struct APIClientConfiguration: Sendable {
  /// The URL every endpoint path is appended to (`https://api.example.com/api`).
  public var baseURL: URL
  /// Headers sent with every request (endpoint headers override them).
  public var defaultHeaders: HTTPHeaders
  /// The middleware chain, outermost first, e.g. `[LoggingStep, MetricsStep, RetryStep, APIKeyStep,
  /// BearerTokenStep]`. Put auth steps inside the retry step so every attempt is re-signed.
  public var steps: [any RequestStep]
  /// Turns non-2xx responses into ``AppError``.
  public var errorMapper: any ErrorMapper
  /// Encodes JSON bodies.
  public var makeEncoder: @Sendable () -> JSONEncoder
  /// Decodes JSON responses.
  public var makeDecoder: @Sendable () -> JSONDecoder

  /// Creates a configuration.
  public init(
    baseURL: URL,
    defaultHeaders: HTTPHeaders = ["Accept": "application/json"],
    steps: [any RequestStep] = [],
    errorMapper: any ErrorMapper = JSONErrorEnvelopeMapper(),
    makeEncoder: @escaping @Sendable () -> JSONEncoder = JSONCoders.makeEncoder,
    makeDecoder: @escaping @Sendable () -> JSONDecoder = JSONCoders.makeDecoder
  ) {
    self.baseURL = baseURL
    self.defaultHeaders = defaultHeaders
    self.steps = steps
    self.errorMapper = errorMapper
    self.makeEncoder = makeEncoder
    self.makeDecoder = makeDecoder
  }
}
