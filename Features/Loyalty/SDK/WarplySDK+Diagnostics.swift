import SharedCore

extension WarplySDK {
  /// The platform SDK release whose public API this module reproduces; sent as `sdk_version` in
  /// the device info.
  public static let sdkVersion = "2.4.0"

  /// Whether the app's database passed SQLite's integrity check.
  /// - Throws: ``WarplyError`` when the database cannot be read.
  public func checkDatabaseIntegrity() async throws(WarplyError) -> Bool {
    try await databaseIntegrityReport().isIntact
  }

  /// The integrity check's findings, one line per problem (empty when intact).
  /// - Throws: ``WarplyError`` when the database cannot be read.
  public func databaseIntegrityReport() async throws(WarplyError) -> DatabaseIntegrityReport {
    do {
      return try await diagnostics.integrityCheck()
    } catch {
      throw WarplyError(AppError(error))
    }
  }

  /// Row counts per table, the file's size, the events waiting for the platform and the analytics
  /// records dropped because the queue was full.
  /// - Throws: ``WarplyError`` when the database cannot be read.
  public func getDatabaseStats() async throws(WarplyError) -> LoyaltyDatabaseStats {
    do {
      let statistics = try await diagnostics.statistics()
      let waiting = try await events.waitingCounts()
      return LoyaltyDatabaseStats(
        rowCounts: statistics.rowCounts, fileSizeBytes: statistics.fileSizeBytes,
        walSizeBytes: statistics.walSizeBytes, queuedAnalyticsEvents: waiting[.analytics] ?? 0,
        queuedDeviceEvents: waiting[.device] ?? 0, droppedAnalyticsEvents: await events.droppedAnalyticsCount(),
        tokensCount: await isSignedIn ? 1 : 0)
    } catch {
      throw WarplyError(AppError(error))
    }
  }

  /// The database schema version of each migration domain and the SDK version.
  /// - Throws: ``WarplyError`` when the database cannot be read.
  public func getDatabaseVersionInfo() async throws(WarplyError) -> LoyaltyDatabaseVersionInfo {
    do {
      return LoyaltyDatabaseVersionInfo(
        schemaVersions: try await diagnostics.statistics().schemaVersions, sdkVersion: Self.sdkVersion)
    } catch {
      throw WarplyError(AppError(error))
    }
  }

  /// The platform SDK's `testSQLiteConnection()`: whether the database answers a query.
  public func testSQLiteConnection() async -> Bool {
    (try? await diagnostics.statistics()) != nil
  }
}
