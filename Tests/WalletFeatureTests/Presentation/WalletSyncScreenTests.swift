import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The sync status screen: progress item by item, rejected items kept with their reason.
@Suite @MainActor struct WalletSyncScreenTests {
  @Test func aSyncReportsProgressAndKeepsRejectedItemsVisible() async throws {
    let harness = try await WalletHarness()
    // The second token was already spent by another device: the backend refuses it.
    try await harness.queueSpendsOneOfWhichWasSpentElsewhere()

    let screen = harness.factory.makeSync(describe: WalletSamples.describe(payee: "shop"))
    screen.send(.appeared)
    var state = try await screen.settled(where: { $0.pending.value?.count == 4 && $0.rejected.isEmpty })
    #expect(state.fractionCompleted == 0 && state.canSync)
    let recording = Task { @MainActor in
      var seen: [WalletSyncProgress] = []
      for await snapshot in screen.states() {
        if let progress = snapshot.progress, seen.last != progress { seen.append(progress) }
        if snapshot.sync.isSuccess { break }
      }
      return seen
    }
    screen.send(.sync)
    state = try await screen.settled(where: { $0.sync.isSuccess && $0.rejected.value?.count == 1 && $0.pending.isEmpty }
    )
    let seen = await recording.value
    let final = try #require(state.sync.value)
    #expect(final.total == 4 && final.synced == 4 && final.accepted == 3 && final.rejected == 1)
    #expect(state.fractionCompleted == 1)
    #expect(seen.map(\.synced) == seen.map(\.synced).sorted() && seen.last?.synced == 4, "progress only grows")
    let rejected = try #require(state.rejected.value?.first)
    #expect(rejected.id == "pay-1" && rejected.reason?.hasPrefix("DOUBLE_SPENDING_DETECTED") == true)
    let balance = try await harness.vault.balance()
    #expect(balance.available == WalletSamples.inr("38.00"), "the change of 50 − 12 came back as a new token")
  }

  @Test func aFailedSyncReportsWhyAndLeavesTheOperationsPending() async throws {
    let harness = try await WalletHarness(signedIn: false)
    let token = try #require(try await harness.accept(["10.00"]).first)
    try await harness.vault.beginSpend(operationId: "pay", tokenId: token.id)
    let screen = harness.factory.makeSync(describe: WalletSamples.describe(payee: "shop"))
    screen.send(.sync)
    let state = try await screen.settled(where: { $0.sync.error != nil && $0.pending.value?.count == 1 })
    #expect(state.sync.error == WalletError.authenticationRequired.appError)
    #expect(state.canSync)
  }

  @Test func anOperationThatCannotBeSentStaysListedWithItsReasonWhileTheSyncCompletes() async throws {
    let harness = try await WalletHarness()
    let token = try #require(try await harness.accept(["10.00"]).first)
    try await harness.vault.beginSpend(operationId: "pay", tokenId: token.id)
    let screen = harness.factory.makeSync { _, _ in throw WalletError.securityViolation }
    screen.send(.sync)
    let state = try await screen.settled(where: { $0.sync.isSuccess && $0.pending.value?.count == 1 })
    #expect(state.sync.value?.unknown == 1)
    let pending = try #require(state.pending.value?.first)
    #expect(pending.id == "pay" && pending.reason?.contains("SECURITY_VIOLATION") == true)
  }
}
