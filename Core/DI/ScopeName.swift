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

  /// The scope of one business (company): its database, sync engine and settings. Made for a
  /// company with ``Container/makeScope(_:context:)`` and shut down when the app switches to another,
  /// so nothing of one company is reachable from the next one's scope.
  public static let company = ScopeName("company")

  /// The scope of a signed-in user, created at sign-in and closed at logout. Made from a
  /// ``company`` scope, it also resolves that company's services.
  public static let session = ScopeName("session")

  /// The name in quotes, as errors print it: `"session"`.
  public var description: String { "\"\(rawValue)\"" }
}
