/// The dependency-injection container: a frozen registry plus the instances it has created.
///
/// Feature modules register into a ``ContainerBuilder``; `build()` freezes the registrations
/// into a container that resolves without a global lock (each singleton has its own once-cell)
/// at a cost that does not depend on the number of registrations.
///
/// ```swift
/// // Compose the platform's module, then the features (or use a ContainerBuilder and build()).
/// let container = try Container(modules: [
///   PlatformModule(applicationID: "com.example.shop", dataDirectory: dataDirectory, configuration: configuration),
///   DPPModule(apiKey: traceWiseAPIKey),
/// ])
///
/// // Resolve; factories receive a Resolver for their own dependencies.
/// let logger = try container.resolve((any AppLogger).self)
/// let scan = try container.resolve(DPPScanViewModelFactory.self).make()
/// // A registration that takes a runtime argument: here the product to show.
/// let passport = try container.resolve(DPPPassportViewModelFactory.self, argument: productID).make()
/// let client = try container.resolve(APIClient.self, name: DPPModule.clientName)
///
/// // A signed-in user's scope: `.scoped(.session)` registrations live once per session.
/// let session = container.makeScope(.session)
/// let basket = try session.resolve(Basket.self)
/// session.close()  // logout: releases the session's instances; later resolves throw
///
/// // Tests: a derived container with replacements, isolated from other tests.
/// let testContainer = try container.overriding { builder in
///   builder.register((any Transport).self, lifetime: .singleton) { _ in StubTransport() }
/// }
///
/// // One test that checks the whole graph: missing registrations, cycles, throwing factories.
/// let report = container.verify()
/// #expect(report.isEmpty, "\(report)")
/// ```
///
/// Errors are ``ResolutionError`` values naming the key, the resolution path and similar
/// registrations. Cycles are detected on every resolve, including cycles between singletons
/// being created on different tasks, and reported with their path instead of overflowing the
/// stack or deadlocking.
public final class Container: Sendable {
  /// The registrations, shared by the root, its scopes and `verify()`'s scratch copies.
  @usableFromInline let registry: Registry
  /// The singleton cells, shared by the root and its scopes.
  @usableFromInline let singletons: [OnceCell]
  /// Runs first-time creations for the root and its scopes.
  let coordinator: CreationCoordinator
  /// The root container; `nil` for the root itself.
  let rootContainer: Container?
  /// The scope this container is, `nil` for the root.
  @usableFromInline let scope: ScopeState?

  /// Creates a root container over `registry`, with fresh singleton cells.
  init(registry: Registry) {
    self.registry = registry
    self.singletons = registry.singletonKeys.map(OnceCell.init(key:))
    self.coordinator = CreationCoordinator()
    self.rootContainer = nil
    self.scope = nil
  }

  /// Creates a scope named `name` under `parent`.
  init(scope name: ScopeName, parent: Container, context: (any Sendable)?) {
    let root = parent.root
    self.registry = root.registry
    self.singletons = root.singletons
    self.coordinator = root.coordinator
    self.rootContainer = root
    let state = ScopeState(
      name: name, keys: root.registry.scopedKeys[name] ?? [], parent: parent, context: context)
    self.scope = state
    coordinator.register(state)
  }

  /// Builds a container from `modules`, in order.
  ///
  /// - Throws: ``ContainerBuildError`` for duplicate keys not marked as overrides, or the error
  ///   a module's `register(in:)` threw.
  public convenience init(modules: [any FeatureModule]) throws {
    var builder = ContainerBuilder()
    for module in modules {
      try builder.include(module)
    }
    self.init(registry: try builder.makeRegistry())
  }

  /// The root container (`self` for the root).
  var root: Container { rootContainer ?? self }

  // MARK: - Resolving

  /// Resolves the service registered for `type` and `name`.
  ///
  /// - Throws: ``ResolutionError`` when it is not registered, needs an argument, is part of a
  ///   cycle, belongs to an inactive or closed scope, or its factory (or a dependency's) threw, and
  ///   with ``ResolutionError/Reason/containerShutDown`` once the container was shut down.
  @inlinable
  public func resolve<Service: Sendable>(_ type: Service.Type = Service.self, name: String? = nil) throws -> Service {
    // The fast paths, inlined into the caller so the casts are specialized: a ready singleton
    // costs one table probe, one cell lock and one class check; a transient one probe, one cast
    // and the factory call. Everything else (creation, scopes, errors) takes the general path.
    let slot =
      name == nil
      ? registry.unnamedSlots.value(for: ObjectIdentifier(Service.self))
      : registry.slots[ServiceKey(Service.self, name: name)]
    if scope == nil, let slot, slot.argumentType == Void.self {
      switch slot.kind {
      case .singleton:
        if let value = singletons[slot.cellIndex].readyValue(as: Service.self) { return value }
      case .transient:
        let registration = registry.registrations[slot.registrationIndex]
        if let registration = registration as? FactoryRegistration<Service, Void> {
          return try make(registration, argument: (), in: self, parent: nil, chain: nil)
        }
      case .scoped:
        break
      }
    }
    return try resolve(ServiceKey(Service.self, name: name), argument: (), parent: nil, chain: nil)
  }

