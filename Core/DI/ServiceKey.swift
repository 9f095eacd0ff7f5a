/// What a registration is looked up by: a type and an optional name.
///
/// Equality and hashing use the type's identity (`ObjectIdentifier`) and the name, so a lookup
/// costs one hash of two words whatever the number of registrations.
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  /// The registered type.
  public let type: any Any.Type
  /// The registration's name, for several registrations of one type (`"local"`, `"remote"`).
  public let name: String?

  /// Creates a key for `type` registered under `name`.
  @inlinable
  public init(_ type: any Any.Type, name: String? = nil) {
    self.type = type
    self.name = name
  }

  /// The type's name as written in source, without its module: `ProductRepository`.
  public var typeName: String { String(describing: type) }

  /// The type and name as errors print them: `ProductRepository (name: "local")`.
  public var description: String {
    guard let name else { return typeName }
    return "\(typeName) (name: \"\(name)\")"
  }

  /// Whether both keys name the same type (by identity) and the same name.
  public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    lhs.type == rhs.type && lhs.name == rhs.name
  }

  /// Hashes the type's identity and the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
    if let name { hasher.combine(name) }
  }
}
