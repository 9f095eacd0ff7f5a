import Foundation
import SharedCore

/// One scripted answer of a ``StubTransport`` route: a response (optionally delayed), a dropped
/// connection, or an error.
public struct StubReply: Sendable {
  private enum Kind: Sendable {
    case response(HTTPResponse)
    case drop
    case failure(AppError)
  }

  private let kind: Kind
  /// How long to wait before answering (honours cancellation).
  public var delay: Duration?

  private init(_ kind: Kind, delay: Duration? = nil) {
    self.kind = kind
    self.delay = delay
  }

  /// A response.
  public static func response(_ response: HTTPResponse, delay: Duration? = nil) -> StubReply {
    StubReply(.response(response), delay: delay)
  }

  /// A status with an optional JSON body, headers and `Retry-After`.
  public static func status(
    _ status: Int,
    json: String? = nil,
    headers: HTTPHeaders = [:],
    retryAfter: String? = nil,
    delay: Duration? = nil
  ) -> StubReply {
    var headers = headers
    if json != nil, !headers.contains("Content-Type") { headers["Content-Type"] = "application/json" }
    if let retryAfter { headers["Retry-After"] = retryAfter }
    return .response(HTTPResponse(status: status, headers: headers, body: Data((json ?? "").utf8)), delay: delay)
  }

  /// A 200 with a JSON body.
  public static func json(_ json: String, status: Int = 200, headers: HTTPHeaders = [:]) -> StubReply {
    .status(status, json: json, headers: headers)
  }

  /// A failure in the TraceWise envelope `{"error":{"code","message","correlationId"}}`.
  public static func error(
    _ status: Int,
    code: String,
    message: String = "Stubbed failure",
    correlationID: String = "stub-correlation-id",
    retryAfter: String? = nil
  ) -> StubReply {
    let body = try? JSONSerialization.data(
      withJSONObject: ["error": ["code": code, "message": message, "correlationId": correlationID]],
      options: [.sortedKeys])
    return .status(status, json: String(decoding: body ?? Data(), as: UTF8.self), retryAfter: retryAfter)
  }

  /// The connection drops without a response (`AppError.network(.connectionLost)`).
  public static let drop = StubReply(.drop)

  /// The transport throws `error` (e.g. `.network(.timeout)`).
  public static func fail(_ error: AppError, delay: Duration? = nil) -> StubReply {
    StubReply(.failure(error), delay: delay)
  }

  /// The scripted response, when this reply is one.
  public var response: HTTPResponse? {
    if case .response(let response) = kind { return response }
    return nil
  }

  /// Waits for the delay, then answers.
  func play() async throws -> HTTPResponse {
    if let delay { try await Task.sleep(for: delay) }
    try Task.checkCancellation()
    switch kind {
    case .response(let response): return response
    case .drop: throw AppError.network(.connectionLost)
    case .failure(let error): throw error
    }
  }
}
