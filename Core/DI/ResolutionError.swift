/// Why a service could not be resolved, with the resolution path that led there.
///
/// The ``description`` is written for a developer reading a test failure or a log:
///
/// ```text
/// No registration for ProductRepository (name: "remote"). Resolution path: ProductsViewModel
/// → ProductRepository. Registered: ProductRepository (name: "local"), ProductRepository.
/// ```
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable {
    /// Nothing is registered under the key; `similar` lists registrations that do exist for the
    /// same type under other names, or for types with a matching name.
    case notRegistered(similar: [ServiceKey])
    /// The key depends on itself; ``ResolutionError/path`` is the cycle, first key repeated last.
    case cycle
    /// The registration takes an argument of another type (or none), or was given none.
    case argumentMismatch(expected: (any Any.Type)?, actual: (any Any.Type)?)
    /// The key is scoped to a scope that is not active where it was resolved (for example a
    /// singleton depending on a session-scoped service).
    case scopeNotActive(ScopeName)
    /// The scope was closed (the user logged out); it resolves nothing any more.
    case scopeClosed(ScopeName)
    /// The container was shut down (``Container/shutDown()``); it and its scopes resolve nothing any more.
    case containerShutDown
    /// The registration's factory threw `underlying`.
    case factoryFailed(underlying: any Error)
  }

  /// The key that could not be resolved.
  public let key: ServiceKey
  /// The keys being resolved, outermost first, ending with ``key`` (for a cycle: the cycle).
  public let path: [ServiceKey]
  /// What went wrong.
  public let reason: Reason

  /// Creates a resolution error.
  public init(key: ServiceKey, path: [ServiceKey], reason: Reason) {
    self.key = key
    self.path = path
    self.reason = reason
  }

  /// The resolution path as printed: `ProductsViewModel → ProductRepository`.
  public var pathDescription: String {
    path.map(\.description).joined(separator: " → ")
  }

  /// The message: what failed, the resolution path, and what to look at.
  public var description: String {
    switch reason {
    case .notRegistered(let similar):
      let registered =
        similar.isEmpty
        ? "No similar registrations."
        : "Registered: " + similar.map(\.description).joined(separator: ", ") + "."
      return "No registration for \(key). Resolution path: \(pathDescription). \(registered)"
    case .cycle:
      return "Circular dependency: \(pathDescription)."
    case .argumentMismatch(let expected, let actual):
      let expectedText = expected.map { "an argument of type \(String(describing: $0))" } ?? "no argument"
      let actualText = actual.map { "an argument of type \(String(describing: $0))" } ?? "none"
      return "\(key) takes \(expectedText) but was resolved with \(actualText)."
        + " Resolution path: \(pathDescription)."
    case .scopeNotActive(let scope):
      return "\(key) is scoped to \(scope), which is not active here. Resolution path: \(pathDescription)."
    case .scopeClosed(let scope):
      return "Scope \(scope) is closed; cannot resolve \(key). Resolution path: \(pathDescription)."
    case .containerShutDown:
      return "The container was shut down; cannot resolve \(key). Resolution path: \(pathDescription)."
    case .factoryFailed(let underlying):
      return "The factory of \(key) threw: \(underlying). Resolution path: \(pathDescription)."
    }
  }
}
