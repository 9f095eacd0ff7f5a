import Foundation
import SharedCore

/// Redeems coupons exactly once under double taps, lost or unreadable answers, restarts and user
/// switches.
///
/// - One idempotency key per intent (``LoyaltyRedemptionRequest``) and user, written to the loyalty
///   database durably (it survives a power cut) before the first attempt and reused by every retry,
///   including after a restart (``reconcilePending()``); the platform replays its first answer for a
///   key. Each change of the journal is one transaction, so concurrent redemptions never lose a key.
/// - Identical calls in flight share one request.
/// - A failure is sorted by SharedCore's `RemoteUncertainty`: only a definite refusal (the platform's
///   failure status, such as "already redeemed", or a 4xx such as 403, 404, 422) forgets the key and
///   is thrown. Every answer that proves nothing (a timeout, a dropped connection, a 409 while the
///   first request with the key still runs, a 5xx, a 429, a success whose body cannot be read,
///   offline) keeps the key and is ``LoyaltyRedemptionOutcome/pending(_:reason:)`` with why; when
///   the platform may have applied it, the user's coupons are checked first, and a coupon that now
///   shows redeemed settles it.
/// - Each intent belongs to the signed-in user who made it (``LoyaltyAccount/userID``): another
///   user's session neither sees nor sends it, and it is held, not deleted, until its user signs in
///   again. Redeeming while signed out is refused before anything is written or sent.
/// - Validation lives elsewhere and has no side effects: only this type redeems.
public actor LoyaltyRedemptionCoordinator {
  /// Where earlier versions kept pending intents in the `PreferencesStore`; they are moved to the
  /// loyalty database on first use.
  public static let journalKey = "loyalty.redemptions.pending"

  private struct Flight: Hashable {
    var owner: String
    var request: LoyaltyRedemptionRequest
  }

  private typealias Attempt = Task<Result<LoyaltyRedemptionOutcome, WarplyError>, Never>

  private let api: LoyaltyAPI
  private let journal: LoyaltyRedemptionJournal
  private let account: LoyaltyAccount
  private let makeKey: @Sendable () -> String
  private let now: @Sendable () -> Date
  private var inFlight: [Flight: Attempt] = [:]

  /// Creates the coordinator.
  /// - Parameters:
  ///   - api: Sends the redeem and status requests.
  ///   - database: A database of ``LoyaltyModule/databaseSchema``, where pending intents are kept.
  ///   - account: Says who is signed in; each intent is that user's.
  ///   - legacyJournal: Where earlier versions kept pending intents (under ``journalKey``), moved to
  ///     `database` on first use; `nil` when there is nothing to move.
  ///   - makeKey: Makes a new idempotency key (a random UUID by default).
  ///   - now: The wall clock.
  public init(
    api: LoyaltyAPI, database: any FeatureDatabase, account: LoyaltyAccount,
    legacyJournal: (any PreferencesStore)? = nil,
    makeKey: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.api = api
    self.journal = LoyaltyRedemptionJournal(database: database, legacy: legacyJournal)
    self.account = account
    self.makeKey = makeKey
    self.now = now
  }

  /// Redeems `request` once for the signed-in user; concurrent calls for the same intent share the
  /// first call's request.
  /// - Returns: ``LoyaltyRedemptionOutcome/redeemed(code:at:)``, or
  ///   ``LoyaltyRedemptionOutcome/pending(_:reason:)`` when the answer proved nothing.
  /// - Throws: ``WarplyError``: the platform's definite refusal (`.platformStatus`, e.g. already
  ///   redeemed; `.serverError` for a 4xx; `.invalidInput`), `.authenticationFailed` when no user is
  ///   signed in, or a local failure that kept the intent from being written (nothing was sent).
  public func redeem(_ request: LoyaltyRedemptionRequest) async throws(WarplyError) -> LoyaltyRedemptionOutcome {
    guard let holder = try await account.holder() else { throw .authenticationFailed }
    return try await settle(request, as: holder).get()
  }

  /// The signed-in user's intents whose outcome is not known yet, oldest first; none when signed out.
  /// - Throws: ``WarplyError`` when the journal cannot be read.
  public func pendingRedemptions() async throws(WarplyError) -> [LoyaltyPendingRedemption] {
    guard let holder = try await account.holder() else { return [] }
    do {
      return try await journal.records(of: holder.userID)
    } catch {
      throw WarplyError(AppError(error))
    }
  }

  /// Sends the signed-in user's pending intents again, each under its own key (call at launch, after
  /// sign-in and when connectivity returns); returns each intent's outcome, or the refusal that
  /// settled it. Stops when the signed-in user changes.
  public func reconcilePending() async -> [LoyaltyRedemptionRequest: Result<LoyaltyRedemptionOutcome, WarplyError>] {
    guard let holder = try? await account.holder(), let records = try? await journal.records(of: holder.userID) else {
      return [:]
    }
    var outcomes: [LoyaltyRedemptionRequest: Result<LoyaltyRedemptionOutcome, WarplyError>] = [:]
    for record in records {
      guard await account.isCurrent(holder) else { break }
      outcomes[record.request] = await settle(record.request, as: holder, sending: record)
    }
    return outcomes
  }

  // MARK: - Private

  /// Runs one attempt for `holder`'s `request`, or joins the one in flight. A reconcile gives the
  /// `record` it read: sent again under its key even if another call settled it meanwhile, it is
  /// answered by the platform's replay of that outcome.
  private func settle(
    _ request: LoyaltyRedemptionRequest, as holder: LoyaltyAccount.Holder,
    sending record: LoyaltyPendingRedemption? = nil
  ) async -> Result<LoyaltyRedemptionOutcome, WarplyError> {
    let flight = Flight(owner: holder.userID, request: request)
    if let running = inFlight[flight] { return await running.value }
    let attempt = Task {
      let result = await self.attempt(request, as: holder, sending: record)
      self.inFlight[flight] = nil
      return result
    }
    inFlight[flight] = attempt
    return await attempt.value
  }

  private func attempt(
    _ request: LoyaltyRedemptionRequest, as holder: LoyaltyAccount.Holder, sending known: LoyaltyPendingRedemption?
  ) async -> Result<LoyaltyRedemptionOutcome, WarplyError> {
    let record: LoyaltyPendingRedemption
    if let known {
      record = known
    } else {
      do {
        record = try await journal.record(for: request, owner: holder.userID, makeKey: makeKey, now: now)
      } catch {
        return .failure(WarplyError(AppError(error)))
      }
    }
    return await send(record, as: holder)
  }

  private func send(_ record: LoyaltyPendingRedemption, as holder: LoyaltyAccount.Holder) async
    -> Result<LoyaltyRedemptionOutcome, WarplyError>
  {
    let request = record.request
    let uncertainty: RemoteUncertainty
    do {
      let response = try await api.perform(
        .redeemCoupon,
        parameters: [
          "coupon": .string(request.couponCode), "product_uuid": .string(request.productUUID),
          "merchant_id": .string(request.merchantID),
        ],
        idempotencyKey: record.idempotencyKey)
      guard await account.isCurrent(holder) else { return .success(.pending(request, reason: Self.userChanged)) }
      await forget(record)
      let payload = response[LoyaltyRoute.redeemCoupon.contextKey ?? ""]
      let date = payload?["redeemed_date"]?.stringValue.flatMap(LoyaltyDate.parse)
      return .success(.redeemed(code: request.couponCode, at: date))
    } catch {
      guard let unknown = RemoteUncertainty(failure: error.appError) else {
        guard await account.isCurrent(holder) else { return .success(.pending(request, reason: Self.userChanged)) }
        await forget(record)
        return .failure(error)
      }
      uncertainty = unknown
    }
    return .success(await checkStatus(of: record, as: holder, after: uncertainty))
  }

  /// After an answer that proves nothing: when the platform may have applied it, a coupon that now
  /// shows as redeemed settles it; anything else (the coupon still active, or the check failing in
  /// any way) leaves it pending with the redemption's own uncertainty.
  private func checkStatus(
    of record: LoyaltyPendingRedemption, as holder: LoyaltyAccount.Holder, after uncertainty: RemoteUncertainty
  ) async -> LoyaltyRedemptionOutcome {
    let pending = LoyaltyRedemptionOutcome.pending(record.request, reason: uncertainty)
    guard uncertainty.mayHaveBeenApplied else { return pending }
    let coupons: [LoyaltyCoupon]
    do {
      let response = try await api.perform(.getCoupons, parameters: ["language": .string(api.configuration.language)])
      coupons = try api.list(response, route: .getCoupons, key: "result", LoyaltyCoupon.init(platform:path:))
    } catch {
      return pending
    }
    guard let coupon = coupons.first(where: { $0.code == record.request.couponCode }), coupon.status == .redeemed,
      await account.isCurrent(holder)
    else { return pending }
    await forget(record)
    return .redeemed(code: coupon.code, at: coupon.redeemedDate)
  }

  /// Removes a settled intent. A removal that fails leaves the record, whose next send is answered
  /// by the platform's replay of the same outcome.
  private func forget(_ record: LoyaltyPendingRedemption) async {
    try? await journal.remove(record)
  }

  /// Why an answer is not credited: the signed-in user changed while it was in flight.
  private static let userChanged = RemoteUncertainty(.signInRequired, error: .unauthorized)
}