  /// The ready instance of a root singleton registered without an argument, if there is one.
  @usableFromInline
  func readySingleton(for key: ServiceKey) -> (any Sendable)? {
    guard scope == nil, let slot = registry.slots[key], slot.kind == .singleton, slot.argumentType == Void.self
    else { return nil }
    return singletons[slot.cellIndex].readyValue()
  }

  /// Resolves a service whose factory takes a runtime argument (a product id, say).
  ///
  /// - Throws: ``ResolutionError`` as ``resolve(_:name:)``, and with
  ///   ``ResolutionError/Reason/argumentMismatch(expected:actual:)`` when the registration takes
  ///   an argument of another type, or none.
  public func resolve<Service: Sendable, Argument>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    argument: Argument
  ) throws -> Service {
    try resolve(ServiceKey(Service.self, name: name), argument: argument, parent: nil, chain: nil)
  }

  /// The resolve every public entry point funnels into.
  @usableFromInline
  func resolve<Service: Sendable, Argument>(
    _ key: ServiceKey,
    argument: Argument,
    parent: ResolutionPath?,
    chain: ResolutionChain?
  ) throws -> Service {
    guard let slot = registry.slots[key] else {
      throw ResolutionError(
        key: key,
        path: parent.keys(ending: key),
        reason: .notRegistered(similar: registry.similarKeys(to: key))
      )
    }
    try checkNotShutDown(key, parent: parent)
    if let parent, parent.contains(key) {
      throw ResolutionError(key: key, path: parent.keys(from: key) + [key], reason: .cycle)
    }
    if scope != nil { try checkOpen(key, parent: parent) }
    let anyRegistration = registry.registrations[slot.registrationIndex]
    guard slot.argumentType == Argument.self,
      let registration = anyRegistration as? FactoryRegistration<Service, Argument>
    else {
      throw argumentMismatch(key, registration: anyRegistration, argument: Argument.self, parent: parent)
    }
    switch registration.lifetime {
    case .transient:
      return try make(registration, argument: argument, in: self, parent: parent, chain: chain)
    case .singleton:
      let cell = singletons[slot.cellIndex]
      if let value = cell.readyValue() as? Service { return value }
      return try create(registration, argument: argument, in: cell, context: root, parent: parent, chain: chain)
    case .scoped(let name):
      guard let scopeContainer = container(ofScope: name), let state = scopeContainer.scope else {
        throw ResolutionError(key: key, path: parent.keys(ending: key), reason: .scopeNotActive(name))
      }
      let cell = state.cells[slot.cellIndex]
      if let value = cell.readyValue() as? Service { return value }
      return try create(
        registration,
        argument: argument,
        in: cell,
        context: scopeContainer,
        parent: parent,
        chain: chain
      )
    }
  }

  /// Creates (or waits for) the instance of a singleton or scoped registration.
  private func create<Service: Sendable, Argument>(
    _ registration: FactoryRegistration<Service, Argument>,
    argument: Argument,
    in cell: OnceCell,
    context: Container,
    parent: ResolutionPath?,
    chain: ResolutionChain?
  ) throws -> Service {
    let owner = chain ?? ResolutionChain()
    let key = registration.key
    let value = try coordinator.value(
      of: cell,
      chain: owner,
      closedError: { rootIsShutDown in
        ResolutionError(
          key: key, path: parent.keys(ending: key),
          reason: rootIsShutDown ? .containerShutDown : .scopeClosed(context.scope?.name ?? "root"))
      },
      create: { try make(registration, argument: argument, in: context, parent: parent, chain: owner) }
    )
    guard let service = value as? Service else {
      throw argumentMismatch(key, registration: registration, argument: Argument.self, parent: parent)
    }
    return service
  }

  /// Runs a registration's factory, wrapping what it throws into a ``ResolutionError``.
  @usableFromInline
  func make<Service: Sendable, Argument>(
    _ registration: FactoryRegistration<Service, Argument>,
    argument: Argument,
    in context: Container,
    parent: ResolutionPath?,
    chain: ResolutionChain?
  ) throws -> Service {
    try checkNotShutDown(registration.key, parent: parent)
    let resolver = Resolver(container: context, key: registration.key, parent: parent, chain: chain)
    do {
      return try registration.factory(resolver, argument)
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw ResolutionError(
        key: registration.key,
        path: parent.keys(ending: registration.key),
        reason: .factoryFailed(underlying: error)
      )
    }
  }

  /// The error for an argument of the wrong type (or a missing or unexpected one).
  private func argumentMismatch(
    _ key: ServiceKey,
    registration: any Registration,
    argument: any Any.Type,
    parent: ResolutionPath?
  ) -> ResolutionError {
    let expected = registration.argumentType == Void.self ? nil : registration.argumentType
    let actual = argument == Void.self ? nil : argument
    return ResolutionError(
      key: key,
      path: parent.keys(ending: key),
      reason: .argumentMismatch(expected: expected, actual: actual)
    )
  }
}
