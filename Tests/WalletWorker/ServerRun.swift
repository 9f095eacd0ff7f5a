import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import WalletFeature
import WalletTesting

/// Accepts the plan's tokens offline, records its spends (divisions included), then syncs with the
/// reference server, logging each step. Every step is idempotent, so a rerun after a SIGKILL
/// resumes: tokens already recorded are skipped, spends already recorded are kept as they are, and
/// the sync resends pending operations under their ids.
///
/// Log lines: `ready` (the kill test times its kills from here), `phase accept|divide|sync`,
/// `accepted <token>`, `refused <token> <reason>`, `pending <operation>`, `progress <synced>/<total>`
/// after each answer, `synced <accepted> <rejected> <unknown>` and `done`.
func runAgainstServer(database: URL, plan planURL: URL, log logURL: URL) async throws {
  let plan = try WalletCoding.makeDecoder(currency: .inr)
    .decode(WalletKillTestPlan.self, from: Data(contentsOf: planURL))
  let log = try WorkerLog(logURL)
  let directory = database.deletingLastPathComponent().appendingPathComponent("platform", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  var core = CoreConfiguration.testing
  core.endpoints.baseURL = plan.baseURL
  core.network.retry = .init(maxAttempts: 3, baseDelay: .zero, maxDelay: .zero, jitter: 0)
  let anchor = Data(base64Encoded: plan.trustAnchor) ?? Data()
  let configuration = WalletConfiguration(
    baseURL: plan.baseURL.appendingPathComponent("wallet-api"), walletId: plan.walletId, currency: .inr,
    trustAnchor: anchor, syncBatchSize: plan.batchSize)
  var builder = ContainerBuilder()
  try builder.include(
    PlatformModule(applicationID: "org.sharedcore.wallet.worker", dataDirectory: directory, configuration: core))
  try builder.include(WalletModule(configuration: configuration))
  builder.register((any Sleeper).self, lifetime: .singleton, overriding: true) { _ in ImmediateSleeper() }
  builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in InMemorySecureStorage() }
  let container = try builder.build()
  try await container.resolve(TokenManager.self, name: WalletModule.clientName).signIn(
    AuthTokens(
      accessToken: plan.accessToken, refreshToken: plan.refreshToken, expiresAt: Date().addingTimeInterval(600)))
  let api = try container.resolve(WalletAPI.self)

  let sqlite = try SQLiteDatabase(.file(database, synchronous: .full))
  let vault = WalletVault(
    database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema),
    verifier: try WalletTokenVerifier(walletId: plan.walletId, trustAnchor: anchor, crypto: SystemCrypto()),
    currency: .inr)
  if try await vault.restoreKeyDatabase() == nil {
    try await vault.installKeyDatabase(try await api.fetchPublicKeys())
  }
  try log.write("ready")

  try log.write("phase accept")
  for token in plan.tokens {
    guard try await !vault.contains(tokenId: token.id) else { continue }
    do {
      try await vault.accept(token)
      try log.write("accepted \(token.id)")
    } catch WalletTokenRefusal.syncRequired {
      // The first run, online: its contact with the server starts the offline window.
      try await vault.recordSuccessfulSync()
      try await vault.accept(token)
      try log.write("accepted \(token.id)")
    } catch let refusal as WalletTokenRefusal {
      try log.write("refused \(token.id) \(refusal)")
    }
  }

  try log.write("phase divide")
  for spend in plan.spends {
    guard try await vault.operation(spend.operationId) == nil else { continue }
    let payment = try spend.payment.map { try Money($0, currency: .inr) }
    try await vault.beginSpend(operationId: spend.operationId, tokenId: spend.tokenId, payment: payment)
    try log.write("pending \(spend.operationId)")
  }

  try log.write("phase sync")
  let service = WalletSyncService(api: api, vault: vault, batchSize: plan.batchSize)
  let payee = plan.payee
  let describe: WalletSyncService.Describe = { operation, token in
    WalletOfflineTransaction(
      id: operation.id, senderId: token.ownerId, receiverId: payee, amount: operation.payment, tokenIds: [token.id],
      signature: "worker-signature-\(operation.id)", timestamp: Date())
  }
  var attempts = 0
  while true {
    attempts += 1
    let progress = try await service.run(describe: describe) { progress in
      try? log.write("progress \(progress.synced)/\(progress.total)")
    }
    try log.write("synced \(progress.accepted) \(progress.rejected) \(progress.unknown)")
    if progress.unknown == 0 || attempts >= 20 { break }
  }
  try log.write("done")
}
