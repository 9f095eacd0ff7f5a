/// One registered factory as the frozen registry stores it.
///
/// Conformers are immutable once created (only `let` properties of `Sendable` types).
protocol Registration: AnyObject, Sendable {
  /// The type and name it is registered under.
  var key: ServiceKey { get }
  /// How long its instances live.
  var lifetime: Lifetime { get }
  /// The type of the runtime argument its factory takes (`Void` when it takes none).
  var argumentType: any Any.Type { get }
  /// The module that registered it, for duplicate-registration errors.
  var module: String? { get }

  /// Resolves the registration once from `container`, discarding the instance.
  ///
  /// Returns `false` without resolving when the factory needs a runtime argument.
  func verify(in container: Container) throws -> Bool
}

/// A registration whose factory makes a `Service` from a resolver and an `Argument`.
final class FactoryRegistration<Service: Sendable, Argument>: Registration {
  let key: ServiceKey
  let lifetime: Lifetime
  let module: String?
  /// Makes the instance; `Argument` is `Void` for registrations without a runtime argument.
  let factory: @Sendable (Resolver, Argument) throws -> Service

  var argumentType: any Any.Type { Argument.self }

  init(
    key: ServiceKey,
    lifetime: Lifetime,
    module: String?,
    factory: @escaping @Sendable (Resolver, Argument) throws -> Service
  ) {
    self.key = key
    self.lifetime = lifetime
    self.module = module
    self.factory = factory
  }

  func verify(in container: Container) throws -> Bool {
    guard Argument.self == Void.self, let none = () as? Argument else { return false }
    let _: Service = try container.resolve(key, argument: none, parent: nil, chain: nil)
    return true
  }
}
