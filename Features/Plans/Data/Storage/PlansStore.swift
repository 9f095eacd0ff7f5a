import Foundation
import SharedCore

/// The Plans feature's database: the signed data verified on this device (kept as JWS and verified
/// again when loaded), the guarded clock, the installed remote configuration, the experiments
/// already exposed, and the upload waiting for the backend's answer.
///
/// Purchases are written with `WriteDurability.powerLoss`: a verified purchase must not be lost.
public struct PlansStore: Sendable {
  /// The tables.
  public static let schema = FeatureSchema(
    domain: "plans",
    migrations: [
      FeatureMigration(
        version: 1, name: "create_plans",
        sql: """
          CREATE TABLE plans_signed (
            kind TEXT NOT NULL CHECK (kind IN ('transaction', 'renewal')),
            original_transaction_id TEXT NOT NULL,
            signed_ms INTEGER NOT NULL,
            jws TEXT NOT NULL,
            PRIMARY KEY (kind, original_transaction_id)
          ) WITHOUT ROWID;
          CREATE TABLE plans_state (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            clock_json BLOB NOT NULL,
            refreshed_ms INTEGER,
            config_envelope BLOB,
            config_version INTEGER,
            config_served_ms INTEGER
          );
          INSERT INTO plans_state (id, clock_json) VALUES (1, '{}');
          CREATE TABLE plans_exposures (
            experiment_id TEXT NOT NULL,
            config_version INTEGER NOT NULL,
            PRIMARY KEY (experiment_id, config_version)
          ) WITHOUT ROWID;
          CREATE TABLE plans_pending_upload (
            idempotency_key TEXT PRIMARY KEY NOT NULL,
            body BLOB NOT NULL,
            created_ms INTEGER NOT NULL
          ) WITHOUT ROWID;
          """)
    ])

  /// What the store holds.
  public struct Contents: Sendable, Hashable {
    /// Signed transactions (JWS), one per original transaction id: the one signed last.
    public var transactions: [String]
    /// Signed renewal info (JWS), one per original transaction id.
    public var renewals: [String]
    /// The guarded clock.
    public var clock: GuardedClock
    /// When StoreKit or the backend last confirmed the purchases (guarded milliseconds).
    public var refreshedMilliseconds: Int64?
    /// The installed configuration's envelope (JSON) and version, and when it was served.
    public var configEnvelope: Data?
    /// The installed configuration's version.
    public var configVersion: Int64?
    /// When the backend last served the configuration (guarded milliseconds).
    public var configServedMilliseconds: Int64?
    /// `experiment id` + `\u{1F}` + config version, for every exposure recorded.
    public var exposures: Set<String>
  }

  /// One signed record to keep.
  struct SignedRecord: Sendable {
    let kind: String
    let originalTransactionId: String
    let signedMilliseconds: Int64
    let jws: String
  }

  private let database: any FeatureDatabase

  /// Creates the store over the feature's database.
  public init(database: any FeatureDatabase) {
    self.database = database
  }

  /// Everything stored.
  public func load() async throws -> Contents {
    try await database.read { db in
      var transactions: [String] = []
      var renewals: [String] = []
      for row in try db.query("SELECT kind, jws FROM plans_signed ORDER BY original_transaction_id") {
        if try row.value(String.self, at: 0) == "transaction" {
          transactions.append(try row.value(String.self, at: 1))
        } else {
          renewals.append(try row.value(String.self, at: 1))
        }
      }
      guard
        let state = try db.queryFirst(
          "SELECT clock_json, refreshed_ms, config_envelope, config_version, config_served_ms FROM plans_state WHERE id = 1"
        )
      else { throw AppError.local(.init(.storage, reason: "plans_state has no row")) }
      let clock =
        (try? JSONDecoder().decode(GuardedClock.self, from: try state.value(Data.self, at: 0))) ?? GuardedClock()
      var exposures = Set<String>()
      for row in try db.query("SELECT experiment_id, config_version FROM plans_exposures") {
        exposures.insert(Self.exposureKey(try row.value(String.self, at: 0), try row.value(Int64.self, at: 1)))
      }
      return Contents(
        transactions: transactions, renewals: renewals, clock: clock,
        refreshedMilliseconds: try state.value(Int64?.self, at: 1), configEnvelope: try state.value(Data?.self, at: 2),
        configVersion: try state.value(Int64?.self, at: 3),
        configServedMilliseconds: try state.value(Int64?.self, at: 4),
        exposures: exposures)
    }
  }

