import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The journal under concurrency: every key written survives concurrent redemptions and reconciles.
@Suite struct LoyaltyRedemptionJournalTests {
  private enum Step: Sendable {
    case redeem(String)
    case reconcile
  }

  /// 50 redemptions of different coupons whose answers are lost, started in a seeded order with
  /// seeded pauses and interleaved with reconciles (as at launch while the user redeems); once
  /// answers flow again, one reconcile settles every one of them, each under the one key the
  /// platform saw for it, and no coupon is redeemed twice.
  @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
  func fiftyConcurrentRedemptionsWithLostAnswersEachReconcileOnce(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let codes = (0..<50).map { "C-\($0)" }
    var steps = codes.shuffled(using: &random).map(Step.redeem)
    for _ in 0..<8 { steps.insert(.reconcile, at: Int.random(in: 0...steps.count, using: &random)) }
    let pauses = steps.map { _ in Int.random(in: 0...4, using: &random) }

    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(codes)
    await backend.addFault(.loseAnswer())
    var configuration = LoyaltySamples.configuration
    configuration.sdk.networkConfig.requestBurst = 1_000  // the rate limit is not under test
    configuration.sdk.networkConfig.requestsPerSecond = 1_000
    let redemptions = try await Container.loyaltyTesting(backend: backend, configuration: configuration)
      .resolve(WarplySDK.self).redemptions
    let pendingOutcomes = await withTaskGroup(of: Int.self) { group in
      for (step, pause) in zip(steps, pauses) {
        group.addTask {
          for _ in 0..<pause { await Task.yield() }
          switch step {
          case .redeem(let code):
            guard case .pending? = try? await redemptions.redeem(LoyaltyRedemptionRequest(couponCode: code)) else {
              return 0
            }
            return 1
          case .reconcile:
            _ = await redemptions.reconcilePending()
            return 0
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(pendingOutcomes == 50, "every lost answer is pending, none failed")
    let journaled = try await redemptions.pendingRedemptions()
    #expect(Set(journaled.map(\.request.couponCode)) == Set(codes), "no key lost")

    await backend.clearFaults()
    let settled = await redemptions.reconcilePending()
    #expect(settled.count == 50)
    let redeemed = settled.compactMap { request, result in
      if case .success(.redeemed(request.couponCode, _)) = result { request.couponCode } else { nil }
    }
    #expect(Set(redeemed) == Set(codes), "every one settled as redeemed")
    let applied = await backend.redemptions
    #expect(applied.count == 50 && Set(applied.map(\.couponCode)) == Set(codes), "each coupon redeemed once")
    let keys = Dictionary(grouping: await backend.redeemRequests, by: \.couponCode).mapValues {
      Set($0.map(\.idempotencyKey))
    }
    let keyedOnce = codes.filter { code in keys[code] == [applied.first { $0.couponCode == code }?.idempotencyKey] }
    #expect(keyedOnce.count == 50, "each coupon's requests carried one key, the one it was redeemed under")
    #expect(try await redemptions.pendingRedemptions().isEmpty)
  }
}

/// The journal of earlier versions (a list in the `PreferencesStore`) moves to the database.
@Suite struct LoyaltyRedemptionJournalMigrationTests {
  /// A record as earlier versions wrote it: the owner was the access token's subject, `nil` for
  /// opaque tokens.
  struct LegacyRecord: Codable, Equatable {
    var request: LoyaltyRedemptionRequest
    var idempotencyKey: String
    var createdAt: Date
    var owner: String? = nil
  }

  @Test func theJournalOfEarlierVersionsMovesToTheDatabaseOnFirstUse() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["OLD-1"])
    let container = try await Container.loyaltyTesting(backend: backend)
    let preferences = try container.resolve((any PreferencesStore).self)
    let created = Date(timeIntervalSince1970: 1_790_000_000.25)
    let legacy = [
      LegacyRecord(request: .init(couponCode: "OLD-1"), idempotencyKey: "legacy-1", createdAt: created, owner: nil),
      LegacyRecord(
        request: .init(couponCode: "OLD-2"), idempotencyKey: "legacy-2", createdAt: created, owner: "someone-else"),
    ]
    try await preferences.set(legacy, forKey: LoyaltyRedemptionCoordinator.journalKey)
    let sdk = try container.resolve(WarplySDK.self)

    // The record without an owner is adopted by the user signed in now; the other keeps its owner.
    let mine = LoyaltyPendingRedemption(
      request: .init(couponCode: "OLD-1"), idempotencyKey: "legacy-1", createdAt: created,
      owner: "user:\(LoyaltyFakeBackend.defaultUser)")
    #expect(try await sdk.redemptions.pendingRedemptions() == [mine])
    #expect(try await preferences.value([LegacyRecord].self, forKey: LoyaltyRedemptionCoordinator.journalKey) == nil)
    let reconciled = await sdk.redemptions.reconcilePending()
    guard case .success(.redeemed("OLD-1", _))? = reconciled[mine.request] else {
      Issue.record("expected OLD-1 to be redeemed under its old key, got \(reconciled)")
      return
    }
    #expect(await backend.redemptions.map(\.idempotencyKey) == ["legacy-1"])

    try await sdk.account.signIn(
      AuthTokens(accessToken: TestJWT.make(subject: "someone-else"), refreshToken: "r"), userID: "ignored")
    #expect(try await sdk.account.userID == "sub:someone-else", "a JWT's subject names the user")
    #expect(
      try await sdk.redemptions.pendingRedemptions().map(\.idempotencyKey) == ["legacy-2"],
      "held for the user whose subject earlier versions recorded")
  }

  @Test func concurrentFirstUsesImportTheEarlierJournalOnce() async throws {
    let container = try await Container.loyaltyTesting()
    let preferences = try container.resolve((any PreferencesStore).self)
    let created = Date(timeIntervalSince1970: 1_790_000_000)
    let legacy = (0..<20).map { index in
      LegacyRecord(request: .init(couponCode: "OLD-\(index)"), idempotencyKey: "legacy-\(index)", createdAt: created)
    }
    try await preferences.set(legacy, forKey: LoyaltyRedemptionCoordinator.journalKey)
    let redemptions = try container.resolve(WarplySDK.self).redemptions
    let seen = try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<8 { group.addTask { try await redemptions.pendingRedemptions().map(\.idempotencyKey) } }
      return try await group.reduce(into: [[String]]()) { $0.append($1) }
    }
    let keys = legacy.map(\.idempotencyKey).sorted()
    #expect(seen.allSatisfy { $0.sorted() == keys }, "every first use waits for the one import")
    #expect(try await preferences.value([LegacyRecord].self, forKey: LoyaltyRedemptionCoordinator.journalKey) == nil)
  }

