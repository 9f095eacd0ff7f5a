import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The wallet's events on a real `EventBus`: each screen action posts what it changed, in order.
///
/// Every event is posted before the action's state settles, so after `settled` a marker posted under
/// the same name closes the stream: the test reads exactly the events the action posted, with no
/// timeout and no sleep.
@Suite @MainActor struct WalletEventTests {
  /// Ends a recording: posted under ``WalletEvent/name`` after the action settled.
  private struct EndOfRecording: BusEvent {
    static let name = WalletEvent.name
  }

  /// The wallet events posted since `subscription` was made, up to the marker posted now.
  private func recorded(_ subscription: AsyncStream<any BusEvent>, on bus: EventBus) async -> [WalletEvent] {
    bus.post(EndOfRecording())
    var events: [WalletEvent] = []
    for await event in subscription {
      if event is EndOfRecording { break }
      if let event = event as? WalletEvent { events.append(event) }
    }
    return events
  }

  @Test func theModuleGivesTheContainersBusToTheScreensAndTheSync() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    #expect(harness.factory.bus === bus)
    #expect(harness.factory.sync.bus === bus)
    #expect(WalletEvent.name == "wallet.event")
  }

  @Test func anAcceptedScanPostsTheTokenAndTheNewBalance() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    try await harness.accept(["5.00"])
    let token = try #require(try await harness.backend.issue(["30.00"]).first)
    let subscription = bus.events(named: WalletEvent.name)
    let screen = harness.factory.makeReceive()
    screen.send(.scanned(try WalletTestIssuer.scanText(of: token)))
    _ = try await screen.settled(where: { $0.receipt.isSuccess })

    let balance = try await harness.vault.balance()
    #expect(balance.available == WalletSamples.inr("35.00"))
    #expect(
      await recorded(subscription, on: bus) == [
        .tokenAccepted(tokenId: token.id, amount: WalletSamples.inr("30.00")), .balanceChanged(balance),
      ])
  }

  @Test func aRefusedScanPostsItsReasonAndNoBalance() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    let token = try #require(try await harness.accept(["20.00"]).first)
    let subscription = bus.events(named: WalletEvent.name)
    let screen = harness.factory.makeReceive()
    screen.send(.scanned(try WalletTestIssuer.scanText(of: token)))
    _ = try await screen.settled(where: { $0.receipt.isSuccess })
    screen.send(.reset)
    screen.send(.scanned("hello"))
    _ = try await screen.settled(where: { $0.receipt.isSuccess })

    #expect(
      await recorded(subscription, on: bus) == [
        .tokenRefused(reason: .alreadyAccepted(tokenId: token.id)),
        .tokenRefused(reason: .malformed(field: "token", reason: "neither JSON nor base64url")),
      ])
  }

  /// Payments and the change each must post: a whole token gives none, a smaller payment its change.
  static let payments: [(amount: String, change: String?)] = [("25.00", nil), ("12.50", "12.50"), ("0.01", "24.99")]

  @Test("a recorded payment posts its amount, its change and the new balance", arguments: 0..<3)
  func recordedPayment(index: Int) async throws {
    let (amount, change) = Self.payments[index]
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    try await harness.accept(["25.00"])
    let screen = WalletPayViewModel(vault: harness.vault, makeOperationId: { "pay-\(index)" }, bus: bus)
    screen.send(.amountChanged(amount))
    _ = try await screen.settled(where: { $0.plan.isSuccess })
    let subscription = bus.events(named: WalletEvent.name)
    screen.send(.confirm)
    _ = try await screen.settled(where: { $0.payment.isSuccess })

    let balance = try await harness.vault.balance()
    #expect(balance.pending == WalletSamples.inr("25.00"), "\(amount): the token is reserved whole")
    #expect(
      await recorded(subscription, on: bus) == [
        .paymentRecorded(
          operationId: "pay-\(index)", amount: WalletSamples.inr(amount), change: change.map(WalletSamples.inr)),
        .balanceChanged(balance),
      ], "\(amount)")
  }

  @Test func anUnplannablePaymentPostsNothing() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    try await harness.accept(["10.00"])
    let subscription = bus.events(named: WalletEvent.name)
    let screen = harness.factory.makePay()
    screen.send(.amountChanged("50.00"))
    _ = try await screen.settled(where: { $0.plan.error != nil })
    screen.send(.confirm)
    #expect(await recorded(subscription, on: bus).isEmpty)
  }

  @Test func aSyncPostsItsProgressEachSettledOperationItsEndAndTheBalance() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    // The second token was already spent by another device: the backend refuses it.
    try await harness.queueSpendsOneOfWhichWasSpentElsewhere()
    let subscription = bus.events(named: WalletEvent.name)
    let screen = harness.factory.makeSync(describe: WalletSamples.describe(payee: "shop"))
    screen.send(.sync)
    _ = try await screen.settled(where: { $0.sync.isSuccess })

    let split = try #require(try await harness.vault.operation("split"))
    let rejected = try #require(try await harness.vault.operation("pay-1"))
    let reason = try #require(rejected.reason)
    #expect(reason.hasPrefix("DOUBLE_SPENDING_DETECTED"))
    let balance = try await harness.vault.balance()
    #expect(balance.available == WalletSamples.inr("38.00"))
    #expect(
      await recorded(subscription, on: bus) == [
        .syncProgressed(synced: 0, total: 4),
        .divisionConfirmed(
          operationId: "split", changeTokenId: split.changeTokenId, change: WalletSamples.inr("38.00")),
        .syncProgressed(synced: 1, total: 4),
        .paymentConfirmed(operationId: "pay-0", amount: WalletSamples.inr("10.00")),
        .operationRejected(operationId: "pay-1", reason: reason),
        .paymentConfirmed(operationId: "pay-2", amount: WalletSamples.inr("30.00")),
        .syncProgressed(synced: 4, total: 4),
        .syncFinished(accepted: 3, rejected: 1),
        .balanceChanged(balance),
      ])
    #expect(split.changeTokenId != nil)
  }

  @Test func aSyncWithNothingPendingPostsItsEndButNoBalance() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    let subscription = bus.events(named: WalletEvent.name)
    let screen = harness.factory.makeSync(describe: WalletSamples.describe(payee: "shop"))
    screen.send(.sync)
    _ = try await screen.settled(where: { $0.sync.isSuccess })
    #expect(
      await recorded(subscription, on: bus) == [
        .syncProgressed(synced: 0, total: 0), .syncFinished(accepted: 0, rejected: 0),
      ])
  }

  @Test func aFailedSyncPostsNoEnd() async throws {
    let harness = try await WalletHarness(signedIn: false)
    let bus = try harness.container.resolve(EventBus.self)
    let token = try #require(try await harness.accept(["10.00"]).first)
    try await harness.vault.beginSpend(operationId: "pay", tokenId: token.id)
    let subscription = bus.events(named: WalletEvent.name)
    let screen = harness.factory.makeSync(describe: WalletSamples.describe(payee: "shop"))
    screen.send(.sync)
    _ = try await screen.settled(where: { $0.sync.error != nil })
    #expect(await recorded(subscription, on: bus).isEmpty, "the sign-in is refused at the sync's first contact")
  }

  @Test func anOperationKeptPendingIsPostedWithItsReason() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    let token = try #require(try await harness.accept(["10.00"]).first)
    try await harness.vault.beginSpend(operationId: "pay", tokenId: token.id)
    let subscription = bus.events(named: WalletEvent.name)
    let screen = harness.factory.makeSync { _, _ in throw WalletError.securityViolation }
    screen.send(.sync)
    _ = try await screen.settled(where: { $0.sync.isSuccess })
    let reason = try #require(try await harness.vault.operation("pay")?.reason)
    #expect(
      await recorded(subscription, on: bus) == [
        .syncProgressed(synced: 0, total: 1), .operationKeptPending(operationId: "pay", reason: reason),
        .syncProgressed(synced: 0, total: 1), .syncFinished(accepted: 0, rejected: 0),
      ])
  }

  @Test func withoutABusTheScreensStillWork() async throws {
    let harness = try await WalletHarness()
    let bus = try harness.container.resolve(EventBus.self)
    let token = try #require(try await harness.backend.issue(["30.00"]).first)
    let subscription = bus.events(named: WalletEvent.name)
    let screen = WalletReceiveViewModel(vault: harness.vault)
    screen.send(.scanned(try WalletTestIssuer.scanText(of: token)))
    let state = try await screen.settled(where: { $0.receipt.isSuccess })
    #expect(state.receipt.value?.refusal == nil)
    #expect(try await harness.vault.balance().available == WalletSamples.inr("30.00"))
    #expect(await recorded(subscription, on: bus).isEmpty, "a view model made without a bus posts nowhere")
  }
}
