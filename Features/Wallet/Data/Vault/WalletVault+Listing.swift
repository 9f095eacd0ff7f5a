import Foundation
import SharedCore

extension WalletVault {
  /// The tokens spendable now (held, not reserved by an operation, not voided, not divided),
  /// smallest first.
  public func availableTokens() async throws -> [WalletOfflineToken] {
    let currency = self.currency
    let rows = try await database.read { db in
      try db.query(
        """
        SELECT t.token_json FROM wallet_tokens t
        WHERE t.voided_reason IS NULL AND t.divided_by IS NULL AND t.currency = ? AND NOT EXISTS (
          SELECT 1 FROM wallet_operations o
          WHERE (o.token_id = t.token_id OR o.payment_token_id = t.token_id) AND o.state IN ('pending', 'confirmed'))
        ORDER BY t.amount_minor, t.token_id
        """,
        [.text(currency.code)]
      ).map { try $0.value(Data.self, at: 0) }
    }
    let decoder = WalletCoding.makeDecoder(currency: currency)
    return try rows.map { try decoder.decode(WalletOfflineToken.self, from: $0) }
  }

  /// The operations in `state`, oldest first: rejected ones keep the backend's reason.
  public func operations(in state: WalletOperationState) async throws -> [WalletOperation] {
    let currency = self.currency
    return try await database.read { db in
      let ids = try db.query(
        "SELECT operation_id FROM wallet_operations WHERE state = ? ORDER BY created_at_ms, operation_id",
        [.text(state.rawValue)]
      ).map { try $0.value(String.self, at: 0) }
      return try ids.compactMap { try WalletVaultRecords.operation($0, currency: currency, in: db) }
    }
  }
}
