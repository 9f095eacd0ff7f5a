/// One feature's part of the app's sync: its record types, the backend they travel through, and the
/// projections that keep its own tables.
///
/// A feature registers its contribution in its module; the platform builds one store and one engine
/// over every contribution, so records of different features can reference each other (an invoice
/// → its party and its products) and upload in dependency order across features.
///
/// ```swift
/// public func register(in builder: inout ContainerBuilder) throws {
///   builder.registerBackend(Self.backend)
///   builder.registerSync(
///     SyncContribution(feature: "orders", backend: Self.backend.name, types: [.orders], projections: [OrderList()]))
///   builder.register(OrderRepository.self, lifetime: .singleton) { r in
///     OrderRepository(store: try r.resolve((any SyncStore).self))
///   }
/// }
/// ```
public struct SyncContribution: Sendable {
  /// The contributing feature's name, unique among contributions (`"products"`).
  public var feature: String
  /// The name of the backend (``BackendDescriptor/name``) whose client carries these records.
  public var backend: String
  /// The record types the feature keeps in sync.
  public var types: [SyncRecordType]
  /// The feature's tables derived from its records.
  public var projections: [any SyncProjection]

  /// Declares a contribution.
  public init(feature: String, backend: String, types: [SyncRecordType], projections: [any SyncProjection] = []) {
    self.feature = feature
    self.backend = backend
    self.types = types
    self.projections = projections
  }
}

extension ContainerBuilder {
  /// Adds `contribution` to the app's sync, under the feature's name: the platform's `any SyncStore`
  /// and `SyncEngine` include its types and projections. A feature name registered twice is a
  /// duplicate that ``build()`` reports.
  public mutating func registerSync(_ contribution: SyncContribution) {
    register(SyncContribution.self, name: contribution.feature, lifetime: .singleton) { _ in contribution }
  }
}

extension Array where Element == SyncContribution {
  /// Every contributed type in one checked schema, contribution by contribution.
  /// - Throws: ``SyncSchemaError`` naming the type at fault (two features declaring one type name,
  ///   a reference to a type no feature declares).
  public func schema() throws(SyncSchemaError) -> SyncSchema {
    try SyncSchema(flatMap(\.types))
  }

  /// A remote sending each type's records through its contribution's backend, as `client(named:)`
  /// builds it, with `headers` on every request (the company the records belong to, say).
  public func remote(headers: [String: String] = [:], client: (String) throws -> APIClient) rethrows
    -> any SyncRemote
  {
    var remotes: [String: any SyncRemote] = [:]
    var clients: [String: HTTPSyncRemote] = [:]
    for contribution in self {
      let remote: HTTPSyncRemote
      if let existing = clients[contribution.backend] {
        remote = existing
      } else {
        remote = HTTPSyncRemote(client: try client(contribution.backend), headers: headers)
        clients[contribution.backend] = remote
      }
      for type in contribution.types { remotes[type.name] = remote }
    }
    return RoutingSyncRemote(routes: remotes)
  }
}