  /// Keeps `records` where they were signed later than what is stored, and saves the clock and
  /// refresh time, in one transaction that survives power loss.
  func save(_ records: [SignedRecord], clock: GuardedClock, refreshedMilliseconds: Int64?) async throws {
    let clockJSON = try JSONEncoder().encode(clock)
    try await database.write(durability: .powerLoss) { db in
      for record in records {
        try db.run(
          """
          INSERT INTO plans_signed (kind, original_transaction_id, signed_ms, jws) VALUES (?, ?, ?, ?)
          ON CONFLICT (kind, original_transaction_id) DO UPDATE SET signed_ms = excluded.signed_ms, jws = excluded.jws
          WHERE excluded.signed_ms > plans_signed.signed_ms
          """,
          [
            .text(record.kind), .text(record.originalTransactionId), .integer(record.signedMilliseconds),
            .text(record.jws),
          ])
      }
      try db.run(
        "UPDATE plans_state SET clock_json = ?, refreshed_ms = COALESCE(?, refreshed_ms) WHERE id = 1",
        [.blob(clockJSON), refreshedMilliseconds.map { .integer($0) } ?? .null])
    }
  }

  /// Saves the installed configuration and the clock.
  func saveConfig(envelope: Data, version: Int64, servedMilliseconds: Int64, clock: GuardedClock) async throws {
    let clockJSON = try JSONEncoder().encode(clock)
    try await database.write { db in
      try db.run(
        "UPDATE plans_state SET config_envelope = ?, config_version = ?, config_served_ms = ?, clock_json = ? WHERE id = 1",
        [.blob(envelope), .integer(version), .integer(servedMilliseconds), .blob(clockJSON)])
    }
  }

  /// Saves the clock.
  func saveClock(_ clock: GuardedClock) async throws {
    let clockJSON = try JSONEncoder().encode(clock)
    try await database.write { db in
      try db.run("UPDATE plans_state SET clock_json = ? WHERE id = 1", [.blob(clockJSON)])
    }
  }

  /// Records an exposure; `false` when it was already recorded.
  func recordExposure(experiment: String, version: Int64) async throws -> Bool {
    try await database.write { db in
      try db.run(
        "INSERT OR IGNORE INTO plans_exposures (experiment_id, config_version) VALUES (?, ?)",
        [.text(experiment), .integer(version)]) == 1
    }
  }

  /// The upload waiting for the backend's answer, if any.
  func pendingUpload() async throws -> (key: String, body: Data)? {
    try await database.read { db in
      guard
        let row = try db.queryFirst(
          "SELECT idempotency_key, body FROM plans_pending_upload ORDER BY created_ms LIMIT 1")
      else { return nil }
      return (try row.value(String.self, at: 0), try row.value(Data.self, at: 1))
    }
  }

  /// Keeps an upload until the backend answers it (before it is sent, so a crash keeps its key).
  func setPendingUpload(key: String, body: Data, createdMilliseconds: Int64) async throws {
    try await database.write(durability: .powerLoss) { db in
      try db.run(
        "INSERT OR IGNORE INTO plans_pending_upload (idempotency_key, body, created_ms) VALUES (?, ?, ?)",
        [.text(key), .blob(body), .integer(createdMilliseconds)])
    }
  }

  /// Forgets an upload the backend answered.
  func clearPendingUpload(key: String) async throws {
    try await database.write { db in
      try db.run("DELETE FROM plans_pending_upload WHERE idempotency_key = ?", [.text(key)])
    }
  }

  static func exposureKey(_ experiment: String, _ version: Int64) -> String { "\(experiment)\u{1F}\(version)" }
}
