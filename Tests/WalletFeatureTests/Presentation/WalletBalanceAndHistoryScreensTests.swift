import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The balance and history screens over the testing kit's fake backend.
@Suite @MainActor struct WalletBalanceAndHistoryScreensTests {
  @Test func theBalanceShowsTheDevicesTokensAndTheBackendsBuckets() async throws {
    let harness = try await WalletHarness(balance: "250.00")
    let tokens = try await harness.accept(["25.00", "12.50"])
    try await harness.vault.beginSpend(operationId: "pay-1", tokenId: try #require(tokens.last?.id))
    let screen = harness.factory.makeBalance()
    screen.send(.appeared)
    let state = try await screen.settled(where: { $0.device.isSuccess && $0.server.isSuccess })
    let device = try #require(state.device.value)
    #expect(device.available == WalletSamples.inr("25.00") && device.availableTokenCount == 1)
    #expect(device.pending == WalletSamples.inr("12.50") && device.pendingOperationCount == 1)
    #expect(state.device.origin == .cache)
    #expect(state.server.value?.balances.blockchain.amount == WalletSamples.inr("250.00"))
    #expect(state.server.value?.balances.offline.amount == WalletSamples.inr("37.50"), "not yet synced")
  }

  @Test func offlineTheDevicesBalanceStillShows() async throws {
    let harness = try await WalletHarness(signedIn: false)
    try await harness.accept(["40.00"])
    let screen = harness.factory.makeBalance()
    screen.send(.appeared)
    let state = try await screen.settled(where: { $0.device.isSuccess && $0.server.error != nil })
    #expect(state.device.value?.available == WalletSamples.inr("40.00"))
    #expect(state.server.error == .unauthorized)
  }

  @Test func historyPagesAppendUntilTheLastAndAFilterStartsAgain() async throws {
    let harness = try await WalletHarness()
    for index in 0..<25 {
      await harness.backend.record(
        WalletTransaction(
          id: "tx-\(index)", type: index.isMultiple(of: 5) ? .tokenPurchase : .offlineTransfer,
          senderId: WalletSamples.walletId, receiverId: "shop", amount: WalletSamples.inr("2.00"),
          status: index.isMultiple(of: 2) ? .completed : .pending,
          timestamp: WalletSamples.now.addingTimeInterval(Double(index) * 60)))
    }
    let screen = harness.factory.makeHistory(pageSize: 10)
    screen.send(.appeared)
    var state = try await screen.settled(where: { $0.history.isSuccess })
    #expect(state.history.value?.transactions.map(\.id).prefix(2) == ["tx-24", "tx-23"], "newest first")
    #expect(state.canLoadMore)
    for expected in [20, 25] {
      screen.send(.loadMore)
      state = try await screen.settled(where: {
        $0.history.value?.transactions.count == expected && !$0.history.isLoading
      })
    }
    #expect(!state.canLoadMore && Set(state.history.value?.transactions.map(\.id) ?? []).count == 25)
    screen.send(.loadMore)  // nothing more: no request, no change
    #expect(screen.state == state)

    let from = WalletSamples.now.addingTimeInterval(10 * 60)
    screen.send(.filter(WalletHistoryFilter(type: .offlineTransfer, status: .completed, from: from)))
    state = try await screen.settled(where: { $0.history.value?.pagination.total == 6 && !$0.history.isLoading })
    #expect(state.history.value?.transactions.map(\.id) == ["tx-24", "tx-22", "tx-18", "tx-16", "tx-14", "tx-12"])
    #expect(!state.canLoadMore)
  }

  @Test func anInvalidDateRangeFailsAsValidationWithoutARequest() async throws {
    let harness = try await WalletHarness()
    let screen = harness.factory.makeHistory()
    screen.send(.filter(WalletHistoryFilter(from: WalletSamples.now, to: WalletSamples.now.addingTimeInterval(-1))))
    let state = try await screen.settled(where: { $0.history.error != nil })
    guard case .validation(let issues)? = state.history.error else {
      Issue.record("expected a validation error, got \(String(describing: state.history.error))")
      return
    }
    #expect(issues.map(\.field) == ["startDate"])
    #expect(await harness.backend.transport.requests(.get, "/api/v1/wallet/history").isEmpty)
  }
}
