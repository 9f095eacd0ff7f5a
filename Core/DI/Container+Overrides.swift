extension Container {
  /// A new root container with the same registrations plus those `configure` makes, which
  /// replace registrations of the same key (they are overrides implicitly).
  ///
  /// The derived container has its own singletons, so an override is seen by every service
  /// that depends on it, and nothing leaks into `self` or into other derived containers: tests
  /// running in parallel can each override the same type differently.
  ///
  /// ```swift
  /// let container = try app.overriding { $0.register(Clock.self) { _ in FixedClock() } }
  /// ```
  public func overriding(_ configure: (inout OverrideBuilder) throws -> Void) throws -> Container {
    var overrides = OverrideBuilder(base: ContainerBuilder(registry: registry))
    try configure(&overrides)
    return Container(registry: try overrides.base.makeRegistry())
  }
}

/// Registers replacements for ``Container/overriding(_:)``; every registration is an override.
public struct OverrideBuilder {
  /// The builder holding the original registrations.
  var base: ContainerBuilder

  /// Replaces (or adds) the registration of `type` under `name`.
  public mutating func register<Service: Sendable>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    lifetime: Lifetime = .transient,
    factory: @escaping @Sendable (Resolver) throws -> Service
  ) {
    base.register(type, name: name, lifetime: lifetime, overriding: true, factory: factory)
  }

  /// Replaces (or adds) the registration of `type` under `name` with a factory taking an argument;
  /// `verificationArgument` and `verificationExemption` are as in ``ContainerBuilder``.
  public mutating func register<Service: Sendable, Argument>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    verificationArgument: (@Sendable () -> Argument)? = nil,
    verificationExemption: String? = nil,
    factory: @escaping @Sendable (Resolver, Argument) throws -> Service
  ) {
    base.register(
      type, name: name, overriding: true, verificationArgument: verificationArgument,
      verificationExemption: verificationExemption, factory: factory)
  }
}
