/// Health and size of the app's local database, as a feature's diagnostics screen or bug report
/// sees them, without depending on the platform layer.
///
/// SharedPlatform's `PlatformModule` registers `(any DatabaseDiagnostics).self` over its SQLite
/// database (`SQLiteDatabaseDiagnostics`).
///
/// ```swift
/// let diagnostics = try container.resolve((any DatabaseDiagnostics).self)
/// guard try await diagnostics.integrityCheck().isIntact else { … }
/// let stats = try await diagnostics.statistics()
/// ```
public protocol DatabaseDiagnostics: Sendable {
  /// Checks the whole file for corruption (SQLite's `PRAGMA integrity_check`); reading only.
  func integrityCheck() async throws -> DatabaseIntegrityReport
  /// Row counts per table, the file's size and the schema version of each migration domain.
  func statistics() async throws -> DatabaseStatistics
}
