import Foundation
import SharedCore

extension WarplySDK {
  /// The user's profile.
  public func getProfile() async throws(WarplyError) -> LoyaltyProfile {
    try await api.tracked("profile") { () async throws(WarplyError) in
      let response = try await api.perform(.getProfile, parameters: ["process": "get"])
      return try LoyaltyProfile(platform: try api.object(response, route: .getProfile, key: "result"))
    }
  }

  /// Changes the signed-in user's password.
  public func changePassword(oldPassword: String, newPassword: String) async throws(WarplyError) {
    try await api.tracked("change_password") { () async throws(WarplyError) in
      _ = try await api.perform(
        .changePassword, parameters: ["old_password": .string(oldPassword), "new_password": .string(newPassword)])
    }
  }

  /// Sends a password-reset email.
  public func resetPassword(email: String) async throws(WarplyError) {
    try await api.tracked("reset_password") { () async throws(WarplyError) in
      _ = try await api.perform(.resetPassword, parameters: ["email": .string(email)])
    }
  }

  /// Sends a one-time password by SMS.
  public func requestOtp(phoneNumber: String) async throws(WarplyError) {
    try await api.tracked("request_otp") { () async throws(WarplyError) in
      _ = try await api.perform(.requestOtp, parameters: ["phone_number": .string(phoneNumber)])
    }
  }

  // MARK: - Cards

  /// Adds a payment card; the number is Luhn-checked first and never stored or logged in full.
  /// - Throws: ``WarplyError/invalidInput(field:reason:)`` for a number that fails the checks
  ///   (nothing is sent).
  public func addCard(
    cardNumber: String, cardIssuer: String, cardHolder: String, expirationMonth: String, expirationYear: String
  ) async throws(WarplyError) -> LoyaltyCard {
    try await api.tracked("add_card") { () async throws(WarplyError) in
      let number = try LoyaltyCardNumber(cardNumber)
      let response = try await api.perform(
        .addCard,
        parameters: [
          "card_number": .string(number.digits), "card_issuer": .string(cardIssuer), "cardholder": .string(cardHolder),
          "expiration_month": .string(expirationMonth), "expiration_year": .string(expirationYear),
        ])
      return try LoyaltyCard(platform: try api.object(response, route: .addCard, key: "result"))
    }
  }

  /// The user's cards, masked.
  public func getCards() async throws(WarplyError) -> [LoyaltyCard] {
    try await api.tracked("cards") { () async throws(WarplyError) in
      let response = try await api.perform(.getCards)
      return try api.list(response, route: .getCards, key: "result", LoyaltyCard.init(platform:path:))
    }
  }

  /// Deletes the card with `token`.
  public func deleteCard(token: String) async throws(WarplyError) {
    try await api.tracked("delete_card") { () async throws(WarplyError) in
      _ = try await api.perform(.deleteCard, parameters: ["token": .string(token)])
    }
  }

  // MARK: - History

  /// Purchases, newest first.
  public func getTransactionHistory(productDetail: String = "minimal") async throws(WarplyError)
    -> [LoyaltyHistoryEntry]
  {
    try await api.tracked("transaction_history") { () async throws(WarplyError) in
      let response = try await api.perform(
        .getTransactionHistory, parameters: ["product_detail": .string(productDetail)])
      return LoyaltyHistoryEntry.newestFirst(
        try api.list(response, route: .getTransactionHistory, key: "result", LoyaltyHistoryEntry.init(platform:path:)))
    }
  }

  /// Points earned and spent, newest first.
  public func getPointsHistory() async throws(WarplyError) -> [LoyaltyHistoryEntry] {
    try await api.tracked("points_history") { () async throws(WarplyError) in
      let response = try await api.perform(.getPointsHistory)
      return LoyaltyHistoryEntry.newestFirst(
        try api.list(response, route: .getPointsHistory, key: "result", LoyaltyHistoryEntry.init(platform:path:)))
    }
  }

  // MARK: - Market pass

  /// The market pass (stored and posted as ``LoyaltyMarketPassDetailsEvent``).
  public func getMarketPassDetails() async throws(WarplyError) -> LoyaltyMarketPass {
    try await api.tracked("market_pass_details") { () async throws(WarplyError) in
      let response = try await api.perform(.getMarketPassDetails)
      let pass = try LoyaltyMarketPass(platform: try api.object(response, route: .getMarketPassDetails, key: "result"))
      await state.setMarketPassDetails(pass)
      return pass
    }
  }

  /// The supermarkets map of the stored market pass.
  public func getMarketPassMapUrl() async -> URL? { await state.marketPassDetails?.mapURL }

  /// The platform SDK's `openSupermarketsMap`: where to present the map (fetching the pass if needed).
  public func openSupermarketsMap() async throws(WarplyError) -> LoyaltyDestination? {
    let url: URL?
    if let stored = await getMarketPassMapUrl() { url = stored } else { url = try await getMarketPassDetails().mapURL }
    return url.map { .supermarketsMap(url: $0) }
  }

  /// The platform SDK's `showDialog`: an alert for the app to present.
  public func showDialog(_ title: String, _ message: String, _ button: String = "OK") -> LoyaltyDestination {
    .dialog(title: title, message: message, button: button)
  }
}
