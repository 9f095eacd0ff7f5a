/// One registered factory as the frozen registry stores it.
///
/// Conformers are immutable once created (only `let` properties of `Sendable` types).
@usableFromInline
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
  /// Returns `false` without resolving when the factory needs a runtime argument and the
  /// registration has no verification argument.
  func verify(in container: Container) throws -> Bool
}

/// A registration whose factory makes a `Service` from a resolver and an `Argument`.
@usableFromInline
final class FactoryRegistration<Service: Sendable, Argument>: Registration {
  @usableFromInline let key: ServiceKey
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let module: String?
  /// Makes the instance; `Argument` is `Void` for registrations without a runtime argument.
  let factory: @Sendable (Resolver, Argument) throws -> Service
  /// The argument `verify()` resolves with; `nil` skips the registration in `verify()`.
  let verificationArgument: (@Sendable () -> Argument)?

  @usableFromInline var argumentType: any Any.Type { Argument.self }

  init(
    key: ServiceKey,
    lifetime: Lifetime,
    module: String?,
    verificationArgument: (@Sendable () -> Argument)?,
    factory: @escaping @Sendable (Resolver, Argument) throws -> Service
  ) {
    self.key = key
    self.lifetime = lifetime
    self.module = module
    self.verificationArgument = verificationArgument
    self.factory = factory
  }

  @usableFromInline
  func verify(in container: Container) throws -> Bool {
    guard let verificationArgument else { return false }
    let _: Service = try container.resolve(key, argument: verificationArgument(), parent: nil, chain: nil)
    return true
  }
}
