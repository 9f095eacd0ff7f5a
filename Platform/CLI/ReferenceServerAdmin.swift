import Foundation
import SharedCore
import SharedPlatform

/// The reference server's admin routes (fault rules, counters), over the platform's transport:
/// how the demo stages an outage or a lost answer and checks what the server saw.
struct ReferenceServerAdmin {
  let baseURL: URL
  let transport = URLSessionTransport()

  /// `POST` of a JSON object; throws unless the server accepted it.
  func post(_ path: String, _ body: [String: JSONValue]) async throws {
    let request = HTTPRequest(
      url: baseURL.appending(path: path), method: .post, headers: ["Content-Type": "application/json"],
      body: JSONValue.object(body).serialized())
    try check(try await transport.send(request), path)
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
    return try JSONValue(parsing: response.body)
  }

  private func check(_ response: HTTPResponse, _ path: String) throws {
    guard response.isSuccess else {
      throw AppError.server(status: response.status, code: nil, message: path, correlationID: nil)
    }
  }
}
