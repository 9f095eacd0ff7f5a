import Foundation
import SharedCore
import WalletFeature

/// The Wallet demo against the reference server: the balance; then, with no request made, two
/// tokens accepted offline and verified against the issuer's key database (the same token again
/// is refused as a double spend), change made for a payment smaller than its token, and a whole
/// token paid; back online, the queued payments synced with progress, their final statuses, and
/// a local balance the server agrees with.
///
/// `container` must hold ``WalletModule`` configured for `AppComposition.walletID`.
func runWalletDemoScenario(container: Container, baseURL: URL, output: (String) -> Void) async throws {
  let admin = WalletDemoAdmin(baseURL: baseURL)
  let walletId = AppComposition.walletID
  // Signing in and being paid: the reference server's admin routes stand in for the bank's app.
  try await container.resolve(TokenManager.self, name: WalletModule.clientName)
    .signIn(try await admin.openWallet(walletId, funded: "1000.00"))
  let api = try container.resolve(WalletAPI.self)
  let vault = try container.resolve(WalletVault.self)
  let crypto = try container.resolve((any CryptoProvider).self)
  let start = try await api.balance(walletId: walletId)
  output("balance   blockchain \(start.balances.blockchain.amount), offline \(start.balances.offline.amount)")
  let keys = try await api.fetchPublicKeys()
  try await vault.installKeyDatabase(keys)
  try await vault.recordSuccessfulSync()
  output("keys      issuer key database v\(keys.version) installed; limits signed into it")
  let tokens = try await admin.issueTokens(["250.00", "100.00"], to: walletId)

  output("offline   from here on no request is made until the sync")
  for token in tokens {
    let verified = try await vault.accept(token)
    output("accepted  \(verified.token.id): \(verified.token.amount), signature and limits checked on the device")
  }
  if let first = tokens.first {
    do {
      _ = try await vault.accept(first)
    } catch let refusal as WalletTokenRefusal {
      output("refused   \(first.id) again: \(refusal)")
    }
  }
  guard tokens.count == 2 else { return }
  let coffee = try await vault.beginSpend(
    operationId: "demo-coffee", tokenId: tokens[1].id, payment: Money(minorUnits: 6_250, currency: .inr))
  output("pay       \(coffee.payment) from a \(coffee.tokenAmount) token: \(coffee.change) change pending")
  let rent = try await vault.beginSpend(operationId: "demo-rent", tokenId: tokens[0].id)
  output("pay       \(rent.payment), a whole token, queued")
  let offline = try await vault.balance()
  output(
    "balance   available \(offline.available), pending \(offline.pending) (\(offline.pendingOperationCount) payments)")

  output("online    syncing the queued payments")
  let deviceKey = try crypto.randomBytes(count: 32)
  let describe: WalletSyncService.Describe = { operation, token in
    // The device's MAC over what it pays, so a payment cannot be altered on its way.
    let signed = Data("\(operation.id)|\(token.id)|\(operation.payment.minorUnits)".utf8)
    return WalletOfflineTransaction(
      id: operation.id, senderId: token.ownerId, receiverId: "merchant-demo", amount: operation.payment,
      tokenIds: [token.id], signature: crypto.hmacSHA256(key: deviceKey, message: signed).base64EncodedString(),
      timestamp: Date())
  }
  var last: WalletSyncProgress?
  for try await progress in try container.resolve(WalletSyncService.self).sync(describe: describe) {
    output("sync      \(progress.synced) of \(progress.total)")
    last = progress
  }
  guard let final = last else { return }
  output("synced    \(final.accepted) accepted, \(final.rejected) rejected, \(final.unknown) unknown")
  for id in ["demo-coffee", "demo-rent"] {
    guard let operation = try await vault.operation(id) else { continue }
    let change = operation.changeTokenId.map { ", change token \($0)" } ?? ""
    output("status    \(id): \(operation.state)\(change)")
  }
  let local = try await vault.balance()
  let server = try await api.balance(walletId: walletId).balances.offline
  output(
    "balance   device \(local.available) in \(local.availableTokenCount) token(s); server \(server.amount) in "
      + "\(server.tokenCount) token(s)")
}
