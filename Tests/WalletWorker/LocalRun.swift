import Foundation
import SharedCore
import SharedPlatform
import WalletFeature
import WalletTesting

/// The parts of the test vectors the local run needs.
struct Vectors: Decodable {
  let wallet: String
  let now: Date
  let anchorPublicKey: String
  let keyDatabase: WalletPublicKeyDatabase
  let pool: [WalletOfflineToken]
  let divisions: [WalletTokenDivision]
}

/// Accepts the fixture's pool into the vault at `database`, then pays part of the first tokens and
/// confirms each division with the fixture's change token, logging each step to `log`. With
/// `holdWhenDone`, it then waits (up to two minutes) for the kill the test aimed at it.
func runLocal(database: URL, vectors vectorsURL: URL, log logURL: URL, holdWhenDone: Bool) async throws {
  let data = try Data(contentsOf: vectorsURL)
  let vectors = try WalletCoding.makeDecoder(currency: .inr).decode(Vectors.self, from: data)
  let log = try WorkerLog(logURL)
  let sqlite = try SQLiteDatabase(.file(database, synchronous: .full))
  let verifier = try WalletTokenVerifier(
    walletId: vectors.wallet, trustAnchor: Data(base64Encoded: vectors.anchorPublicKey) ?? Data(),
    crypto: SystemCrypto())
  let vault = WalletVault(
    database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema), verifier: verifier, currency: .inr,
    timeSource: WalletTestTimeSource(wallClock: vectors.now))
  try await vault.installKeyDatabase(vectors.keyDatabase)
  if try await vault.balance().offline.isZero { try await vault.recordSuccessfulSync() }
  try log.write("ready")
  for token in vectors.pool {
    do {
      try await vault.accept(token)
      try log.write("accepted \(token.id)")
    } catch let refusal as WalletTokenRefusal {
      try log.write("refused \(token.id) \(refusal)")
    }
  }
  for (index, division) in vectors.divisions.enumerated() {
    let operationId = "pay-\(index + 1)"
    try await vault.beginSpend(
      operationId: operationId, tokenId: division.originalToken.id, payment: division.paymentToken.amount)
    try log.write("pending \(operationId)")
    try await vault.confirm(operationId: operationId, division: division)
    try log.write("confirmed \(operationId)")
  }
  try log.write("done")
  if holdWhenDone { try await Task.sleep(for: .seconds(120)) }
}
