import Foundation
import SharedCore
import WalletFeature

/// Sample values for wallet tests and previews, all in rupees.
public enum WalletSamples {
  /// The sample wallet.
  public static let walletId = "wallet-123"
  /// A fixed moment (2026-11-24 12:00 UTC) the samples are dated from.
  public static let now = Date(timeIntervalSince1970: 1_795_521_600)

  /// `text` rupees, exactly (`"12.50"`); zero for text that is not an amount.
  public static func inr(_ text: String) -> Money {
    (try? Money(text, currency: .inr)) ?? .zero(.inr)
  }

  /// A backend balance: ₹1,000 on chain, ₹62.50 in two offline tokens, ₹10 pending.
  public static let balance = WalletBalance(
    walletId: walletId, walletAddress: "0x9f2c4a7e1b3d5f60718293a4b5c6d7e8f9012345",
    balances: WalletBalances(
      blockchain: WalletBlockchainBalance(amount: inr("1000.00"), lastUpdated: now),
      offline: WalletOfflineBalance(amount: inr("62.50"), tokenCount: 2, lastUpdated: now),
      pending: WalletPendingBalance(amount: inr("10.00"), transactionCount: 1)),
    totalBalance: inr("1062.50"))

  /// A device balance: ₹62.50 available in two tokens, ₹10 pending in one operation.
  public static let deviceBalance = WalletDerivedBalance(
    available: inr("62.50"), pending: inr("10.00"), spent: inr("37.50"), voided: .zero(.inr), offline: inr("110.00"),
    availableTokenCount: 2, pendingOperationCount: 1)

  /// Three history entries, newest first: an offline payment received, one sent, a token purchase.
  public static let transactions: [WalletTransaction] = [
    WalletTransaction(
      id: "tx-3", type: .offlineTransfer, senderId: "wallet-456", receiverId: walletId, amount: inr("25.00"),
      status: .completed, timestamp: now.addingTimeInterval(-600), completedAt: now.addingTimeInterval(-300)),
    WalletTransaction(
      id: "tx-2", type: .offlineTransfer, senderId: walletId, receiverId: "cafe", amount: inr("62.50"),
      status: .pending, timestamp: now.addingTimeInterval(-3_600)),
    WalletTransaction(
      id: "tx-1", type: .tokenPurchase, senderId: walletId, receiverId: walletId, amount: inr("100.00"),
      status: .completed, blockchainTxHash: "0x" + String(repeating: "ab", count: 32),
      timestamp: now.addingTimeInterval(-86_400), completedAt: now.addingTimeInterval(-86_000)),
  ]

  /// A sync half done: 5 of 10 items answered, one of them rejected.
  public static let syncProgress = WalletSyncProgress(synced: 5, total: 10, accepted: 4, rejected: 1)

  /// A whole-token payment of ₹25 to `payee`, as the sync service sends it.
  public static func describe(payee: String) -> WalletSyncService.Describe {
    { operation, token in
      WalletOfflineTransaction(
        id: operation.id, senderId: token.ownerId, receiverId: payee, amount: operation.payment, tokenIds: [token.id],
        signature: "test-signature-\(operation.id)", timestamp: Date())
    }
  }
}
