import SharedCore

/// A feature database that passes every call on and records how durable each write asked to be.
final class DurabilityRecordingDatabase: FeatureDatabase {
  private let base: any FeatureDatabase
  private let recorded = LockedValue<[WriteDurability]>([])

  init(_ base: any FeatureDatabase) { self.base = base }

  /// The durabilities asked for since the last call, oldest first; forgets them.
  func takeWrites() -> [WriteDurability] {
    recorded.withLock { writes in
      defer { writes = [] }; return writes
    }
  }

  func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    try await base.read(body)
  }

  func write<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    recorded.withLock { $0.append(.processCrash) }
    return try await base.write(body)
  }

  func write<T: Sendable>(
    durability: WriteDurability, _ body: @Sendable (any SQLiteQuerying) throws -> T
  ) async throws -> T {
    recorded.withLock { $0.append(durability) }
    return try await base.write(durability: durability, body)
  }
}
