import Foundation
import SharedCore

extension WalletVault {
  /// The operations still waiting for a definite answer, oldest first: the outbox a sync sends.
  public func pendingOperations() async throws -> [WalletOperation] {
    let currency = self.currency
    return try await database.read { db in
      let ids = try db.query(
        "SELECT operation_id FROM wallet_operations WHERE state = 'pending' ORDER BY created_at_ms, operation_id"
      ).map { try $0.value(String.self, at: 0) }
      return try ids.compactMap { try WalletVaultRecords.operation($0, currency: currency, in: db) }
    }
  }

  /// The token accepted under `tokenId`, as it was received (signature included), if any.
  public func token(_ tokenId: String) async throws -> WalletOfflineToken? {
    let currency = self.currency
    let json = try await database.read { db in
      try db.queryFirst("SELECT token_json FROM wallet_tokens WHERE token_id = ?", [.text(tokenId)])?
        .value(Data.self, at: 0)
    }
    guard let json else { return nil }
    return try WalletCoding.makeDecoder(currency: currency).decode(WalletOfflineToken.self, from: json)
  }
}
