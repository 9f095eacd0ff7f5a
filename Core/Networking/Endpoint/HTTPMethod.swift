/// An HTTP request method (RFC 9110 §9).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The method token as sent on the wire (`GET`, `POST`, …).
  public let rawValue: String

  /// Creates a method from its token; tokens are case-sensitive and conventionally uppercase.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// `GET`: safe and idempotent.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `HEAD`: safe and idempotent.
  public static let head = HTTPMethod(rawValue: "HEAD")
  /// `OPTIONS`: safe and idempotent.
  public static let options = HTTPMethod(rawValue: "OPTIONS")
  /// `POST`: neither safe nor idempotent.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`: idempotent.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`: neither safe nor idempotent (RFC 5789).
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`: idempotent.
  public static let delete = HTTPMethod(rawValue: "DELETE")

  /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2).
  public var isIdempotent: Bool {
    switch rawValue {
    case "GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE": true
    default: false
    }
  }

  /// The method token.
  public var description: String { rawValue }
}
