import Foundation
import SharedCore
import SharedPlatform

/// The reference server's admin routes (fault rules, counters, the wallet bank's side), over the
/// platform's transport: how the demo stages an outage or a lost answer, sets up what a real
/// backend would already hold, and checks what the server saw.
struct ReferenceServerAdmin {
  let baseURL: URL
  let transport = URLSessionTransport()

  /// `POST` of a JSON object; returns the server's JSON answer (`null` when it has no body), and
  /// throws unless the server accepted it.
  @discardableResult
  func post(_ path: String, _ body: [String: JSONValue]) async throws -> JSONValue {
    let request = HTTPRequest(
      url: baseURL.appending(path: path), method: .post, headers: ["Content-Type": "application/json"],
      body: JSONValue.object(body).serialized())
    let response = try await transport.send(request)
    try check(response, path)
    return response.body.isEmpty ? .null : try JSONValue(parsing: response.body)
  }

  /// `DELETE`; throws unless the server accepted it.
  func delete(_ path: String) async throws {
    try check(try await transport.send(HTTPRequest(url: baseURL.appending(path: path), method: .delete)), path)
  }

  /// `GET` of a JSON document.
  func get(_ path: String, query: [String: String] = [:]) async throws -> JSONValue {
    let url = baseURL.appending(path: path).appending(
      queryItems: query.map { URLQueryItem(name: $0.key, value: $0.value) })
    let response = try await transport.send(HTTPRequest(url: url))
    try check(response, path)
    return try JSONValue(parsing: response.body)
  }

  /// Throws the answer's status as an `AppError` naming `path` and the server's message.
  private func check(_ response: HTTPResponse, _ path: String) throws {
    guard response.isSuccess else {
      throw AppError(status: response.status, message: "\(path): \(String(decoding: response.body, as: UTF8.self))")
    }
  }
}
