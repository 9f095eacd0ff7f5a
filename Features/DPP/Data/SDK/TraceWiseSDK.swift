import Foundation
import SharedCore

/// The TraceWise SDK facade: products, events, CIRPASS passports, Digital Link parsing
/// and the health check, on the shared HTTP pipeline.
///
/// ```swift
/// let sdk = TraceWiseSDK(config: .init(baseURL: "https://api.tracewise.example", apiKey: key))
/// let product = try await sdk.products.getProduct(gtin: "09520123456788", serial: "SN-1001")
/// ```
///
/// The call sites read as in the original TraceWise guide; only type names changed, so that an app can
/// import every feature in one file without two modules defining the same name:
///
/// | Original guide            | SharedCore                                   |
/// |---------------------------|----------------------------------------------|
/// | `SDKConfig`               | ``TraceWiseSDK/Config``                      |
/// | `ProductsModule`          | ``TraceWiseSDK/ProductsModule``              |
/// | `EventsModule`            | ``TraceWiseSDK/EventsModule``                |
/// | `CirpassModule`           | ``TraceWiseSDK/CirpassModule``               |
/// | `Product`, `ProductID`    | ``DPPProduct``, ``DPPProductID``             |
/// | `ProductIdentifiers`      | ``DPPProductIdentifiers``                    |
/// | `PaginatedResponse<T>`    | ``TraceWisePaginatedResponse``               |
/// | `HealthResponse`          | ``TraceWiseHealthResponse``                  |
/// | `TokenResponse`           | ``TraceWiseTokenResponse``                   |
/// | `AnyCodable`, `JSONValue` | `AnyCodable`, `JSONValue` (in SharedCore)    |
///
/// Differences from the original TraceWise SDK, following the project's standards: URLs are built from encoded
/// segments (not string concatenation); retries use the shared `RetryStep` (jittered backoff,
/// `Retry-After`, never on 4xx other than 408/429); errors are typed ``TraceWiseError``s mapped from
/// `AppError`; logging goes through an injected `AppLogger` (never `print`); Digital Links are
/// parsed by the full GS1 parser (no force-tried regular expressions); an invalid `baseURL` fails
/// calls with ``TraceWiseError/invalidURL`` instead of crashing. ``init(config:)`` sends through a new
/// `URLSessionTransport`; apps that compose a container pass theirs (configured from
/// `CoreConfiguration`: timeouts, concurrency, pinning) to ``init(config:transport:sleeper:logger:)``.
public final class TraceWiseSDK: Sendable {
  /// Product lookups and registrations.
  public let products: ProductsModule
  /// Lifecycle events.
  public let events: EventsModule
  /// CIRPASS passports.
  public let cirpass: CirpassModule
  private let client: APIClient
  /// The longest per-attempt timeout applied (one day); longer or non-finite values are capped or ignored.
  private static let maxTimeout: TimeInterval = 86_400

  /// Creates the SDK with its own `URLSessionTransport` (an ephemeral session: no cookies, no
  /// URL cache); `config.timeoutInterval` applies to every attempt.
  public convenience init(config: Config) {
    self.init(config: config, transport: URLSessionTransport())
  }

  /// Creates the SDK over `transport` (`URLSessionTransport` in apps, `StubTransport` in tests).
  /// - Parameters:
  ///   - config: The API root, key, token provider and options.
  ///   - transport: Sends the requests.
  ///   - sleeper: Waits between retries.
  ///   - logger: Receives request logs (`LoggingStep`, secrets masked) when `config.enableLogging`
  ///     is set; without a logger nothing is logged (library code never prints).
  public init(
    config: Config, transport: any Transport, sleeper: any Sleeper = TaskSleeper(),
    logger: (any AppLogger)? = nil
  ) {
    let url = URL(string: config.baseURL).flatMap { $0.scheme == nil || $0.host == nil ? nil : $0 }
    var steps: [any RequestStep] = []
    if config.enableLogging, let logger { steps.append(LoggingStep(logger: logger)) }
    steps.append(RetryStep(policy: RetryPolicy(maxRetries: max(0, config.maxRetries)), sleeper: sleeper))
    if config.timeoutInterval.isFinite, config.timeoutInterval > 0 {
      let milliseconds = (min(config.timeoutInterval, Self.maxTimeout) * 1_000).rounded()
      steps.append(AttemptTimeoutStep(timeout: .milliseconds(Int64(milliseconds))))
    }
    if let apiKey = config.apiKey { steps.append(APIKeyStep(key: apiKey)) }
    if let provider = config.firebaseTokenProvider { steps.append(TokenProviderStep(provider: provider)) }
    client = APIClient(
      configuration: APIClientConfiguration(baseURL: url ?? URL(fileURLWithPath: "/"), steps: steps),
      transport: url == nil ? InvalidBaseURLTransport() : transport)
    products = ProductsModule(repository: TraceWiseProductRepository(client: client))
    events = EventsModule(repository: TraceWiseEventRepository(client: client))
    cirpass = CirpassModule(repository: TraceWisePassportRepository(client: client))
  }

  /// The identifiers in a GS1 Digital Link URI (``DigitalLinkParser``).
  /// - Throws: ``TraceWiseError/invalidDigitalLink(_:)`` with the GS1 parser's message.
  public func parseDigitalLink(_ url: String) throws(TraceWiseError) -> DPPProductIdentifiers {
    do {
      return try DigitalLinkParser().parse(url)
    } catch {
      throw .invalidDigitalLink(error.message)
    }
  }

  /// `GET /v1/health`.
  public func healthCheck() async throws(TraceWiseError) -> TraceWiseHealthResponse {
    try await TraceWiseError.mapping { try await client.send(TraceWiseEndpoints.health()) }
  }
}
