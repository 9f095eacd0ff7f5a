extension Container {
  /// Resolves every registration of `type` that takes no runtime argument, whatever its name, in
  /// registration order: the way to collect contributions several modules make under their own
  /// names (each feature's outbox drain, say).
  ///
  /// - Throws: ``ResolutionError`` for the first one that cannot be resolved.
  public func resolveAll<Service: Sendable>(_ type: Service.Type = Service.self) throws -> [Service] {
    try registry.registrations
      .filter { $0.key.type == Service.self && $0.argumentType == Void.self }
      .map { try resolve(Service.self, name: $0.key.name) }
  }
}
