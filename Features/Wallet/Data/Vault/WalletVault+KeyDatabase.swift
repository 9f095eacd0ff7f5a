import Foundation
import SharedCore

extension WalletVault {
  /// Installs `keyDatabase` in the verifier and caches it, so that ``restoreKeyDatabase()`` finds
  /// it after a restart, and records that the backend served it now: offline acceptance trusts a
  /// key database for ``keyDatabaseMaxAge`` after that. Only the signed fields are installed and
  /// cached (``WalletPublicKeyDatabase/signedFields``).
  ///
  /// A database older than the cached one is refused, also right after a restart: the cached one
  /// is installed instead and stays active, and its refresh time does not move. The cached version
  /// again counts as served now. The write survives power loss, so a power cut cannot roll the
  /// cache back to an older version.
  /// - Throws: ``WalletKeyDatabaseError``: ``WalletKeyDatabaseError/downgrade(installed:offered:)``
  ///   for an older version, ``WalletKeyDatabaseError/conflictingVersion(_:)`` for the cached
  ///   version with other signed contents, or a refusal of its signature or contents; or a storage
  ///   error.
  public func installKeyDatabase(_ keyDatabase: WalletPublicKeyDatabase) async throws {
    let signed = keyDatabase.signedFields
    let offered = try WalletKeyDatabaseVersion(signed.version)
    let json = try WalletCoding.makeEncoder().encode(signed)
    let verifier = self.verifier
    let currency = self.currency
    try await writeAtGuardedNow(durability: .powerLoss) { db, clock in
      if let row = try db.queryFirst("SELECT version, database_json FROM wallet_key_database WHERE id = 1") {
        let stored = try WalletKeyDatabaseVersion(try row.value(String.self, at: 0))
        if offered <= stored {
          // The cached database stays active: install it first (its signature checked again), so
          // the offer is compared with it even when the verifier is empty after a restart.
          try Self.installCached(try row.value(Data.self, at: 1), currency: currency, in: verifier)
          try verifier.install(signed)
          try db.run(
            "UPDATE wallet_key_database SET refreshed_ms = ? WHERE id = 1", [.integer(clock.nowMilliseconds)])
          return
        }
      }
      try verifier.install(signed)
      try db.run(
        """
        INSERT INTO wallet_key_database (id, version, database_json, refreshed_ms) VALUES (1, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET version = excluded.version, database_json = excluded.database_json,
          refreshed_ms = excluded.refreshed_ms
        """,
        [.text(signed.version), .blob(json), .integer(clock.nowMilliseconds)])
    }
  }

  /// Installs the cached key database in the verifier (checking its signature again); returns its
  /// version, or `nil` when none is cached. Accepting a token does this by itself when the verifier
  /// is empty.
  @discardableResult
  public func restoreKeyDatabase() async throws -> String? {
    let json = try await database.read { db in
      try db.queryFirst("SELECT database_json FROM wallet_key_database WHERE id = 1")?.value(Data.self, at: 0)
    }
    guard let json else { return nil }
    return try Self.installCached(json, currency: currency, in: verifier).version
  }

  /// Installs the cached key database in `verifier` when it has none yet (after a restart).
  static func restoreIfEmpty(_ verifier: WalletTokenVerifier, currency: Currency, in db: any SQLiteQuerying) throws {
    guard verifier.installedVersion == nil,
      let json = try db.queryFirst("SELECT database_json FROM wallet_key_database WHERE id = 1")?.value(
        Data.self, at: 0)
    else { return }
    try installCached(json, currency: currency, in: verifier)
  }

  /// Decodes the cached key database `json` and installs it in `verifier`, its signature checked again.
  @discardableResult
  private static func installCached(
    _ json: Data, currency: Currency, in verifier: WalletTokenVerifier
  ) throws -> WalletPublicKeyDatabase {
    let keyDatabase = try WalletCoding.makeDecoder(currency: currency).decode(WalletPublicKeyDatabase.self, from: json)
    try verifier.install(keyDatabase)
    return keyDatabase
  }
}
