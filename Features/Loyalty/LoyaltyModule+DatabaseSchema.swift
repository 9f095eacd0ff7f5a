import SharedCore

extension LoyaltyModule {
  /// The loyalty feature's tables in the app's database (through the host's
  /// `FeatureDatabaseProvider`): the redemption journal, one row per idempotency key, unique per
  /// user and intent; and the signed-in user's identity (``LoyaltyAccount``).
  public static let databaseSchema = FeatureSchema(
    domain: "loyalty",
    migrations: [
      FeatureMigration(
        version: 1, name: "create_redemptions_and_signed_in_user",
        sql: """
          CREATE TABLE loyalty_redemptions (
            idempotency_key TEXT PRIMARY KEY NOT NULL,
            owner TEXT NOT NULL,
            coupon_code TEXT NOT NULL,
            product_uuid TEXT NOT NULL,
            merchant_id TEXT NOT NULL,
            created_at_ms INTEGER NOT NULL,
            UNIQUE (owner, coupon_code, product_uuid, merchant_id)
          ) WITHOUT ROWID;
          CREATE TABLE loyalty_signed_in_user (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            user_id TEXT NOT NULL
          );
          """)
    ])
}
