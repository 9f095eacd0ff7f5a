/// Why ``ContainerBuilder/build()`` refused to build: keys registered more than once, or two different
/// modules with the same ``FeatureModule/name``.
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

  /// Two different module types included under one ``FeatureModule/name``.
  public struct ModuleNameClash: Sendable, Hashable, CustomStringConvertible {
    /// The name both modules report.
    public let name: String
    /// The module-qualified type of the module included first.
    public let firstType: String
    /// The module-qualified type of the module included second (and not registered).
    public let secondType: String

    /// `"Storage" names both App.StorageModule and Bills.StorageModule`.
    public var description: String { "\"\(name)\" names both \(firstType) and \(secondType)" }
  }

  /// Every duplicate, in registration order.
  public let duplicates: [Duplicate]
  /// Every module-name clash, in inclusion order.
  public let moduleNameClashes: [ModuleNameClash]

  init(duplicates: [Duplicate], moduleNameClashes: [ModuleNameClash] = []) {
    self.duplicates = duplicates
    self.moduleNameClashes = moduleNameClashes
  }

  /// Every problem on one line, with the fix.
  public var description: String {
    var parts: [String] = []
    if !moduleNameClashes.isEmpty {
      parts.append(
        "Modules with the same name (give each module a unique name): "
          + moduleNameClashes.map(\.description).joined(separator: "; ") + ".")
    }
    if !duplicates.isEmpty {
      parts.append(
        "Duplicate registrations (pass overriding: true to replace one on purpose): "
          + duplicates.map(\.description).joined(separator: "; ") + ".")
    }
    return parts.joined(separator: " ")
  }
}
