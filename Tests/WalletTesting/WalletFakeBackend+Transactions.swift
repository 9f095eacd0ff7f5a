import Foundation
import SharedCore
import SharedTesting
import WalletFeature

extension WalletFakeBackend {
  // MARK: - Transactions

  func submit(_ body: WalletTransactionSubmission, _ request: HTTPRequest) throws -> WalletTransactionReceipt {
    let key = request.headers["Idempotency-Key"]
    if let key, let receipt = receipts[key] { return receipt }
    guard body.senderId == walletId else {
      throw WalletFakeFailure(403, "AUTHORIZATION_FAILED", "senderId must be the signed-in wallet")
    }
    let spent = try body.tokenIds.map { try spendable($0) }
    let total = spent.reduce(Int64(0)) { $0 + $1.token.amount.minorUnits }
    if !spent.isEmpty, total != body.amount.minorUnits {
      throw WalletFakeFailure.validation("amount must equal the sum of the tokens")
    }
    if spent.isEmpty, body.amount.minorUnits > makeBalance().balances.blockchain.amount.minorUnits {
      throw WalletFakeFailure(422, "INSUFFICIENT_BALANCE", "Insufficient balance for this transaction")
    }
    let now = Date()
    let transaction = WalletTransaction(
      id: makeId("tx"), type: body.type, senderId: body.senderId, receiverId: body.receiverId, amount: body.amount,
      status: .completed, blockchainTxHash: "0x" + String(repeating: "ab", count: 32), timestamp: now,
      completedAt: now)
    for tokenId in body.tokenIds {
      tokens[tokenId]?.status = "spent"
      tokens[tokenId]?.spentBy = transaction.id
    }
    records[transaction.id] = Record(transaction: transaction, updatedMilliseconds: stamp(), tokenIds: body.tokenIds)
    let receipt = WalletTransactionReceipt(
      transactionId: transaction.id, status: .completed, blockchainTxHash: transaction.blockchainTxHash, timestamp: now)
    if let key { receipts[key] = receipt }
    return receipt
  }

  func sync(_ query: [String: String]) throws -> Data {
    let limit = try Self.integer(query, "limit", default: 50, in: 1...500)
    let cursor = try query["lastSyncTimestamp"].map { text -> Int64 in
      Int64((try Self.date(text, "lastSyncTimestamp").timeIntervalSince1970 * 1000).rounded())
    }
    let walletId = walletId
    func matches(_ record: Record) -> Bool {
      guard record.transaction.senderId == walletId || record.transaction.receiverId == walletId else { return false }
      guard let cursor else { return true }
      return record.updatedMilliseconds > cursor
    }
    let rows = records.values.filter(matches).sorted { $0.updatedMilliseconds < $1.updatedMilliseconds }
    let chunk = Array(rows.prefix(limit))
    let last = chunk.last?.updatedMilliseconds ?? cursor ?? 0
    let transactions = try JSONValue(parsing: encode(chunk.map { $0.transaction }))
    let page: JSONValue = [
      "transactions": transactions, "totalCount": .int(Int64(rows.count)), "hasMore": .bool(rows.count > limit),
      "lastSyncTimestamp": .string(Self.milliseconds(last)),
    ]
    return page.serialized()
  }

  func report(_ record: Record) -> WalletTransactionStatusReport {
    WalletTransactionStatusReport(
      transactionId: record.transaction.id, status: record.transaction.status,
      confirmations: record.transaction.status == .completed ? 12 : 0,
      blockchainTxHash: record.transaction.blockchainTxHash, reason: record.reason,
      updatedAt: Date(timeIntervalSince1970: TimeInterval(record.updatedMilliseconds) / 1000))
  }

  func syncOffline(_ body: WalletOfflineSyncRequest) throws -> WalletOfflineSyncResponse {
    guard (1...500).contains(body.transactions.count) else {
      throw WalletFakeFailure.validation("transactions must be an array of 1...500 offline transactions")
    }
    let results = body.transactions.map { offline($0) }
    let accepted = results.filter { $0.status == .accepted }.count
    return WalletOfflineSyncResponse(results: results, syncedCount: accepted, failedCount: results.count - accepted)
  }

  /// Applies one offline transaction; a resent id gets its first result.
  func offline(_ item: WalletOfflineTransaction) -> WalletOfflineSyncResult {
    if let first = offlineResults[item.id] {
      counters["offlineReplayed", default: 0] += 1
      return first
    }
    func finish(_ result: WalletOfflineSyncResult) -> WalletOfflineSyncResult {
      counters[result.status == .accepted ? "offlineAccepted" : "offlineRejected", default: 0] += 1
      offlineResults[item.id] = result
      return result
    }
    guard item.senderId == walletId else {
      return finish(.init(transactionId: item.id, status: .rejected, errorCode: "AUTHORIZATION_FAILED"))
    }
    guard !item.tokenIds.isEmpty, Set(item.tokenIds).count == item.tokenIds.count else {
      return finish(
        .init(
          transactionId: item.id, status: .rejected, errorCode: "VALIDATION_ERROR",
          reason: "tokenIds must be distinct token ids"))
    }
    let spent: [IssuedToken]
    do {
      spent = try item.tokenIds.map { try spendable($0, spentCode: "DOUBLE_SPENDING_DETECTED") }
    } catch let failure as WalletFakeFailure {
      return finish(.init(transactionId: item.id, status: .rejected, errorCode: failure.code, reason: failure.message))
    } catch {
      return finish(.init(transactionId: item.id, status: .rejected, errorCode: "VALIDATION_ERROR"))
    }
    guard spent.reduce(Int64(0), { $0 + $1.token.amount.minorUnits }) == item.amount.minorUnits else {
      return finish(
        .init(
          transactionId: item.id, status: .rejected, errorCode: "VALIDATION_ERROR",
          reason: "amount must equal the sum of the tokens"))
    }
    let transaction = WalletTransaction(
      id: makeId("tx"), type: .offlineTransfer, senderId: walletId, receiverId: item.receiverId, amount: item.amount,
      status: .completed, timestamp: item.timestamp, completedAt: Date())
    for tokenId in item.tokenIds {
      tokens[tokenId]?.status = "spent"
      tokens[tokenId]?.spentBy = transaction.id
    }
    records[transaction.id] = Record(transaction: transaction, updatedMilliseconds: stamp(), tokenIds: item.tokenIds)
    return finish(.init(transactionId: item.id, status: .accepted, serverTransactionId: transaction.id))
  }
}
