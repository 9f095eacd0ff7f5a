// wallet-worker: accepts offline tokens into a vault database, for the wallet kill test.
//
//   wallet-worker <database-path> <vectors.json> <log-path>
//
// It installs the fixture's key database, records a sync if the vault never had one, appends
// "ready" to the log, then accepts every token of the fixture's pool in order. After each
// acceptance returns it appends "accepted <id>" or "refused <id> <reason>" to the log and fsyncs
// it; then it pays part of the first pool tokens and confirms each division with the fixture's
// change token, logging "pending <operation>" and "confirmed <operation>". A line in the log is a
// promise the vault must keep after a SIGKILL at any moment; a rerun resumes idempotently.
import Foundation
import SharedCore
import SharedPlatform
import WalletFeature

/// The parts of the test vectors the worker needs.
struct Vectors: Decodable {
  let wallet: String
  let now: Date
  let anchorPublicKey: String
  let keyDatabase: WalletPublicKeyDatabase
  let pool: [WalletOfflineToken]
  let divisions: [WalletTokenDivision]
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: wallet-worker <database> <vectors.json> <log>\n".utf8))
  exit(64)
}
let logURL = URL(fileURLWithPath: arguments[3])

do {
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
  let vectors = try WalletCoding.makeDecoder(currency: .inr).decode(Vectors.self, from: data)
  guard
    FileManager.default.fileExists(atPath: logURL.path)
      || FileManager.default.createFile(atPath: logURL.path, contents: nil)
  else { throw CocoaError(.fileWriteUnknown) }
  let log = try FileHandle(forWritingTo: logURL)
  func write(_ line: String) throws {
    try log.seekToEnd()
    try log.write(contentsOf: Data((line + "\n").utf8))
    try log.synchronize()
  }
  let sqlite = try SQLiteDatabase(.file(URL(fileURLWithPath: arguments[1]), synchronous: .full))
  let verifier = try WalletTokenVerifier(
    walletId: vectors.wallet, trustAnchor: Data(base64Encoded: vectors.anchorPublicKey) ?? Data(),
    crypto: SystemCrypto())
  let now = vectors.now
  let vault = WalletVault(
    database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema), verifier: verifier, currency: .inr,
    wallClock: { now })
  try await vault.installKeyDatabase(vectors.keyDatabase)
  if try await vault.balance().offline.isZero { try await vault.recordSuccessfulSync() }
  try write("ready")
  for token in vectors.pool {
    do {
      try await vault.accept(token)
      try write("accepted \(token.id)")
    } catch let refusal as WalletTokenRefusal {
      try write("refused \(token.id) \(refusal)")
    }
  }
  for (index, division) in vectors.divisions.enumerated() {
    let operationId = "pay-\(index + 1)"
    try await vault.beginSpend(
      operationId: operationId, tokenId: division.originalToken.id, payment: division.paymentToken.amount)
    try write("pending \(operationId)")
    try await vault.confirm(operationId: operationId, division: division)
    try write("confirmed \(operationId)")
  }
  try write("done")
} catch {
  FileHandle.standardError.write(Data("wallet-worker: \(error)\n".utf8))
  exit(1)
}
