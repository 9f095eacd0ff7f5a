/// The value ``Container/verify(scopeContexts:)`` makes a scope for when the caller gives none:
/// a module whose scoped services read their scope's context registers one, so verifying the
/// container needs no knowledge of that scope.
///
/// ```swift
/// builder.registerVerificationContext(Company.verification, for: .company)
/// ```
public struct ScopeVerificationContext: Sendable {
  /// The value the scope is made for while verifying.
  public let value: any Sendable
}

extension ContainerBuilder {
  /// Registers `value` as the context ``Container/verify(scopeContexts:)`` makes the `scope`
  /// scope for. Choose a value whose services touch nothing real (an in-memory database, say).
  public mutating func registerVerificationContext(_ value: some Sendable, for scope: ScopeName) {
    register(ScopeVerificationContext.self, name: scope.rawValue, lifetime: .singleton) { _ in
      ScopeVerificationContext(value: value)
    }
  }
}
