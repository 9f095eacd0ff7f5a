/// What a factory resolves its dependencies through.
///
/// A resolver carries the resolution path, so missing dependencies and cycles are reported with
/// the full chain (`ProductsViewModel → ProductRepository → HTTPClient`). Use it only while the
/// factory runs; to resolve later (lazily), capture the ``Container`` instead.
public struct Resolver: Sendable {
  /// The container (root or scope) the factory runs in.
  public let container: Container
  /// The key whose factory is running.
  @usableFromInline let key: ServiceKey
  /// The steps that led to ``key``.
  @usableFromInline let parent: ResolutionPath?
  /// The chain this resolve belongs to, once it owns an instance being created.
  @usableFromInline let chain: ResolutionChain?

  /// Creates a resolver for the factory of `key`.
  init(container: Container, key: ServiceKey, parent: ResolutionPath?, chain: ResolutionChain?) {
    self.container = container
    self.key = key
    self.parent = parent
    self.chain = chain
  }

  /// Resolves a dependency registered without a runtime argument.
  @inlinable
  public func resolve<Service: Sendable>(_ type: Service.Type = Service.self, name: String? = nil) throws -> Service {
    let dependency = ServiceKey(Service.self, name: name)
    // A ready root singleton cannot be part of a cycle in progress: return it without a path.
    if let value = container.readySingleton(for: dependency) as? Service { return value }
    return try container.resolve(
      dependency,
      argument: (),
      parent: ResolutionPath(key: key, parent: parent),
      chain: chain
    )
  }

  /// Resolves an optional dependency: `nil` when nothing is registered for `type` (and `name`),
  /// the service otherwise. Errors building a registered service are thrown, never hidden.
  public func resolveIfRegistered<Service: Sendable>(
    _ type: Service.Type = Service.self, name: String? = nil
  ) throws -> Service? {
    container.isRegistered(type, name: name) ? try resolve(type, name: name) : nil
  }

  /// Resolves a dependency whose factory takes a runtime argument.
  public func resolve<Service: Sendable, Argument>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    argument: Argument
  ) throws -> Service {
    try container.resolve(
      ServiceKey(Service.self, name: name),
      argument: argument,
      parent: ResolutionPath(key: key, parent: parent),
      chain: chain
    )
  }
}
