extension Container {
  /// Creates a child scope (a signed-in user's ``ScopeName/session``, say).
  ///
  /// The scope resolves ``Lifetime/scoped(_:)`` registrations of `name` once per scope, sees
  /// the root's singletons and the scopes above it, and keeps its instances until ``close()``.
  /// Scopes nest: a scope made from another one also resolves the outer scope's services.
  public func makeScope(_ name: ScopeName) -> Container {
    Container(scope: name, parent: self, context: nil)
  }

  /// Creates a child scope made for `context`: the value its services read with
  /// ``scopeContext(_:of:)`` (a company's identity, so that its services open that company's files).
  ///
  /// ```swift
  /// let company = container.makeScope(.company, context: shop)   // `shop` is a `Company`
  /// let store = try company.resolve((any SyncStore).self)   // the shop's own database
  /// ```
  public func makeScope<Context: Sendable>(_ name: ScopeName, context: Context) -> Container {
    Container(scope: name, parent: self, context: context)
  }

  /// The value the nearest scope named `name`, this one or one above it, was made for.
  ///
  /// - Throws: ``ResolutionError`` with ``ResolutionError/Reason/scopeNotActive(_:)`` when no such
  ///   scope is active here, or ``ResolutionError/Reason/argumentMismatch(expected:actual:)`` when it
  ///   was made without a context of type `Context`.
  public func scopeContext<Context: Sendable>(_ type: Context.Type = Context.self, of name: ScopeName) throws
    -> Context
  {
    let key = ServiceKey(Context.self, name: nil)
    guard let state = container(ofScope: name)?.scope else {
      throw ResolutionError(key: key, path: [key], reason: .scopeNotActive(name))
    }
    guard let context = state.context as? Context else {
      let actual = state.context.map { Swift.type(of: $0) as any Any.Type }
      throw ResolutionError(key: key, path: [key], reason: .argumentMismatch(expected: Context.self, actual: actual))
    }
    return context
  }

  /// The name of this scope, `nil` for the root container.
  public var scopeName: ScopeName? { scope?.name }

  /// Whether this container still resolves: `false` once it or a scope above it was closed, or the
  /// container was shut down.
  public var isOpen: Bool {
    if coordinator.isRootShutDown { return false }
    var container: Container? = self
    while let current = container, let state = current.scope {
      if !state.isOpen { return false }
      container = state.parent
    }
    return true
  }

  /// Tears down this scope (at logout): releases its scoped instances and refuses every later
  /// resolve through it, or through scopes made from it, with
  /// ``ResolutionError/Reason/scopeClosed(_:)``.
  ///
  /// Closing twice does nothing. The root container cannot be closed (it lives as long as the
  /// app), so on the root this does nothing: ``shutDown()`` ends it. Use ``shutDown()`` on a scope as
  /// well when its services hold resources (a company's database): it closes them before releasing
  /// them.
  public func close() {
    guard let scope, scope.markClosed() else { return }
    coordinator.close(scope.cells)
  }

  /// Throws ``ResolutionError/Reason/scopeClosed(_:)`` if this scope or one above it is closed.
  func checkOpen(_ key: ServiceKey, parent: ResolutionPath?) throws {
    var container: Container? = self
    while let current = container, let state = current.scope {
      if !state.isOpen {
        throw ResolutionError(key: key, path: parent.keys(ending: key), reason: .scopeClosed(state.name))
      }
      container = state.parent
    }
  }

  /// This container or the nearest one above it that is the scope `name`.
  func container(ofScope name: ScopeName) -> Container? {
    var container: Container? = self
    while let current = container, let state = current.scope {
      if state.name == name { return current }
      container = state.parent
    }
    return nil
  }
}
