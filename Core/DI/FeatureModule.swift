/// A plug-in that puts one feature's services into a container.
///
/// Each feature exposes one module value; the app composes the platform's module first, then the
/// features it wants:
///
/// ```swift
/// let container = try Container(modules: [
///   PlatformModule(applicationID: "com.example.shop", dataDirectory: dataDirectory, configuration: configuration),
///   DPPModule(apiKey: traceWiseAPIKey),
/// ])
/// ```
///
/// A feature's module registers its repositories, use cases and view-model factories by the
/// Core protocols they implement or need:
///
/// ```swift
/// public struct OrdersModule: FeatureModule {
///   public init() {}
///   public func register(in builder: inout ContainerBuilder) throws {
///     builder.register((any OrderRepository).self, lifetime: .singleton) { r in
///       RemoteOrderRepository(client: try r.resolve(APIClient.self, name: "shop"))
///     }
///   }
/// }
/// ```
///
/// `register(in:)` only describes services; nothing is created until something is resolved.
public protocol FeatureModule: Sendable {
  /// The module's unique name, used in build errors; by default its module-qualified type name
  /// (`"DPPFeature.DPPModule"`).
  ///
  /// Two different module types with the same name cannot be composed into one container:
  /// ``ContainerBuilder/build()`` throws a ``ContainerBuildError`` naming both.
  var name: String { get }

  /// Registers the module's repositories, use cases and view-model factories.
  ///
  /// Throws when the module cannot be configured (a missing setting, say); duplicate keys are
  /// not thrown here but reported together by ``ContainerBuilder/build()``.
  func register(in builder: inout ContainerBuilder) throws
}

extension FeatureModule {
  /// The module's module-qualified type name (`"DPPFeature.DPPModule"`).
  public var name: String { String(reflecting: Self.self) }
}
