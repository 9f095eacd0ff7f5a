import Foundation
import SharedCore

extension WalletVault {
  /// Records a successful sync with the backend: the offline window and the offline total start
  /// again from the guarded time now, and the time since is measured.
  ///
  /// ``WalletSyncService`` calls it only after a sync the backend accepted: every operation pending
  /// when it started was accepted, or nothing was pending and the backend confirmed the session. Its
  /// contacts have anchored the guarded time to the backend's by then (``recordServerTime(_:)``).
  /// Call it yourself only after such a sync.
  public func recordSuccessfulSync() async throws {
    try await writeAtGuardedNow { db, clock in
      try db.run(
        "UPDATE wallet_clock SET last_sync_ms = ?, sync_epoch = sync_epoch + 1, measured_since_contact = 1 WHERE id = 1",
        [.integer(clock.nowMilliseconds)])
    }
  }

  /// Anchors the guarded time to the backend's: `serverTime` (an answer's HTTP `Date`) becomes the
  /// guarded time now, even when that is earlier (a device clock that was ahead is corrected), and
  /// the time from here is counted on the boot clock. ``WalletSyncService`` calls it with every
  /// answer of the backend.
  public func recordServerTime(_ serverTime: Date) async throws {
    let reading = timeSource.now()
    try await database.write { db in
      _ = try WalletVaultClock.anchor(toServerTime: serverTime, reading: reading, in: db)
    }
  }

  /// The vault's guarded time: the backend's time at the last contact plus the time elapsed since
  /// on the boot clock; after a restart, the wall clock but never earlier than the guarded time
  /// before it, until the next contact.
  public func guardedNow() async throws -> Date {
    try await writeAtGuardedNow { _, clock in clock.now }
  }

  /// Runs `body` in one write transaction, as durable as `durability` says, after advancing the
  /// guarded clock, so every record the vault writes is stamped with a time that never goes
  /// backwards between contacts.
  @discardableResult
  func writeAtGuardedNow<T: Sendable>(
    durability: WriteDurability = .processCrash, _ body: @Sendable (any SQLiteQuerying, WalletVaultClock) throws -> T
  ) async throws -> T {
    let reading = timeSource.now()
    return try await database.write(durability: durability) { db in
      try body(db, try WalletVaultClock.advance(with: reading, in: db))
    }
  }
}
