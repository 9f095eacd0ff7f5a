/// How long a resolved instance lives, and so how often its factory runs.
public enum Lifetime: Hashable, Sendable {
  /// One instance per container, created on first resolve, exactly once even under contention.
  case singleton
  /// A new instance on every resolve.
  case transient
  /// One instance per scope of the given name (see ``Container/makeScope(_:)``), released when
  /// the scope closes. Resolving it where no such scope is active is a ``ResolutionError``.
  case scoped(ScopeName)
}
