import Foundation
import SharedCore

/// The redemption journal: one row per idempotency key in the loyalty database
/// (``LoyaltyModule/databaseSchema``), each change one transaction, so concurrent redemptions of
/// different coupons never lose each other's keys.
///
/// A key is written with `WriteDurability.powerLoss` before its first attempt, so a power cut
/// after the request left cannot make the app forget it and redeem again under a new key.
///
/// Earlier versions kept the journal as one list in the `PreferencesStore` under
/// ``LoyaltyRedemptionCoordinator/journalKey``; the first use with a signed-in user moves it here
/// (before anything else touches the journal) and removes the preference. Entries recorded without
/// an owner (opaque tokens) are adopted by that user, who is the one earlier versions sent them for.
actor LoyaltyRedemptionJournal {
  /// A record of the preferences journal of earlier versions.
  struct LegacyRecord: Decodable {
    var request: LoyaltyRedemptionRequest
    var idempotencyKey: String
    var createdAt: Date
    /// The access token's subject, when it was a JWT.
    var owner: String?
  }

  private static let columns = "idempotency_key, owner, coupon_code, product_uuid, merchant_id, created_at_ms"

  private let database: any FeatureDatabase
  private let legacy: (any PreferencesStore)?
  private var legacyImported = false
  private var importing: Task<Void, any Error>?

  /// - Parameters:
  ///   - database: A database of ``LoyaltyModule/databaseSchema``.
  ///   - legacy: Where earlier versions kept the journal; `nil` when there is nothing to import.
  init(database: any FeatureDatabase, legacy: (any PreferencesStore)?) {
    self.database = database
    self.legacy = legacy
  }

  /// `owner`'s record of `request`, written first with a new key from `makeKey` when there is none.
  func record(
    for request: LoyaltyRedemptionRequest, owner: String, makeKey: @escaping @Sendable () -> String,
    now: @escaping @Sendable () -> Date
  ) async throws -> LoyaltyPendingRedemption {
    try await importLegacy(adopter: owner)
    return try await database.write(durability: .powerLoss) { db in
      if let existing = try Self.find(request, owner: owner, in: db) { return existing }
      let record = LoyaltyPendingRedemption(
        request: request, idempotencyKey: makeKey(), createdAt: Self.stored(now()), owner: owner)
      try Self.insert(record, into: db)
      return record
    }
  }

  /// `owner`'s records, oldest first.
  func records(of owner: String) async throws -> [LoyaltyPendingRedemption] {
    try await importLegacy(adopter: owner)
    return try await database.read { db in
      try db.query(
        "SELECT \(Self.columns) FROM loyalty_redemptions WHERE owner = ? ORDER BY created_at_ms, idempotency_key",
        [.text(owner)]
      ).map(Self.record(from:))
    }
  }

  /// Forgets `record`: its outcome is known.
  func remove(_ record: LoyaltyPendingRedemption) async throws {
    try await database.write { db in
      try db.run("DELETE FROM loyalty_redemptions WHERE idempotency_key = ?", [.text(record.idempotencyKey)])
    }
  }

  // MARK: - Earlier versions' journal

  private func importLegacy(adopter: String) async throws {
    guard let legacy, !legacyImported else { return }
    if let importing {
      try await importing.value
      return
    }
    let database = database
    let task = Task {
      guard
        let records = try await legacy.value([LegacyRecord].self, forKey: LoyaltyRedemptionCoordinator.journalKey)
      else { return }
      let rows = records.map { legacy in
        LoyaltyPendingRedemption(
          request: legacy.request, idempotencyKey: legacy.idempotencyKey, createdAt: Self.stored(legacy.createdAt),
          owner: legacy.owner.map(LoyaltyAccount.owner(subject:)) ?? adopter)
      }
      try await database.write(durability: .powerLoss) { db in
        for row in rows { try Self.insert(row, into: db, ignoringDuplicates: true) }
      }
      try await legacy.removeValue(forKey: LoyaltyRedemptionCoordinator.journalKey)
    }
    importing = task
    defer { importing = nil }
    try await task.value
    legacyImported = true
  }

  // MARK: - Rows

  private static func find(_ request: LoyaltyRedemptionRequest, owner: String, in db: any SQLiteQuerying) throws
    -> LoyaltyPendingRedemption?
  {
    try db.queryFirst(
      """
      SELECT \(columns) FROM loyalty_redemptions
      WHERE owner = ? AND coupon_code = ? AND product_uuid = ? AND merchant_id = ?
      """,
      [.text(owner), .text(request.couponCode), .text(request.productUUID), .text(request.merchantID)]
    ).map(record(from:))
  }

  private static func insert(
    _ record: LoyaltyPendingRedemption, into db: any SQLiteQuerying, ignoringDuplicates: Bool = false
  ) throws {
    try db.run(
      "INSERT \(ignoringDuplicates ? "OR IGNORE " : "")INTO loyalty_redemptions (\(columns)) VALUES (?, ?, ?, ?, ?, ?)",
      [
        .text(record.idempotencyKey), .text(record.owner), .text(record.request.couponCode),
        .text(record.request.productUUID), .text(record.request.merchantID),
        .integer(Self.milliseconds(record.createdAt)),
      ])
  }

  private static func record(from row: SQLiteRow) throws -> LoyaltyPendingRedemption {
    LoyaltyPendingRedemption(
      request: LoyaltyRedemptionRequest(
        couponCode: try row.value(named: "coupon_code"), productUUID: try row.value(named: "product_uuid"),
        merchantID: try row.value(named: "merchant_id")),
      idempotencyKey: try row.value(named: "idempotency_key"),
      createdAt: Self.date(milliseconds: try row.value(named: "created_at_ms")),
      owner: try row.value(named: "owner"))
  }

  /// `date` as the journal keeps it: to the millisecond.
  private static func stored(_ date: Date) -> Date { Self.date(milliseconds: milliseconds(date)) }

  /// Milliseconds since 1970; 0 for a date too far out to count (a damaged record of an earlier version).
  private static func milliseconds(_ date: Date) -> Int64 {
    Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded()) ?? 0
  }

  private static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
}
