import Foundation

/// Turns a non-2xx response into an ``AppError``; each backend supplies one for its envelope.
public protocol ErrorMapper: Sendable {
  /// Maps `response` (status 4xx/5xx, or an unexpected 1xx/3xx) to the shared vocabulary.
  func map(_ response: HTTPResponse, decoder: JSONDecoder) -> AppError
}
