import Foundation
import SharedCore

/// The vault's guarded clock (SharedCore's `GuardedClock`), read and advanced inside a write
/// transaction.
///
/// The guarded time is the backend's time at the last contact (``anchor(toServerTime:reading:in:)``)
/// plus the time elapsed since on the boot clock, which counts sleep and cannot be set: whatever
/// the wall clock says between contacts changes nothing. Without a usable boot reading (a restart,
/// a boot clock that went back, a platform without one) the elapsed time is unknown: the guarded
/// time is then the wall clock but never earlier than the last guarded time, it is anchored again
/// there, and after a restart ``isMeasuredSinceContact`` stays `false` until the next contact.
/// Between contacts the guarded time never moves backwards; a contact sets it to the backend's
/// time, backwards too, which undoes a wall clock that was jumped forward before a restart.
struct WalletVaultClock {
  /// The guarded time, in milliseconds since 1970.
  let nowMilliseconds: Int64
  /// When the last successful sync happened, on the guarded clock.
  let lastSyncMilliseconds: Int64?
  /// Which offline period this is: incremented by every successful sync.
  let syncEpoch: Int64
  /// Whether the time since the backend last gave its time (or since the last sync) was measured
  /// without a break: `false` after the device restarted, until the backend is reached again.
  let isMeasuredSinceContact: Bool

  /// The guarded time as a date.
  var now: Date { Date(timeIntervalSince1970: TimeInterval(nowMilliseconds) / 1000) }

  /// Reads the stored clock, advances it with `reading` (SharedCore's `GuardedClock`), and stores it.
  static func advance(with reading: WalletTimeReading, in db: any SQLiteQuerying) throws -> WalletVaultClock {
    let stored = try Stored(in: db)
    var clock = stored.clock
    let now = clock.advance(with: reading)
    if clock != stored.clock {
      try db.run(
        """
        UPDATE wallet_clock SET latest_seen_ms = ?, anchor_ms = ?, anchor_boot_id = ?, anchor_uptime_ms = ?,
          measured_since_contact = ? WHERE id = 1
        """,
        [
          .integer(now), clock.anchor.map { .integer($0.guardedMilliseconds) } ?? .null,
          clock.anchor.map { .text($0.bootID) } ?? .null, clock.anchor.map { .integer($0.uptimeMilliseconds) } ?? .null,
          .integer(clock.isMeasuredSinceContact ? 1 : 0),
        ])
    }
    return WalletVaultClock(
      nowMilliseconds: now, lastSyncMilliseconds: stored.lastSync, syncEpoch: stored.epoch,
      isMeasuredSinceContact: clock.isMeasuredSinceContact)
  }

  /// Sets the guarded time to `serverTime` (backwards too), anchored at `reading`'s boot clock, and
  /// marks the time measured. A window start or key database refresh stored later than the
  /// backend's time (recorded while the wall clock was ahead) moves back to it: neither can then
  /// last longer than it should.
  static func anchor(
    toServerTime serverTime: Date, reading: WalletTimeReading, in db: any SQLiteQuerying
  ) throws -> WalletVaultClock {
    guard let server = GuardedClock.milliseconds(serverTime) else { return try advance(with: reading, in: db) }
    let stored = try Stored(in: db)
    var clock = stored.clock
    clock.anchor(toServerTime: serverTime, reading: reading)
    try db.run(
      """
      UPDATE wallet_clock SET latest_seen_ms = ?1, anchor_ms = ?1, anchor_boot_id = ?2, anchor_uptime_ms = ?3,
        measured_since_contact = 1, last_sync_ms = MIN(last_sync_ms, ?1) WHERE id = 1
      """,
      [
        .integer(server), clock.anchor.map { .text($0.bootID) } ?? .null,
        clock.anchor.map { .integer($0.uptimeMilliseconds) } ?? .null,
      ])
    try db.run("UPDATE wallet_key_database SET refreshed_ms = MIN(refreshed_ms, ?) WHERE id = 1", [.integer(server)])
    return WalletVaultClock(
      nowMilliseconds: server, lastSyncMilliseconds: stored.lastSync.map { min($0, server) },
      syncEpoch: stored.epoch, isMeasuredSinceContact: true)
  }

  /// `date` in whole milliseconds since 1970; `nil` outside 64-bit milliseconds (or not a number).
  static func milliseconds(_ date: Date) -> Int64? {
    GuardedClock.milliseconds(date)
  }

  /// `duration` in whole milliseconds (saturating).
  static func milliseconds(_ duration: Duration) -> Int64 {
    GuardedClock.milliseconds(duration)
  }

  /// The stored row.
  private struct Stored {
    let clock: GuardedClock
    let lastSync: Int64?
    let epoch: Int64

    init(in db: any SQLiteQuerying) throws {
      guard
        let row = try db.queryFirst(
          """
          SELECT latest_seen_ms, last_sync_ms, sync_epoch, anchor_ms, anchor_boot_id, anchor_uptime_ms,
            measured_since_contact
          FROM wallet_clock WHERE id = 1
          """)
      else { throw WalletVaultError.corruptRecord(table: "wallet_clock", reason: "missing row") }
      lastSync = try row.value(Int64?.self, at: 1)
      epoch = try row.value(Int64.self, at: 2)
      var anchor: GuardedClock.Anchor?
      if let guarded = try row.value(Int64?.self, at: 3), let bootID = try row.value(String?.self, at: 4),
        let uptime = try row.value(Int64?.self, at: 5)
      {
        anchor = GuardedClock.Anchor(guardedMilliseconds: guarded, bootID: bootID, uptimeMilliseconds: uptime)
      }
      clock = GuardedClock(
        latestMilliseconds: try row.value(Int64.self, at: 0), anchor: anchor,
        isMeasuredSinceContact: try row.value(Int64.self, at: 6) == 1)
    }
  }
}