  @Test func aJournalOfEarlierVersionsThatCannotBeReadRefusesRedemptionsBeforeSending() async throws {
    let backend = LoyaltyFakeBackend()
    let container = try await Container.loyaltyTesting(backend: backend)
    try await container.resolve((any PreferencesStore).self).set(
      "not a list", forKey: LoyaltyRedemptionCoordinator.journalKey)
    let redemptions = try container.resolve(WarplySDK.self).redemptions
    await #expect(throws: WarplyError.self) { try await redemptions.redeem(.init(couponCode: "C-1")) }
    await #expect(throws: WarplyError.self) { try await redemptions.pendingRedemptions() }
    #expect(await backend.actions.isEmpty, "nothing is sent while earlier intents cannot be read")
  }

  @Test func aJournalThatCannotBeWrittenRefusesTheRedemptionBeforeSending() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["C-1"])
    let base = try await Container.loyaltyTesting(backend: backend)
    let database = try base.resolve(SQLiteDatabase.self)
    let container = try base.overriding {
      $0.register((any FeatureDatabaseProvider).self, lifetime: .singleton) { _ in
        ReadOnlyDatabases(SQLiteFeatureDatabaseProvider(database: database))
      }
    }
    let redemptions = try container.resolve(WarplySDK.self).redemptions
    await #expect(throws: WarplyError.unknownError(-1)) { try await redemptions.redeem(.init(couponCode: "C-1")) }
    #expect(await backend.actions.isEmpty)
    #expect(await backend.redemptions.isEmpty)
  }
}

/// Databases whose writes fail as a full disk does, reads passing through.
private struct ReadOnlyDatabases: FeatureDatabaseProvider {
  struct Database: FeatureDatabase {
    let base: any FeatureDatabase

    func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
      try await base.read(body)
    }

    func write<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
      throw AppError.local(.init(.storage, reason: "disk full"))
    }

    func write<T: Sendable>(durability: WriteDurability, _ body: @Sendable (any SQLiteQuerying) throws -> T)
      async throws -> T
    {
      throw AppError.local(.init(.storage, reason: "disk full"))
    }
  }

  let base: any FeatureDatabaseProvider

  init(_ base: any FeatureDatabaseProvider) {
    self.base = base
  }

  func database(for schema: FeatureSchema) -> any FeatureDatabase { Database(base: base.database(for: schema)) }
}
