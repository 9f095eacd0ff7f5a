import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``Transport`` over `URLSession` (FoundationNetworking/libcurl on Linux): the one transport
/// apps, the platform module and feature SDKs share.
///
/// - Each request's ``HTTPRequest/timeout`` becomes `URLRequest.timeoutInterval`; without one, the
///   session's `timeoutIntervalForRequest` applies. On Linux, FoundationNetworking hands libcurl
///   whole seconds, truncated, so a timeout under one second fails every request at once and 1.5 s
///   acts as 1 s: timeouts are rounded *up* to whole seconds there.
/// - Cancelling the calling task cancels the `URLSessionDataTask`.
/// - Failures without a response are thrown as ``AppError`` (`URLError` mapped by `AppError(_:)`;
///   libcurl's certificate failures, which Linux reports as `URLError.unknown`, become `.network(.tls)`).
///
/// ``init(configuration:crypto:)`` builds one from a ``CoreConfiguration``: timeouts, cellular
/// access, the limit on requests in flight and certificate pinning.
///
/// Linux notes: `waitsForConnectivity` and background sessions do not exist, server-trust
/// challenges are never delivered (so pinning cannot be enforced there), and `URLProtocol`
/// stubs only reach sessions whose configuration lists them in `protocolClasses`, so tests
/// inject the configuration rather than rely on global registration.
public final class URLSessionTransport: Transport, ClosableService {
  private let session: URLSession
  private let defaultTimeout: TimeInterval
  private let limiter: ConcurrencyLimiter?
  /// Why every request is refused before it is sent, when the configuration cannot be honoured.
  private let refusal: AppError?
  /// Whether a session delegate cancelled this task because its server failed the pins.
  private let wasRefusedByPins: @Sendable (_ taskIdentifier: Int) -> Bool
  /// Whether the transport made its session, and so invalidates it when it goes away.
  private let ownsSession: Bool
  /// Whether ``close()`` was called; tasks are only made while it is `false`, under its lock.
  private let isClosed = LockedValue(false)

  /// Creates a transport with its own session built from `configuration`.
  public convenience init(configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration()) {
    self.init(
      session: URLSession(configuration: configuration), ownsSession: true, limiter: nil, refusal: nil,
      wasRefusedByPins: { _ in false })
  }

  /// Creates a transport over an existing session (its configuration and delegate apply). The session
  /// stays the caller's: the transport never invalidates it.
  public convenience init(session: URLSession) {
    self.init(session: session, ownsSession: false, limiter: nil, refusal: nil, wasRefusedByPins: { _ in false })
  }

  init(
    session: URLSession,
    ownsSession: Bool,
    limiter: ConcurrencyLimiter?,
    refusal: AppError?,
    wasRefusedByPins: @escaping @Sendable (Int) -> Bool
  ) {
    self.session = session
    self.ownsSession = ownsSession
    self.defaultTimeout = session.configuration.timeoutIntervalForRequest
    self.limiter = limiter
    self.refusal = refusal
    self.wasRefusedByPins = wasRefusedByPins
  }

  deinit {
    // A session keeps its delegate (and with it the pins) alive until it is invalidated.
    if ownsSession, !isClosed.withLock({ $0 }) { session.finishTasksAndInvalidate() }
  }

  /// Refuses every later request (it throws `AppError.cancelled` unsent) and, when the transport made
  /// its session, invalidates the session once the requests in flight finish. A session given to
  /// ``init(session:)`` stays the caller's. Closing twice does nothing.
  public func close() async {
    let wasOpen = isClosed.withLock { closed in
      defer { closed = true }
      return !closed
    }
    if wasOpen, ownsSession { session.finishTasksAndInvalidate() }
  }

  /// A copy of the session's configuration (timeouts, cellular access, connection limits).
  public var sessionConfiguration: URLSessionConfiguration { session.configuration }

  /// The most requests this transport has in flight at once; `nil` when unlimited.
  public var maxConcurrentRequests: Int? { limiter?.limit }

