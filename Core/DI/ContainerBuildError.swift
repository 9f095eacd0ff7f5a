/// Why ``ContainerBuilder/build()`` refused to build: keys registered more than once.
public struct ContainerBuildError: Error, Sendable, CustomStringConvertible {
  /// A key registered a second time without `overriding: true`.
  public struct Duplicate: Sendable, CustomStringConvertible {
    /// The key registered twice.
    public let key: ServiceKey
    /// The module of the first registration (`nil` when registered outside a module).
    public let firstModule: String?
    /// The module of the second registration.
    public let secondModule: String?

    /// `ProductRepository (registered by ProductsModule, then by BillsModule)`.
    public var description: String {
      "\(key) (registered by \(firstModule ?? "the app"), then by \(secondModule ?? "the app"))"
    }
  }

  /// Every duplicate, in registration order.
  public let duplicates: [Duplicate]

  /// Every duplicate on one line, with the fix.
  public var description: String {
    "Duplicate registrations (pass overriding: true to replace one on purpose): "
      + duplicates.map(\.description).joined(separator: "; ") + "."
  }
}
