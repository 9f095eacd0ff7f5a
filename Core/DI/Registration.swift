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
  /// Does not resolve when the factory needs a runtime argument and the registration has no
  /// verification argument: the outcome says whether it was exempted, and why.
  func verify(in container: Container) throws -> VerificationOutcome
}

/// What verifying one registration did.
@usableFromInline
enum VerificationOutcome: Sendable {
  /// The registration was resolved.
  case verified
  /// It needs a runtime argument and has no sample: a gap in the verification.
  case unverified
  /// It needs a runtime argument and was exempted for `reason`.
  case exempted(reason: String)
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
  /// Why `verify()` may skip a registration that has no verification argument.
  let verificationExemption: String?

  @usableFromInline var argumentType: any Any.Type { Argument.self }

  init(
    key: ServiceKey,
    lifetime: Lifetime,
    module: String?,
    verificationArgument: (@Sendable () -> Argument)?,
    verificationExemption: String? = nil,
    factory: @escaping @Sendable (Resolver, Argument) throws -> Service
  ) {
    self.key = key
    self.lifetime = lifetime
    self.module = module
    self.verificationArgument = verificationArgument
    self.verificationExemption = verificationExemption
    self.factory = factory
  }

  @usableFromInline
  func verify(in container: Container) throws -> VerificationOutcome {
    guard let verificationArgument else {
      return verificationExemption.map { .exempted(reason: $0) } ?? .unverified
    }
    let _: Service = try container.resolve(key, argument: verificationArgument(), parent: nil, chain: nil)
    return .verified
  }
}
