import SharedCore

extension WalletVault {
  /// The vault's tables: accepted tokens (the double-spend guard: one row per token id, ever; the
  /// change and payment tokens of divisions included, with origin `change`, and a divided token
  /// marked with the operation that divided it), spend operations (at most one live operation per
  /// token, with the payment part of a division and, once the backend divided, its payment token;
  /// a pending one keeps why the last sync could not settle it), the guarded clock (its anchor:
  /// the guarded time at a reading of the boot clock, and whether time was measured without a break
  /// since the backend last gave it) and the cached key database with when the backend last
  /// served it.
  public static let schema = FeatureSchema(
    domain: "wallet.vault",
    migrations: [
      FeatureMigration(
        version: 1, name: "create_vault",
        sql: """
          CREATE TABLE wallet_tokens (
            token_id TEXT PRIMARY KEY NOT NULL,
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            currency TEXT NOT NULL,
            owner_id TEXT NOT NULL,
            key_id TEXT NOT NULL,
            key_database_version TEXT NOT NULL,
            token_json BLOB NOT NULL,
            accepted_at_ms INTEGER NOT NULL,
            sync_epoch INTEGER NOT NULL,
            origin TEXT NOT NULL CHECK (origin IN ('offline', 'change')),
            voided_reason TEXT
          ) WITHOUT ROWID;
          CREATE INDEX wallet_tokens_epoch ON wallet_tokens (sync_epoch);
          CREATE TABLE wallet_operations (
            operation_id TEXT PRIMARY KEY NOT NULL,
            token_id TEXT NOT NULL REFERENCES wallet_tokens (token_id),
            payment_minor INTEGER NOT NULL CHECK (payment_minor > 0),
            state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'rejected')),
            change_token_id TEXT,
            created_at_ms INTEGER NOT NULL,
            resolved_at_ms INTEGER,
            reason TEXT
          ) WITHOUT ROWID;
          CREATE UNIQUE INDEX wallet_operations_live_token ON wallet_operations (token_id)
            WHERE state IN ('pending', 'confirmed');
          CREATE TABLE wallet_clock (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            latest_seen_ms INTEGER NOT NULL,
            last_sync_ms INTEGER,
            sync_epoch INTEGER NOT NULL
          );
          INSERT INTO wallet_clock (id, latest_seen_ms, last_sync_ms, sync_epoch) VALUES (1, 0, NULL, 0);
          CREATE TABLE wallet_key_database (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            version TEXT NOT NULL,
            database_json BLOB NOT NULL
          );
          """),
      FeatureMigration(
        version: 2, name: "record_divisions",
        sql: """
          ALTER TABLE wallet_tokens ADD COLUMN divided_by TEXT;
          ALTER TABLE wallet_operations ADD COLUMN payment_token_id TEXT;
          CREATE INDEX wallet_operations_payment_token ON wallet_operations (payment_token_id);
          """),
      // A vault from before measures time from its first reading after the upgrade, and accepts
      // nothing offline until the backend is reached again and serves the key database.
      FeatureMigration(
        version: 3, name: "anchor_clock_and_key_freshness",
        sql: """
          ALTER TABLE wallet_clock ADD COLUMN anchor_ms INTEGER;
          ALTER TABLE wallet_clock ADD COLUMN anchor_boot_id TEXT;
          ALTER TABLE wallet_clock ADD COLUMN anchor_uptime_ms INTEGER;
          ALTER TABLE wallet_clock ADD COLUMN measured_since_contact INTEGER NOT NULL DEFAULT 0
            CHECK (measured_since_contact IN (0, 1));
          ALTER TABLE wallet_key_database ADD COLUMN refreshed_ms INTEGER;
          """),
    ])
}
