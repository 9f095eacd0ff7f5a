import Foundation
import SharedCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``Transport`` over `URLSession` (FoundationNetworking/libcurl on Linux).
///
/// - Each request's ``HTTPRequest/timeout`` becomes `URLRequest.timeoutInterval`.
/// - Cancelling the calling task cancels the `URLSessionDataTask`.
/// - Failures without a response are thrown as ``AppError`` (`URLError` mapped by `AppError(_:)`).
///
/// Linux notes (research note §4.1): `waitsForConnectivity` and background sessions do not exist,
/// certificate pinning through `URLProtectionSpace.serverTrust` is unsupported, and
/// `URLProtocol.registerClass` stubs only reach sessions whose configuration lists them in
/// `protocolClasses`, so tests inject the configuration rather than rely on global registration.
public final class URLSessionTransport: Transport {
  private let session: URLSession

  /// Creates a transport with its own session built from `configuration`.
  public init(configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration()) {
    session = URLSession(configuration: configuration)
  }

  /// Creates a transport over an existing session (its configuration and delegate apply).
  public init(session: URLSession) {
    self.session = session
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// An ephemeral configuration for API traffic: no cookies, no URL cache.
  public static func defaultConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return configuration
  }

  /// Sends `request` once.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let urlRequest = Self.makeURLRequest(request)
    let handle = DataTaskHandle()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let task = session.dataTask(with: urlRequest) { data, response, error in
          continuation.resume(with: Self.result(data: data, response: response, error: error))
        }
        handle.start(task)
      }
    } onCancel: {
      handle.cancel()
    }
  }

  // MARK: - Conversions

  static func makeURLRequest(_ request: HTTPRequest) -> URLRequest {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    for field in request.headers {
      urlRequest.setValue(field.value, forHTTPHeaderField: field.name)
    }
    urlRequest.httpBody = request.body
    if let timeout = request.timeout {
      let (seconds, attoseconds) = timeout.components
      urlRequest.timeoutInterval = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
    return urlRequest
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
}

/// Holds a data task so a cancellation that races with its creation still cancels it.
///
/// `@unchecked Sendable`: `task` and `isCancelled` are only touched under `lock`.
private final class DataTaskHandle: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var isCancelled = false

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
