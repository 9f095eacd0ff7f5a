import Foundation
import SharedCore

/// Redeems coupons exactly once under double taps, lost responses and app restarts.
///
/// - One idempotency key per intent (``LoyaltyRedemptionRequest``), persisted in the
///   `PreferencesStore` before the first attempt and reused by every retry, including after a
///   restart (``reconcilePending()``); the platform replays its first answer for a key.
/// - Identical calls in flight share one request.
/// - A lost answer is reported as ``LoyaltyRedemptionOutcome/pending(_:)`` after a status check
///   (the user's coupons) could not confirm it — never as a failure, never retried under a new key.
/// - Each intent belongs to the user who made it: after a logout, another user's session neither
///   sees nor sends it (``pendingRedemptions()`` and ``reconcilePending()`` are per user).
/// - Validation lives elsewhere and has no side effects: only this type redeems.
public actor LoyaltyRedemptionCoordinator {
  /// Where pending intents are persisted.
  public static let journalKey = "loyalty.redemptions.pending"

  private let api: LoyaltyAPI
  private let journal: any PreferencesStore
  private let makeKey: @Sendable () -> String
  private let now: @Sendable () -> Date
  private let owner: @Sendable () async -> String?
  private var inFlight: [LoyaltyRedemptionRequest: Task<Result<LoyaltyRedemptionOutcome, WarplyError>, Never>] = [:]

  /// Creates the coordinator.
  /// - Parameters:
  ///   - api: Sends the redeem and status requests.
  ///   - journal: Persists pending intents across launches.
  ///   - makeKey: Makes a new idempotency key (a random UUID by default).
  ///   - now: The wall clock.
  ///   - owner: The signed-in user (the loyalty token's subject); `nil` when unknown.
  public init(
    api: LoyaltyAPI, journal: any PreferencesStore,
    makeKey: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
    now: @escaping @Sendable () -> Date = Date.init,
    owner: @escaping @Sendable () async -> String? = { nil }
  ) {
    self.api = api
    self.journal = journal
    self.makeKey = makeKey
    self.now = now
    self.owner = owner
  }

  /// Redeems `request` once; concurrent calls for the same intent share the first call's request.
  /// - Throws: ``WarplyError``: the platform's refusal (`.platformStatus`, e.g. already redeemed
  ///   by another device), or a failure that proves nothing was sent (signed out, bad input).
  public func redeem(_ request: LoyaltyRedemptionRequest) async throws(WarplyError) -> LoyaltyRedemptionOutcome {
    if let running = inFlight[request] { return try await running.value.get() }
    let task = Task { await self.attempt(request) }
    inFlight[request] = task
    let result = await task.value
    inFlight[request] = nil
    return try result.get()
  }

  /// The signed-in user's intents whose outcome is not known yet.
  public func pendingRedemptions() async throws(WarplyError) -> [LoyaltyPendingRedemption] {
    let user = await owner()
    return try await load().filter { $0.owner == user }
  }

  /// Sends every pending intent again under its own key (call at launch and when connectivity
  /// returns); returns each intent's outcome, or the refusal that settled it.
  public func reconcilePending() async -> [LoyaltyRedemptionRequest: Result<LoyaltyRedemptionOutcome, WarplyError>] {
    var outcomes: [LoyaltyRedemptionRequest: Result<LoyaltyRedemptionOutcome, WarplyError>] = [:]
    let pending = (try? await pendingRedemptions()) ?? []
    for record in pending {
      do {
        outcomes[record.request] = .success(try await redeem(record.request))
      } catch {
        outcomes[record.request] = .failure(error)
      }
    }
    return outcomes
  }

  // MARK: - Private

  private func attempt(_ request: LoyaltyRedemptionRequest) async -> Result<LoyaltyRedemptionOutcome, WarplyError> {
    let key: String
    do {
      key = try await idempotencyKey(for: request)
    } catch {
      return .failure(error)
    }
    do {
      let response = try await api.perform(
        .redeemCoupon,
        parameters: [
          "coupon": .string(request.couponCode), "product_uuid": .string(request.productUUID),
          "merchant_id": .string(request.merchantID),
        ],
        idempotencyKey: key)
      try? await forget(request)
      let payload = response[LoyaltyRoute.redeemCoupon.contextKey ?? ""]
      let date = payload?["redeemed_date"]?.stringValue.flatMap(LoyaltyDate.parse)
      return .success(.redeemed(code: request.couponCode, at: date))
    } catch {
      guard error.isRetryable || Self.isUnknownOutcome(error) else {
        try? await forget(request)
        return .failure(error)
      }
      return .success(await checkStatus(of: request))
    }
  }

  /// After a lost answer: a coupon that now shows as redeemed was redeemed by this intent (its
  /// key was the only one sent); otherwise the outcome stays pending, with the key kept.
  private func checkStatus(of request: LoyaltyRedemptionRequest) async -> LoyaltyRedemptionOutcome {
    guard
      let response = try? await api.perform(.getCoupons, parameters: ["language": .string(api.configuration.language)]),
      let coupons = try? api.list(response, route: .getCoupons, key: "result", LoyaltyCoupon.init(platform:path:)),
      let coupon = coupons.first(where: { $0.code == request.couponCode }), coupon.status == .redeemed
    else { return .pending(request) }
    try? await forget(request)
    return .redeemed(code: coupon.code, at: coupon.redeemedDate)
  }

  private static func isUnknownOutcome(_ error: WarplyError) -> Bool {
    switch error {
    case .serverError(let status): status >= 500
    case .temporarilyUnavailable: true
    case .unknownError(-999): true
    default: false
    }
  }

  private func idempotencyKey(for request: LoyaltyRedemptionRequest) async throws(WarplyError) -> String {
    let user = await owner()
    var records = try await load()
    if let existing = records.first(where: { $0.request == request && $0.owner == user }) {
      return existing.idempotencyKey
    }
    let record = LoyaltyPendingRedemption(request: request, idempotencyKey: makeKey(), createdAt: now(), owner: user)
    records.append(record)
    try await save(records)
    return record.idempotencyKey
  }

  private func forget(_ request: LoyaltyRedemptionRequest) async throws(WarplyError) {
    let user = await owner()
    try await save(try await load().filter { $0.request != request || $0.owner != user })
  }

  private func load() async throws(WarplyError) -> [LoyaltyPendingRedemption] {
    do {
      return try await journal.value([LoyaltyPendingRedemption].self, forKey: Self.journalKey) ?? []
    } catch {
      throw .unknownError(-1)
    }
  }

  private func save(_ records: [LoyaltyPendingRedemption]) async throws(WarplyError) {
    do {
      try await journal.set(records, forKey: Self.journalKey)
    } catch {
      throw .unknownError(-1)
    }
  }
}
