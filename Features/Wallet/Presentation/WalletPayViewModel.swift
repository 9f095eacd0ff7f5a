import Foundation
import Observation
import SharedCore

/// The pay screen: an amount is planned against the tokens on the device (which token pays and
/// the change it gives), then recorded as a pending operation for the next sync.
///
/// The amount is read exactly in the wallet's currency (never through `Double`); text with more
/// fraction digits than the currency has is refused, not rounded. The paying token is the smallest
/// available one that covers the payment, so an exact token is used whole and no change is made
/// when it can be avoided. A recorded payment posts ``WalletEvent/paymentRecorded(operationId:amount:change:)``
/// and ``WalletEvent/balanceChanged(_:)`` on the bus, if there is one.
@MainActor
public final class WalletPayViewModel: StatefulViewModel<WalletPayState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case plan
    case pay
  }

  private let vault: WalletVault
  private let makeOperationId: @Sendable () -> String
  private let bus: EventBus?

  /// Creates the view model.
  /// - Parameters:
  ///   - vault: Where the tokens are and the payment is recorded.
  ///   - makeOperationId: A new operation id per confirmed payment (a UUID by default): the
  ///     idempotency key under which the sync sends it.
  ///   - bus: Where ``WalletEvent``s are posted (none by default).
  public init(
    vault: WalletVault, makeOperationId: @escaping @Sendable () -> String = { UUID().uuidString },
    bus: EventBus? = nil
  ) {
    self.vault = vault
    self.makeOperationId = makeOperationId
    self.bus = bus
    super.init(initialState: WalletPayState())
  }

  /// Handles one pay-screen event.
  public func send(_ event: WalletPayEvent) {
    switch event {
    case .amountChanged(let text):
      update {
        $0.amountText = text
        $0.payment = .idle
      }
      let vault = vault
      load(\.plan, key: Key.plan) { try await Self.plan(text, vault: vault) }
    case .confirm:
      guard state.canConfirm, let plan = state.plan.value else { return }
      let (vault, bus) = (vault, bus)
      let operationId = makeOperationId()
      load(\.payment, key: Key.pay) { [weak self] in
        let operation = try await vault.beginSpend(
          operationId: operationId, tokenId: plan.token.id, payment: plan.isDivision ? plan.payment : nil)
        let change = operation.isDivision ? operation.change : nil
        bus?.post(WalletEvent.paymentRecorded(operationId: operation.id, amount: operation.payment, change: change))
        await bus?.postBalance(of: vault)
        await self?.update { $0.plan = .idle }
        return operation
      }
    }
  }

  /// The plan for paying `text` from the vault's available tokens.
  /// - Throws: `AppError.validation` naming `amount`.
  nonisolated static func plan(_ text: String, vault: WalletVault) async throws -> WalletPaymentPlan {
    func invalid(_ message: String, _ code: String) -> AppError {
      .validation([AppError.FieldError(field: "amount", message: message, code: code)])
    }
    let payment: Money
    do {
      payment = try Money(text.trimmingWhitespace(), currency: vault.currency)
    } catch {
      throw invalid(error.description, "format")
    }
    guard payment.minorUnits > 0 else { throw invalid("The amount must be more than zero.", "min") }
    let tokens = try await vault.availableTokens()
    guard let token = tokens.first(where: { $0.amount.minorUnits >= payment.minorUnits }) else {
      let largest = tokens.last.map { "the largest token is \($0.amount)" } ?? "no token is available"
      throw invalid("No single token covers \(payment): \(largest).", "insufficient")
    }
    return WalletPaymentPlan(token: token, payment: payment)
  }
}
