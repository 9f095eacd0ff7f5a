import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The offline window and the running offline total restart only after a sync the backend accepted:
/// it accepted every operation the device had pending, or confirmed the session when nothing was
/// pending. Reaching the backend is not enough.
@Suite("A sync restarts the offline limits only when the backend accepted what the device sent")
struct WalletSyncOfflineLimitsTests {
  /// A wallet that accepted tokens up to its offline total (4 × ₹500 of ₹2000), and one more token.
  private static func walletAtItsOfflineTotal() async throws -> (
    backend: WalletFakeBackend, container: Container, vault: WalletVault, next: WalletOfflineToken
  ) {
    let wallet = try await WalletHarness()
    try await wallet.accept(["500.00", "500.00", "500.00", "500.00"])
    let next = try #require(try await wallet.backend.issue(["500.00"]).first)
    try await expectOfflineTotalExceeded(wallet.vault, next)
    return (wallet.backend, wallet.container, wallet.vault, next)
  }

  private static func expectOfflineTotalExceeded(
    _ vault: WalletVault, _ token: WalletOfflineToken, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    do {
      try await vault.accept(token)
      Issue.record("the token was accepted beyond the offline total", sourceLocation: sourceLocation)
    } catch let refusal as WalletTokenRefusal {
      guard case .offlineTotalExceeded = refusal else {
        Issue.record("refused with \(refusal), not offlineTotalExceeded", sourceLocation: sourceLocation)
        return
      }
    }
  }

  @Test func aSyncWithNothingPendingThatReachesNoServerKeepsTheOfflineLimits() async throws {
    let (backend, container, vault, next) = try await Self.walletAtItsOfflineTotal()
    await backend.transport.on(nil, "/**", reply: .fail(.network(.offline)))
    let service = try container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(progress.total == 0 && progress.unknown == 0 && !progress.reachedBackend)
    try await Self.expectOfflineTotalExceeded(vault, next)
  }

  @Test func aSyncWithNothingPendingThatReachesTheServerRestartsTheOfflineLimits() async throws {
    let (backend, container, vault, next) = try await Self.walletAtItsOfflineTotal()
    await backend.transport.clearRequests()
    let service = try container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(progress.total == 0 && progress.reachedBackend)
    #expect(await backend.transport.requests(.get, "/api/v1/auth/validate-session").count == 1)
    #expect(try await vault.accept(next).token == next)
  }

  @Test func aSyncWhoseAnswerIsLostKeepsTheOfflineLimits() async throws {
    let (backend, container, vault, next) = try await Self.walletAtItsOfflineTotal()
    let spent = try #require(try await vault.availableTokens().first)
    try await vault.beginSpend(operationId: "pay-1", tokenId: spent.id)
    await backend.dropResponses(to: "sync-offline", times: 10)
    let service = try container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(progress.unknown == 1 && !progress.reachedBackend)
    try await Self.expectOfflineTotalExceeded(vault, next)
  }

  @Test func aSyncWithASettledAnswerRestartsTheOfflineLimits() async throws {
    let (_, container, vault, next) = try await Self.walletAtItsOfflineTotal()
    let spent = try #require(try await vault.availableTokens().first)
    try await vault.beginSpend(operationId: "pay-1", tokenId: spent.id)
    let service = try container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(progress.accepted == 1 && progress.reachedBackend)
    #expect(try await vault.accept(next).token == next)
  }

  @Test func aSyncWhoseOperationsAreAllRefusedKeepsTheOfflineLimits() async throws {
    let (backend, container, vault, next) = try await Self.walletAtItsOfflineTotal()
    let spent = try #require(try await vault.availableTokens().first)
    try await vault.beginSpend(operationId: "pay-1", tokenId: spent.id)
    let service = try container.resolve(WalletSyncService.self)
    let foreign: WalletSyncService.Describe = { operation, token in
      WalletOfflineTransaction(
        id: operation.id, senderId: "wallet-someone-else", receiverId: "shop", amount: operation.payment,
        tokenIds: [token.id], signature: "sig", timestamp: Date())
    }

    let progress = try await service.run(describe: foreign)

    #expect(progress.rejected == 1 && progress.accepted == 0 && progress.reachedBackend)
    #expect(await backend.counters["offlineRejected"] == 1)
    try await Self.expectOfflineTotalExceeded(vault, next)
  }

  @Test func aSyncWithOneOperationRefusedAndOneAcceptedKeepsTheOfflineLimitsUntilTheNextFullAcceptance() async throws {
    let (_, container, vault, next) = try await Self.walletAtItsOfflineTotal()
    let tokens = try await vault.availableTokens()
    try await vault.beginSpend(operationId: "pay-1", tokenId: tokens[0].id)
    try await vault.beginSpend(operationId: "pay-2", tokenId: tokens[1].id)
    let service = try container.resolve(WalletSyncService.self)
    let refusingTheFirst: WalletSyncService.Describe = { operation, token in
      WalletOfflineTransaction(
        id: operation.id, senderId: operation.id == "pay-1" ? "wallet-someone-else" : token.ownerId,
        receiverId: "shop", amount: operation.payment, tokenIds: [token.id], signature: "sig", timestamp: Date())
    }

    let mixed = try await service.run(describe: refusingTheFirst)

    #expect(mixed.accepted == 1 && mixed.rejected == 1)
    try await Self.expectOfflineTotalExceeded(vault, next)

    let empty = try await service.run(describe: refusingTheFirst)

    #expect(empty.total == 0)
    #expect(try await vault.accept(next).token == next, "nothing pending and the session confirmed")
  }
}
