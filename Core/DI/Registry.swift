/// The frozen table of registrations a container resolves from.
///
/// Built once by ``ContainerBuilder``, never mutated: lookups need no lock. Each key maps to its
/// registration and a precomputed index into the singleton cells (root) or the cells of its
/// scope, so a resolve is one dictionary lookup plus one array access.
@usableFromInline
final class Registry: Sendable {
  /// Where a key's registration and cell are, plus what the hot path checks. A trivial value
  /// (no reference counting), so looking it up costs no retain.
  @usableFromInline
  struct Slot: Sendable {
    /// The lifetime without its scope name: cheap to compare.
    @usableFromInline
    enum Kind: Sendable { case transient, singleton, scoped }

    /// The index of the registration in ``Registry/registrations``.
    @usableFromInline let registrationIndex: Int
    /// The lifetime's kind.
    @usableFromInline let kind: Kind
    /// The type of the factory's runtime argument (`Void` for none).
    @usableFromInline let argumentType: any Any.Type
    /// The index of its cell among the singletons or its scope's cells (unused for transients).
    @usableFromInline let cellIndex: Int
  }

  /// Every key's slot.
  @usableFromInline let slots: [ServiceKey: Slot]
  /// The slots of unnamed keys by type identity: the resolve fast path's lookup.
  @usableFromInline let unnamedSlots: TypeIdentifierTable<Slot>
  /// The registrations in registration order (for `verify()` and error suggestions).
  @usableFromInline let registrations: [any Registration]
  /// The keys of the singleton registrations, by cell index.
  let singletonKeys: [ServiceKey]
  /// The keys of each scope's registrations, by cell index.
  let scopedKeys: [ScopeName: [ServiceKey]]
  /// The scope names in order of first use.
  let scopeNames: [ScopeName]

  init(registrations: [any Registration]) {
    var slots: [ServiceKey: Slot] = Dictionary(minimumCapacity: registrations.count)
    var singletonKeys: [ServiceKey] = []
    var scopedKeys: [ScopeName: [ServiceKey]] = [:]
    var scopeNames: [ScopeName] = []
    for registration in registrations {
      let index: Int
      let kind: Slot.Kind
      switch registration.lifetime {
      case .transient:
        (index, kind) = (-1, .transient)
      case .singleton:
        (index, kind) = (singletonKeys.count, .singleton)
        singletonKeys.append(registration.key)
      case .scoped(let scope):
        if scopedKeys[scope] == nil { scopeNames.append(scope) }
        (index, kind) = (scopedKeys[scope, default: []].count, .scoped)
        scopedKeys[scope, default: []].append(registration.key)
      }
      slots[registration.key] = Slot(
        registrationIndex: slots.count,
        kind: kind,
        argumentType: registration.argumentType,
        cellIndex: index
      )
    }
    self.slots = slots
    self.unnamedSlots = TypeIdentifierTable(
      slots.lazy.filter { $0.key.name == nil }.map { (ObjectIdentifier($0.key.type), $0.value) })
    self.registrations = registrations
    self.singletonKeys = singletonKeys
    self.scopedKeys = scopedKeys
    self.scopeNames = scopeNames
  }

  /// Registrations similar to a missing `key`: the same type under other names, then types
  /// whose name contains the requested one or is contained in it, in registration order.
  func similarKeys(to key: ServiceKey) -> [ServiceKey] {
    let wanted = normalizedName(key.typeName)
    let sameType = registrations.lazy.map(\.key).filter { $0.type == key.type && $0 != key }
    let sameName = registrations.lazy.map(\.key).filter { candidate in
      guard candidate.type != key.type else { return false }
      let name = self.normalizedName(candidate.typeName)
      return name.contains(wanted) || wanted.contains(name)
    }
    return Array(sameType) + Array(sameName)
  }

  /// A type name lowercased, without an `any ` prefix.
  private func normalizedName(_ name: String) -> String {
    let lowered = name.lowercased()
    return lowered.hasPrefix("any ") ? String(lowered.dropFirst(4)) : lowered
  }
}
