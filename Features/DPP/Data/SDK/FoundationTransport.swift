import Foundation
import SharedCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The facade's default ``Transport``: one `URLSession` request per call.
///
/// Features may not import SharedPlatform (features → Core only), so ``TraceWiseSDK/init(config:)``
/// cannot use `URLSessionTransport`; hosts that compose SharedPlatform should pass it to
/// ``TraceWiseSDK/init(config:transport:sleeper:logger:)`` instead. Failures without a response are
/// thrown as ``AppError``; cancelling the task cancels the request.
struct FoundationTransport: Transport {
  let session: URLSession
  let timeout: TimeInterval

  /// A transport over an ephemeral session (no cookies, no URL cache) with `timeout` per attempt.
  init(timeout: TimeInterval) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.urlCache = nil
    configuration.httpShouldSetCookies = false
    session = URLSession(configuration: configuration)
    self.timeout = timeout
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
    urlRequest.httpMethod = request.method.rawValue
    for field in request.headers { urlRequest.setValue(field.value, forHTTPHeaderField: field.name) }
    urlRequest.httpBody = request.body
    let (data, response): (Data, URLResponse)
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch {
      throw AppError(error)
    }
    guard let http = response as? HTTPURLResponse else { throw AppError.network(.other("not an HTTP response")) }
    var headers = HTTPHeaders()
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name] = value }
    }
    return HTTPResponse(status: http.statusCode, headers: headers, body: data)
  }
}

/// A transport for an unusable configuration: every request fails with ``AppError`` on `baseURL`.
struct InvalidBaseURLTransport: Transport {
  /// The error every request fails with; ``TraceWiseError/init(_:)`` maps it to `.invalidURL`.
  static let error = AppError.validation([.init(field: "baseURL", message: "Invalid URL", code: "INVALID_URL")])

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw Self.error
  }
}
