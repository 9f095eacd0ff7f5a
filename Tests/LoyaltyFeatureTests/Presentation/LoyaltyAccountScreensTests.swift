import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// The profile, cards and merchants screens over the testing kit's fake backend.
@Suite @MainActor struct LoyaltyAccountScreensTests {
  @Test func theProfileShowsTheBalanceAndTheHistoryNewestFirst() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.answer(
      "consumer_data.handle_user_details",
      LoyaltySamples.context(
        "CONSUMER_DATA",
        ["result": ["consumer_uuid": "u-1", "firstname": "Eleni", "lastname": "Papa", "user_points": 120]]))
    await backend.answer(
      "consumer_data.get_points_history",
      LoyaltySamples.context(
        "CONSUMER_DATA",
        [
          "result": [
            ["entry_date": "2026-09-01 10:00:00", "description": "Fuel purchase", "points": 45],
            ["entry_date": "2026-11-01 10:00:00", "description": "Coffee purchase", "points": 2],
          ]
        ]))
    let screen = LoyaltyProfileViewModel(sdk: try await Container.loyaltyTesting(backend: backend).resolve())
    screen.send(.appeared)
    let state = try await screen.settled(where: { $0.profile.isSuccess && $0.pointsHistory.isSuccess })
    #expect(state.profile.value?.firstName == "Eleni")
    #expect(state.profile.value?.points == 120)
    #expect(state.pointsHistory.value?.map(\.description) == ["Coffee purchase", "Fuel purchase"])
  }

  @Test func aSignedOutProfileFailsAsUnauthorizedWithoutARequest() async throws {
    let backend = LoyaltyFakeBackend()
    let container = try await Container.loyaltyTesting(backend: backend, signedIn: false)
    let screen = LoyaltyProfileViewModel(sdk: try container.resolve())
    screen.send(.appeared)
    let state = try await screen.settled(where: { $0.profile.error != nil && $0.pointsHistory.error != nil })
    #expect(state.profile.error == .unauthorized)
    #expect(await backend.actions.isEmpty)
  }

  @Test func anAddedCardJoinsTheListAndADeletedOneLeavesIt() async throws {
    let backend = LoyaltyFakeBackend()
    let visa: JSONValue = [
      "token": "card-1", "card_number": "4111111111111111", "card_issuer": "VISA", "cardholder": "E PAPA",
      "expiration_month": "12", "expiration_year": "2029",
    ]
    await backend.answer("cards.get_cards", LoyaltySamples.context("MAPP_CARDS", ["result": [visa]]))
    await backend.answer(
      "cards.add_card",
      LoyaltySamples.context(
        "MAPP_CARDS",
        [
          "result": [
            "token": "card-2", "card_number": "5555555555554444", "card_issuer": "MASTERCARD",
            "cardholder": "E PAPA", "expiration_month": "01", "expiration_year": "2030",
          ]
        ]))
    await backend.answer("cards.delete_card", LoyaltySamples.context("MAPP_CARDS", ["result": "ok"]))
    let screen = LoyaltyCardsViewModel(sdk: try await Container.loyaltyTesting(backend: backend).resolve())

    screen.send(.appeared)
    let listed = try await screen.settled(where: { $0.cards.isSuccess })
    #expect(listed.cards.value?.map(\.maskedNumber) == ["**** **** **** 1111"])

    screen.send(
      .add(
        LoyaltyNewCard(
          number: "5555 5555 5555 4444", issuer: "MASTERCARD", holder: "E PAPA", expirationMonth: "01",
          expirationYear: "2030")))
    let added = try await screen.settled(where: { $0.addition.isSuccess })
    #expect(added.cards.value?.map(\.token) == ["card-1", "card-2"])

    screen.send(.delete(token: "card-1"))
    let deleted = try await screen.settled(where: { $0.deletion.isSuccess })
    #expect(deleted.deletion.value == "card-1")
    #expect(deleted.cards.value?.map(\.token) == ["card-2"])
    #expect(await backend.actions == ["cards.get_cards", "cards.add_card", "cards.delete_card"])
  }

  @Test func aCardFailingTheChecksIsRefusedBeforeAnyRequest() async throws {
    let backend = LoyaltyFakeBackend()
    let screen = LoyaltyCardsViewModel(sdk: try await Container.loyaltyTesting(backend: backend).resolve())
    let mistyped = LoyaltyNewCard(
      number: "4111 1111 1111 1112", issuer: "VISA", holder: "E PAPA", expirationMonth: "12", expirationYear: "2029")
    screen.send(.add(mistyped))
    let state = try await screen.settled(where: { $0.addition.error != nil })
    guard case .validation(let issues)? = state.addition.error else {
      Issue.record("expected a validation error, got \(String(describing: state.addition.error))")
      return
    }
    #expect(issues.first?.field == "cardNumber")
    #expect(state.cards == .idle)
    #expect(await backend.actions.isEmpty)
  }

  @Test func aNewCardNeverShowsItsNumber() {
    let card = LoyaltyNewCard(
      number: "4111 1111 1111 1111", issuer: "VISA", holder: "E PAPA", expirationMonth: "12", expirationYear: "2029")
    var dumped = ""
    dump(card, to: &dumped)
    for text in [card.description, String(reflecting: card), "\(card)", dumped] {
      #expect(!text.contains("4111 1111 1111 1111") && !text.contains("4111111111111111"))
      #expect(text.contains("1111"))
    }
  }

  @Test func merchantsAreFilteredByCategoryAndSortedByDistanceWithoutNewRequests() async throws {
    let backend = LoyaltyFakeBackend()
    func shop(_ id: String, _ name: String, _ category: String, _ lat: Double?, _ lon: Double?, shown: Bool)
      -> JSONValue
    {
      var object: [String: JSONValue] = [
        "uuid": .string(id), "name": .string(name), "category_uuid": .string(category), "default_shown": .bool(shown),
      ]
      if let lat, let lon { object["lat"] = .double(lat); object["lon"] = .double(lon) }
      return .object(object)
    }
    await backend.answer(
      "shops.retrieve_multilingual",
      LoyaltySamples.context(
        "MAPP_SHOPS",
        [
          "result": [
            shop("m-piraeus", "Piraeus fuel", "fuel", 37.9420, 23.6465, shown: true),
            shop("m-syntagma", "Syntagma coffee", "coffee", 37.9755, 23.7348, shown: true),
            shop("m-online", "Online coffee", "coffee", nil, nil, shown: false),
            shop("m-kifisia", "Kifisia coffee", "coffee", 38.0740, 23.8110, shown: false),
          ]
        ]))
    await backend.answer(
      "shops.retrieve_categories",
      LoyaltySamples.context(
        "MAPP_SHOPS", ["result": [["uuid": "coffee", "name": "Coffee"], ["uuid": "fuel", "name": "Fuel"]]]))
    let screen = LoyaltyMerchantsViewModel(sdk: try await Container.loyaltyTesting(backend: backend).resolve())

    screen.send(.appeared)
    let loaded = try await screen.settled(where: { $0.merchants.isSuccess && $0.categories.isSuccess })
    #expect(loaded.categories.value?.map(\.title) == ["Coffee", "Fuel"])
    #expect(loaded.merchants.value?.map(\.id) == ["m-piraeus", "m-syntagma"])

    screen.send(.selectCategory("coffee"))
    screen.send(.locationChanged(LoyaltyCoordinate(latitude: 37.9838, longitude: 23.7275)))
    let nearby = screen.state.merchants.value ?? []
    #expect(nearby.map(\.id) == ["m-syntagma", "m-kifisia", "m-online"])
    #expect(nearby[0].distance.map { (900...1_200).contains($0) } == true)
    #expect(nearby[2].distance == nil)
    #expect(await backend.actions.count == 2)
  }
}
