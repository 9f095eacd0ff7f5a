extension Container {
  /// Shuts the container down: closes every service it created that holds resources
  /// (``ClosableService``: the database, the transport's session, background tasks), newest first,
  /// then releases every instance, and makes every later resolve fail.
  ///
  /// On the root container it ends everything: its singletons and every open scope, whose instances
  /// are closed first when they are newer. Resolves through the container or any of its scopes then
  /// throw ``ResolutionError/Reason/containerShutDown``. The database files are closed when this
  /// returns, so a new container can open them at once (after a company switch, a restore, a test).
  ///
  /// On a scope it ends that scope and the scopes made from it, closing their scoped instances the
  /// same way; resolves through them then throw ``ResolutionError/Reason/scopeClosed(_:)``, and the
  /// root and other scopes go on.
  ///
  /// A service whose factory is running when it starts is created (or fails) first, then closed
  /// with the rest. Calling it again, or while it runs, waits for the same shutdown; it is never
  /// repeated.
  ///
  /// ```swift
  /// await container.shutDown()
  /// let reopened = try Container(modules: modules)   // the same data directory, opened afresh
  /// ```
  public func shutDown() async {
    let shutdown =
      if let scope {
        scope.shutDown { Task { await self.closeServices(of: scope) } }
      } else {
        coordinator.shutDownRoot { Task { await self.closeServices(of: nil) } }
      }
    await shutdown.value
  }

  /// Throws ``ResolutionError/Reason/containerShutDown`` once the container was shut down.
  func checkNotShutDown(_ key: ServiceKey, parent: ResolutionPath?) throws {
    if coordinator.isRootShutDown {
      throw ResolutionError(key: key, path: parent.keys(ending: key), reason: .containerShutDown)
    }
  }

  /// Closes the scopes within `scope` (all of them for the root), then closes and releases the
  /// instances of `scope` and of those scopes (the root's singletons for `nil`), newest first.
  private func closeServices(of scope: ScopeState?) async {
    let nested = coordinator.openScopes(within: scope)
    for state in nested { _ = state.markClosed() }
    let cells = (scope?.cells ?? singletons) + nested.flatMap(\.cells)
    for instance in await coordinator.shutDown(cells) {
      if let service = instance as? any ClosableService { await service.close() }
    }
  }
}
