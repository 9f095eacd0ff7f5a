import Observation
import SharedCore

/// The payment-cards screen: list, add and delete cards.
///
/// An added card joins the list and a deleted one leaves it as soon as the server confirms, with
/// no second round trip; a failed add or delete leaves the list as it was.
@MainActor
public final class LoyaltyCardsViewModel: StatefulViewModel<LoyaltyCardsState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case cards
    case add
    case delete(String)
  }

  private let sdk: WarplySDK

  /// Creates the view model.
  public init(sdk: WarplySDK) {
    self.sdk = sdk
    super.init(initialState: LoyaltyCardsState())
  }

  /// Handles one cards-screen event.
  public func send(_ event: LoyaltyCardsEvent) {
    let sdk = sdk
    switch event {
    case .appeared, .refresh:
      load(\.cards, key: Key.cards) { try await sdk.getCards() }
    case .add(let card):
      guard state.canAdd else { return }
      load(\.addition, key: Key.add) { [weak self] in
        let added = try await sdk.addCard(
          cardNumber: card.number, cardIssuer: card.issuer, cardHolder: card.holder,
          expirationMonth: card.expirationMonth, expirationYear: card.expirationYear)
        await self?.updateCards { $0.removingAll(token: added.token) + [added] }
        return added
      }
    case .delete(let token):
      load(\.deletion, key: Key.delete(token)) { [weak self] in
        try await sdk.deleteCard(token: token)
        await self?.updateCards { $0.removingAll(token: token) }
        return token
      }
    }
  }

  private func updateCards(_ change: ([LoyaltyCard]) -> [LoyaltyCard]) {
    update { state in
      let cards = change(state.cards.value ?? [])
      state.cards = ResourceState(collection: cards, origin: state.cards.origin ?? .network)
    }
  }
}

extension [LoyaltyCard] {
  fileprivate func removingAll(token: String) -> [LoyaltyCard] { filter { $0.token != token } }
}