  /// An ephemeral configuration for API traffic: no cookies, no URL cache.
  public static func defaultConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return configuration
  }

  /// Sends `request` once, waiting first for a free slot when requests in flight are limited.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let refusal { throw refusal }
    guard let limiter else { return try await sendNow(request) }
    return try await limiter.withPermit { try await sendNow(request) }
  }

  private func sendNow(_ request: HTTPRequest) async throws -> HTTPResponse {
    let urlRequest = Self.makeURLRequest(request, defaultTimeout: defaultTimeout)
    let handle = DataTaskHandle()
    let wasRefusedByPins = wasRefusedByPins
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        // Made and started under the lock `close()` takes, so no task meets an invalidated session.
        let isSent = isClosed.withLock { closed in
          guard !closed else { return false }
          let task = session.dataTask(with: urlRequest) { data, response, error in
            if error != nil, let identifier = handle.taskIdentifier, wasRefusedByPins(identifier) {
              continuation.resume(throwing: AppError.network(.tls))
            } else {
              continuation.resume(with: Self.result(data: data, response: response, error: error))
            }
          }
          handle.start(task)
          return true
        }
        if !isSent { continuation.resume(throwing: AppError.cancelled) }
      }
    } onCancel: {
      handle.cancel()
    }
  }

  // MARK: - Conversions

  static func makeURLRequest(_ request: HTTPRequest, defaultTimeout: TimeInterval) -> URLRequest {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    for field in request.headers {
      urlRequest.setValue(field.value, forHTTPHeaderField: field.name)
    }
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = platformTimeout(request.timeout.map(DurationSeconds.seconds(of:)) ?? defaultTimeout)
    return urlRequest
  }

  /// The timeout to give `URLSession` for `seconds`: unchanged on Apple platforms; on Linux, rounded
  /// up to whole seconds (at least one), since FoundationNetworking truncates it to whole seconds for
  /// libcurl (0.3 s became an immediate timeout, seen with Swift 6.3).
  package static func platformTimeout(_ seconds: TimeInterval) -> TimeInterval {
    #if canImport(FoundationNetworking)
      guard seconds.isFinite, seconds > 0 else { return seconds }
      return max(1, seconds.rounded(.up))
    #else
      return seconds
    #endif
  }

  private static func result(
    data: Data?, response: URLResponse?, error: (any Error)?
  ) -> Result<HTTPResponse, any Error> {
    if let error {
      // libcurl reports a connection closed before any response byte ("Empty reply from server")
      // as badServerResponse; with no response at all, that is a lost connection, and retryable.
      if response == nil, let urlError = error as? URLError, urlError.code == .badServerResponse {
        return .failure(AppError.network(.connectionLost))
      }
      if let urlError = error as? URLError, isUnmappedTLSFailure(urlError) {
        return .failure(AppError.network(.tls))
      }
      return .failure(AppError(error))
    }
    guard let http = response as? HTTPURLResponse else {
      return .failure(AppError.network(.other("not an HTTP response")))
    }
    var headers = HTTPHeaders()
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name] = value }
    }
    return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
  }

  /// FoundationNetworking maps libcurl's certificate and handshake failures (`CURLE_PEER_FAILED_VERIFICATION`,
  /// `CURLE_SSL_*`) to `URLError.unknown`, keeping only libcurl's message ("SSL certificate problem: …").
  private static func isUnmappedTLSFailure(_ error: URLError) -> Bool {
    #if canImport(FoundationNetworking)
      guard error.code == .unknown else { return false }
      let message = error.localizedDescription
      return message.contains("SSL") || message.contains("TLS") || message.contains("certificate")
    #else
      return false
    #endif
  }
}

/// Holds a data task so a cancellation that races with its creation still cancels it.
///
/// `@unchecked Sendable`: `task` and `isCancelled` are only touched under `lock`.
private final class DataTaskHandle: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var isCancelled = false

  /// The started task's identifier.
  var taskIdentifier: Int? {
    lock.withLock { task?.taskIdentifier }
  }

  func start(_ task: URLSessionDataTask) {
    let cancelled = lock.withLock {
      self.task = task
      return isCancelled
    }
    if cancelled { task.cancel() } else { task.resume() }
  }

  func cancel() {
    let task = lock.withLock {
      isCancelled = true
      return self.task
    }
    task?.cancel()
  }
}
