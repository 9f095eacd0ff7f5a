/// The name of a child scope, such as a signed-in user's ``session``.
///
/// Registrations with ``Lifetime/scoped(_:)`` live once per scope of that name, created with
/// ``Container/makeScope(_:)`` and torn down with ``Container/close()``.
public struct ScopeName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The scope's name as it appears in errors and reports.
  public let rawValue: String

  /// Creates a scope name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a scope name from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The scope of a signed-in user, created at sign-in and closed at logout.
  public static let session = ScopeName("session")

  /// The name in quotes, as errors print it: `"session"`.
  public var description: String { "\"\(rawValue)\"" }
}
