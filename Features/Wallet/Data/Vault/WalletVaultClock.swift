import Foundation
import SharedCore

/// The vault's guarded clock, read and advanced inside a write transaction.
///
/// The device's wall clock can be set back; the vault keeps the latest time it has seen and never
/// moves it backwards, so a clock set back neither reopens the offline window nor revives an
/// expired token.
struct WalletVaultClock {
  /// The guarded time, in milliseconds since 1970.
  let nowMilliseconds: Int64
  /// When the last successful sync happened, on the guarded clock.
  let lastSyncMilliseconds: Int64?
  /// Which offline period this is: incremented by every successful sync.
  let syncEpoch: Int64

  /// The guarded time as a date.
  var now: Date { Date(timeIntervalSince1970: TimeInterval(nowMilliseconds) / 1000) }

  /// Reads the stored clock, advances it to `wallClock` if that is later, and stores it.
  static func advance(to wallClock: Date, in db: any SQLiteQuerying) throws -> WalletVaultClock {
    guard let row = try db.queryFirst("SELECT latest_seen_ms, last_sync_ms, sync_epoch FROM wallet_clock WHERE id = 1")
    else { throw WalletVaultError.corruptRecord(table: "wallet_clock", reason: "missing row") }
    let latest = try row.value(Int64.self, at: 0)
    let milliseconds = (wallClock.timeIntervalSince1970 * 1000).rounded(.down)
    // A clock reading outside 64-bit milliseconds (or not a number) cannot advance the guarded time.
    let now = Int64(exactly: milliseconds).map { max(latest, $0) } ?? latest
    if now > latest { try db.run("UPDATE wallet_clock SET latest_seen_ms = ? WHERE id = 1", [.integer(now)]) }
    return WalletVaultClock(
      nowMilliseconds: now, lastSyncMilliseconds: try row.value(Int64?.self, at: 1),
      syncEpoch: try row.value(Int64.self, at: 2))
  }
}
