import Foundation

/// A response as a ``Transport`` returns it, whatever its status.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code.
  public var status: Int
  /// The header fields (case-insensitive lookup).
  public var headers: HTTPHeaders
  /// The body bytes (empty when there was none).
  public var body: Data

  /// Creates a response.
  public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(status) }
}
