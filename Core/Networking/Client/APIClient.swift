import Foundation

/// Sends ``Endpoint``s to one backend through a chain of ``RequestStep``s and a ``Transport``,
/// decoding successes and mapping failures to ``AppError``.
///
/// Immutable after creation, so it is `Sendable` without locks; the steps own any shared state
/// (token refresh, metrics) behind actors.
public final class APIClient: Sendable {
  /// The backend configuration.
  public let configuration: APIClientConfiguration
  private let chain: RequestStepNext
  private let encoder: JSONEncoder
  private let decoder: JSONDecoder

  /// Creates a client sending through `transport`.
  public init(configuration: APIClientConfiguration, transport: any Transport) {
    self.configuration = configuration
    self.chain = RequestChain.make(steps: configuration.steps, transport: transport)
    self.encoder = configuration.makeEncoder()
    self.decoder = configuration.makeDecoder()
  }

  /// Sends `endpoint` and decodes its response.
  /// - Throws: ``AppError`` only: mapped HTTP failures, `.network`, `.decoding(path:reason:)`,
  ///   `.cancelled`.
  public func send<Response>(_ endpoint: Endpoint<Response>) async throws(AppError) -> Response {
    let response = try await sendRaw(endpoint)
    return try decode(Response.self, from: response)
  }

  /// Sends `endpoint` and returns the successful (2xx) response undecoded.
  /// - Throws: ``AppError``, as ``send(_:)``.
  public func sendRaw<Response>(_ endpoint: Endpoint<Response>) async throws(AppError) -> HTTPResponse {
    let response = try await response(for: endpoint)
    guard response.isSuccess else {
      throw configuration.errorMapper.map(response, decoder: decoder)
    }
    return response
  }

  /// Sends `endpoint` and returns whatever response arrived, whatever its status, for protocols
  /// whose error bodies carry data (a 409 with the server's current record).
  /// - Throws: ``AppError`` only when no response arrived: `.network`, `.cancelled`, or a request
  ///   that could not be built.
  public func response<Response>(for endpoint: Endpoint<Response>) async throws(AppError) -> HTTPResponse {
    try await response(to: try makeRequest(endpoint))
  }

  /// Sends a prepared request through the same steps (logging, metrics, retry, auth), for
  /// requests an ``Endpoint`` cannot describe, such as following a redirect to another host.
  /// Returns whatever response arrived.
  /// - Throws: ``AppError`` only when no response arrived: `.network` or `.cancelled`.
  public func response(to request: APIRequest) async throws(AppError) -> HTTPResponse {
    do {
      return try await chain(request)
    } catch {
      throw Task.isCancelled ? .cancelled : AppError(error)
    }
  }

  /// Builds the pipeline request for `endpoint` (exposed for tests and custom transports).
  public func makeRequest<Response>(_ endpoint: Endpoint<Response>) throws(AppError) -> APIRequest {
    let url: URL
    do {
      url = try URLBuilder.url(baseURL: configuration.baseURL, path: endpoint.path, queryItems: endpoint.queryItems)
    } catch {
      throw AppError(error)
    }
    var headers = configuration.defaultHeaders
    headers.merge(endpoint.headers)
    var body: Data?
    if let requestBody = endpoint.body {
      do {
        let encoded = try requestBody.encoded(with: encoder)
        body = encoded.data
        if !headers.contains("Content-Type") { headers["Content-Type"] = encoded.contentType }
      } catch {
        throw AppError.validation([.init(field: "body", message: "Could not encode the request body: \(error)")])
      }
    }
    if let key = endpoint.idempotencyKey { headers["Idempotency-Key"] = key }
    let http = HTTPRequest(url: url, method: endpoint.method, headers: headers, body: body, timeout: endpoint.timeout)
    return APIRequest(
      http: http,
      auth: endpoint.auth,
      isReplayable: endpoint.isIdempotent || endpoint.idempotencyKey != nil,
      metricsName: endpoint.metricsName
    )
  }

  private func decode<Response: Decodable>(_ type: Response.Type, from response: HTTPResponse) throws(AppError)
    -> Response
  {
    if let empty = EmptyBody() as? Response { return empty }
    do {
      return try decoder.decode(Response.self, from: response.body)
    } catch {
      throw AppError(error)
    }
  }
}
