/// Collects registrations, then freezes them into a ``Container`` with ``build()``.
///
/// ```swift
/// var builder = ContainerBuilder()
/// try builder.include(PlatformModule(applicationID: "com.example.shop", dataDirectory: dataDirectory))
/// builder.register((any OrderRepository).self, lifetime: .singleton) { r in
///   RemoteOrderRepository(client: try r.resolve(APIClient.self, name: "shop"))
/// }
/// builder.register(OrderViewModelFactory.self) { (r, id: OrderID) in
///   OrderViewModelFactory(id: id, repository: try r.resolve())
/// }
/// let container = try builder.build()
/// ```
///
/// Registering a key twice is an error reported by ``build()``, unless the later registration
/// passes `overriding: true`.
public struct ContainerBuilder {
  /// The registrations in order; an override replaces the registration it overrides in place.
  private var registrations: [any Registration] = []
  /// Where each key sits in ``registrations``.
  private var indices: [ServiceKey: Int] = [:]
  /// Keys registered twice without `overriding: true`.
  private var duplicates: [ContainerBuildError.Duplicate] = []
  /// The modules included so far: each name and the type that took it.
  private var includedModules: [String: any FeatureModule.Type] = [:]
  /// Different module types included under a name already taken.
  private var moduleNameClashes: [ContainerBuildError.ModuleNameClash] = []
  /// The module whose `register(in:)` is running, if any.
  private var currentModule: String?

  /// Creates an empty builder.
  public init() {}

  /// Creates a builder holding `registry`'s registrations, for derived containers.
  init(registry: Registry) {
    for registration in registry.registrations {
      indices[registration.key] = registrations.count
      registrations.append(registration)
    }
  }

  /// Lets `module` register its services.
  ///
  /// A module included twice registers once. A *different* module type with the name of one already
  /// included does not register; ``build()`` reports it as a ``ContainerBuildError/ModuleNameClash``.
  public mutating func include(_ module: any FeatureModule) throws {
    let moduleType = type(of: module)
    if let included = includedModules[module.name] {
      if included != moduleType {
        moduleNameClashes.append(
          ContainerBuildError.ModuleNameClash(
            name: module.name, firstType: String(reflecting: included), secondType: String(reflecting: moduleType)))
      }
      return
    }
    includedModules[module.name] = moduleType
    let outer = currentModule
    currentModule = module.name
    defer { currentModule = outer }
    try module.register(in: &self)
  }

  /// Registers a factory for `type` under `name`.
  ///
  /// - Parameters:
  ///   - type: The type resolved, often a protocol (`(any ProductRepository).self`).
  ///   - name: Distinguishes several registrations of one type (`"local"`, `"remote"`).
  ///   - lifetime: How long instances live; transient by default.
  ///   - overriding: Replaces an earlier registration of the same key instead of being a duplicate.
  ///   - factory: Makes the instance, resolving its dependencies through the ``Resolver``.
  public mutating func register<Service: Sendable>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    lifetime: Lifetime = .transient,
    overriding: Bool = false,
    factory: @escaping @Sendable (Resolver) throws -> Service
  ) {
    add(
      FactoryRegistration<Service, Void>(
        key: ServiceKey(Service.self, name: name),
        lifetime: lifetime,
        module: currentModule,
        verificationArgument: {},
        factory: { resolver, _ in try factory(resolver) }
      ),
      overriding: overriding
    )
  }

  /// Registers a transient factory that takes a runtime argument (a product id, say), resolved
  /// with ``Container/resolve(_:name:argument:)``.
  ///
  /// Annotate the argument's type in the closure: `{ (r, id: String) in … }`.
  ///
  /// - Parameters:
  ///   - type: The service type, often an existential such as `(any Repository).self`.
  ///   - name: Distinguishes several registrations of one type.
  ///   - overriding: Whether this registration may replace an earlier one for the same key.
  ///   - verificationArgument: A sample argument ``Container/verify(scopeContexts:)`` resolves the factory with.
  ///   - verificationExemption: Why the factory cannot be verified with a sample (it must not run
  ///     before the app has a real argument, say). Without a sample or an exemption, `verify()`
  ///     reports the registration as unverified, which is a problem.
  ///   - factory: Makes the service from a ``Resolver`` and the argument.
  public mutating func register<Service: Sendable, Argument>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    overriding: Bool = false,
    verificationArgument: (@Sendable () -> Argument)? = nil,
    verificationExemption: String? = nil,
    factory: @escaping @Sendable (Resolver, Argument) throws -> Service
  ) {
    add(
      FactoryRegistration<Service, Argument>(
        key: ServiceKey(Service.self, name: name),
        lifetime: .transient,
        module: currentModule,
        verificationArgument: verificationArgument,
        verificationExemption: verificationExemption,
        factory: factory
      ),
      overriding: overriding
    )
  }

  /// Whether a registration for `key` has been added.
  func contains(_ key: ServiceKey) -> Bool { indices[key] != nil }

  /// Freezes the registrations into a root container.
  ///
  /// - Throws: ``ContainerBuildError`` listing every key registered twice without `overriding` and
  ///   every pair of different modules included under one name.
  public func build() throws -> Container {
    Container(registry: try makeRegistry())
  }

  /// Freezes the registrations into a registry.
  func makeRegistry() throws -> Registry {
    guard duplicates.isEmpty, moduleNameClashes.isEmpty else {
      throw ContainerBuildError(duplicates: duplicates, moduleNameClashes: moduleNameClashes)
    }
    return Registry(registrations: registrations)
  }

  /// Adds a registration, replacing or flagging an existing one with the same key.
  private mutating func add(_ registration: any Registration, overriding: Bool) {
    guard let index = indices[registration.key] else {
      indices[registration.key] = registrations.count
      registrations.append(registration)
      return
    }
    if overriding {
      registrations[index] = registration
    } else {
      duplicates.append(
        ContainerBuildError.Duplicate(
          key: registration.key,
          firstModule: registrations[index].module,
          secondModule: registration.module
        )
      )
    }
  }
}
