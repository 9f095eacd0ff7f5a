import Foundation
import SharedCore

/// The platform SDK's callback variants: thin wrappers over the async API that complete on the main
/// actor. Variants with a `failureCallback` report the ``WarplyError/code``; the others complete
/// with `nil` (or `false`) on failure, as the platform SDK did.
extension WarplySDK {
  /// A completion on the main actor.
  public typealias Completion<Value> = @MainActor @Sendable (Value) -> Void
  /// A failure callback with the ``WarplyError/code``.
  public typealias FailureCallback = @MainActor @Sendable (Int) -> Void

  // MARK: - Lifecycle and authentication

  /// ``initialize()`` with a success flag.
  public func initialize(callback: @escaping Completion<Bool>) {
    Task {
      let succeeded = (try? await initialize()) != nil
      await callback(succeeded)
    }
  }

  /// ``deiLogin(email:)``.
  public func deiLogin(
    email: String, completion: @escaping Completion<Bool>, failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.deiLogin(email: email) }, { _ in completion(true) },
      failureCallback)
  }

  /// ``verifyTicket(guid:ticket:)``; completes with whether the user is signed in.
  public func verifyTicket(guid: String, ticket: String, completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in try await self.verifyTicket(guid: guid, ticket: ticket) }) {
      completion($0 != nil)
    }
  }

  /// ``getCosmoteUser(guid:)``; completes with whether the user is signed in.
  public func getCosmoteUser(guid: String, completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in try await self.getCosmoteUser(guid: guid) }) { completion($0 != nil) }
  }

  /// ``logout()``; completes with whether it succeeded.
  public func logout(completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in try await self.logout() }) { completion($0 != nil) }
  }

  // MARK: - Campaigns

  /// ``getCampaigns(language:filters:)``.
  public func getCampaigns(
    language: String? = nil, filters: [String: JSONValue] = [:], completion: @escaping Completion<[LoyaltyCampaign]>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getCampaigns(language: language, filters: filters) }, completion,
      failureCallback)
  }

  /// ``getCampaignsPersonalized(language:filters:)``.
  public func getCampaignsPersonalized(
    language: String? = nil, filters: [String: JSONValue] = [:], completion: @escaping Completion<[LoyaltyCampaign]>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getCampaignsPersonalized(language: language, filters: filters) },
      completion, failureCallback)
  }

  /// ``getSingleCampaign(sessionUuid:)``.
  public func getSingleCampaign(sessionUuid: String, completion: @escaping Completion<LoyaltyCampaign?>) {
    optional({ () async throws(WarplyError) in try await self.getSingleCampaign(sessionUuid: sessionUuid) }, completion)
  }

  /// ``getSupermarketCampaign(language:)``.
  public func getSupermarketCampaign(language: String? = nil, completion: @escaping Completion<LoyaltyCampaign?>) {
    optional({ () async throws(WarplyError) in try await self.getSupermarketCampaign(language: language) }) {
      completion($0 ?? nil)
    }
  }

  // MARK: - Coupons

  /// ``getCoupons(language:)``.
  public func getCoupons(
    language: String? = nil, completion: @escaping Completion<[LoyaltyCoupon]>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getCoupons(language: language) }, completion, failureCallback)
  }

  /// ``getCouponsUniversal(language:)``.
  public func getCouponsUniversal(
    language: String? = nil, completion: @escaping Completion<[LoyaltyCoupon]>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getCouponsUniversal(language: language) }, completion,
      failureCallback)
  }

  /// ``getCouponSets(language:)``.
  public func getCouponSets(
    language: String? = nil, completion: @escaping Completion<[LoyaltyCouponSet]>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getCouponSets(language: language) }, completion, failureCallback)
  }

  /// ``getAvailableCoupons()``.
  public func getAvailableCoupons(completion: @escaping Completion<[String: Int]?>) {
    optional({ () async throws(WarplyError) in try await self.getAvailableCoupons() }, completion)
  }

  /// ``validateCoupon(_:)``; completes with whether the coupon can be redeemed.
  public func validateCoupon(_ couponCode: String, completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in try await self.validateCoupon(couponCode) }) { completion($0 != nil) }
  }

  /// ``redeemCoupon(productId:productUuid:merchantId:)``; `nil` when the platform refused it.
  public func redeemCoupon(
    productId: String, productUuid: String = "", merchantId: String = "",
    completion: @escaping Completion<LoyaltyRedemptionOutcome?>
  ) {
    optional(
      { () async throws(WarplyError) in
        try await self.redeemCoupon(productId: productId, productUuid: productUuid, merchantId: merchantId)
      }, completion)
  }

  /// ``getRedeemedSMHistory(language:)``.
  public func getRedeemedSMHistory(
    language: String? = nil, completion: @escaping Completion<LoyaltyRedeemedSMHistory>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getRedeemedSMHistory(language: language) }, completion,
      failureCallback)
  }

  // MARK: - Account

  /// ``getProfile()``.
  public func getProfile(completion: @escaping Completion<LoyaltyProfile>, failureCallback: @escaping FailureCallback) {
    bridge({ () async throws(WarplyError) in try await self.getProfile() }, completion, failureCallback)
  }

  /// ``changePassword(oldPassword:newPassword:)``; completes with whether it succeeded.
  public func changePassword(oldPassword: String, newPassword: String, completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in
      try await self.changePassword(oldPassword: oldPassword, newPassword: newPassword)
    }) {
      completion($0 != nil)
    }
  }

  /// ``resetPassword(email:)``; completes with whether it succeeded.
  public func resetPassword(email: String, completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in try await self.resetPassword(email: email) }) { completion($0 != nil) }
  }

  /// ``requestOtp(phoneNumber:)``; completes with whether it succeeded.
  public func requestOtp(phoneNumber: String, completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in try await self.requestOtp(phoneNumber: phoneNumber) }) {
      completion($0 != nil)
    }
  }

  /// ``addCard(cardNumber:cardIssuer:cardHolder:expirationMonth:expirationYear:)``.
  public func addCard(
    cardNumber: String, cardIssuer: String, cardHolder: String, expirationMonth: String, expirationYear: String,
    completion: @escaping Completion<LoyaltyCard?>
  ) {
    optional(
      { () async throws(WarplyError) in
        try await self.addCard(
          cardNumber: cardNumber, cardIssuer: cardIssuer, cardHolder: cardHolder, expirationMonth: expirationMonth,
          expirationYear: expirationYear)
      }, completion)
  }

  /// ``getCards()``.
  public func getCards(completion: @escaping Completion<[LoyaltyCard]?>) {
    optional({ () async throws(WarplyError) in try await self.getCards() }, completion)
  }

  /// ``deleteCard(token:)``; completes with whether it succeeded.
  public func deleteCard(token: String, completion: @escaping Completion<Bool>) {
    optional({ () async throws(WarplyError) in try await self.deleteCard(token: token) }) { completion($0 != nil) }
  }

  /// ``getTransactionHistory(productDetail:)``.
  public func getTransactionHistory(
    productDetail: String = "minimal", completion: @escaping Completion<[LoyaltyHistoryEntry]?>
  ) {
    optional(
      { () async throws(WarplyError) in try await self.getTransactionHistory(productDetail: productDetail) }, completion
    )
  }

  /// ``getPointsHistory()``.
  public func getPointsHistory(completion: @escaping Completion<[LoyaltyHistoryEntry]?>) {
    optional({ () async throws(WarplyError) in try await self.getPointsHistory() }, completion)
  }

  /// ``getMarketPassDetails()``.
  public func getMarketPassDetails(
    completion: @escaping Completion<LoyaltyMarketPass>, failureCallback: @escaping FailureCallback
  ) {
    bridge({ () async throws(WarplyError) in try await self.getMarketPassDetails() }, completion, failureCallback)
  }

  // MARK: - Merchants and content

  /// ``getMerchants(language:categories:defaultShown:center:tags:uuid:distance:parentUuids:)``.
  public func getMerchants(
    language: String? = nil, categories: [String] = [], defaultShown: Bool? = nil, center: LoyaltyCoordinate? = nil,
    tags: [String] = [], uuid: String? = nil, distance: Double? = nil, parentUuids: [String] = [],
    completion: @escaping Completion<[LoyaltyMerchant]>, failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in
        try await self.getMerchants(
          language: language, categories: categories, defaultShown: defaultShown, center: center, tags: tags,
          uuid: uuid,
          distance: distance, parentUuids: parentUuids)
      }, completion, failureCallback)
  }

  /// ``getMerchantCategories(language:)``.
  public func getMerchantCategories(
    language: String? = nil, completion: @escaping Completion<[LoyaltyContentItem]>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getMerchantCategories(language: language) }, completion,
      failureCallback)
  }

  /// ``getArticles(language:categories:)``.
  public func getArticles(
    language: String? = nil, categories: [String] = [], completion: @escaping Completion<[LoyaltyContentItem]>,
    failureCallback: @escaping FailureCallback
  ) {
    bridge(
      { () async throws(WarplyError) in try await self.getArticles(language: language, categories: categories) },
      completion, failureCallback)
  }

  // MARK: - Bridges

  private func bridge<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws(WarplyError) -> Value, _ completion: @escaping Completion<Value>,
    _ failure: @escaping FailureCallback
  ) {
    Task {
      switch await Self.capture(operation) {
      case .success(let value): await completion(value)
      case .failure(let error): await failure(error.code)
      }
    }
  }

  private func optional<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws(WarplyError) -> Value, _ completion: @escaping Completion<Value?>
  ) {
    Task { await completion(try? await Self.capture(operation).get()) }
  }
}
