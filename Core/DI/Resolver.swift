/// What a factory resolves its dependencies through.
///
/// A resolver carries the resolution path, so missing dependencies and cycles are reported with
/// the full chain (`ProductsViewModel → ProductRepository → HTTPClient`). Use it only while the
/// factory runs; to resolve later (lazily), capture the ``Container`` instead.
public struct Resolver: Sendable {
  /// The container (root or scope) the factory runs in.
  public let container: Container
  /// The key whose factory is running.
  let key: ServiceKey
  /// The steps that led to ``key``.
  let parent: ResolutionPath?
  /// The chain this resolve belongs to, once it owns an instance being created.
  let chain: ResolutionChain?

  /// Resolves a dependency registered without a runtime argument.
  public func resolve<Service: Sendable>(_ type: Service.Type = Service.self, name: String? = nil) throws -> Service {
    try container.resolve(
      ServiceKey(type, name: name),
      argument: (),
      parent: ResolutionPath(key: key, parent: parent),
      chain: chain
    )
  }

  /// Resolves a dependency whose factory takes a runtime argument.
  public func resolve<Service: Sendable, Argument>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    argument: Argument
  ) throws -> Service {
    try container.resolve(
      ServiceKey(type, name: name),
      argument: argument,
      parent: ResolutionPath(key: key, parent: parent),
      chain: chain
    )
  }
}
