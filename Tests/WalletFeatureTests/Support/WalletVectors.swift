import Foundation
import SharedCore
import WalletFeature

/// `Fixtures/tokens/vectors.json`, written by `Scripts/wallet-vectors/generate.py` with openssl.
struct WalletVectors: Decodable {
  /// One token and what the verifier must say about it.
  struct Vector: Decodable, Sendable, CustomStringConvertible {
    let name: String
    let token: WalletOfflineToken
    let expected: String
    var description: String { name }
  }

  let currency: String
  let wallet: String
  let now: Date
  let anchorPublicKey: String
  let keyDatabase: WalletPublicKeyDatabase
  let olderKeyDatabase: WalletPublicKeyDatabase
  let tamperedKeyDatabase: WalletPublicKeyDatabase
  let validSigningInputBase64: String
  let keyDatabaseSigningInputBase64: String
  let vectors: [Vector]
  let pool: [WalletOfflineToken]
  let bigPool: [WalletOfflineToken]
  let divisions: [WalletTokenDivision]

  /// The fixture, decoded with INR amounts.
  static func load() throws -> WalletVectors {
    try WalletCoding.makeDecoder(currency: .inr).decode(WalletVectors.self, from: Fixtures.data("tokens/vectors.json"))
  }

  /// Forty valid tokens of small amounts (about ₹640 in all).
  static func loadPool() throws -> [WalletOfflineToken] { try load().pool }

  /// Five valid tokens of ₹450.
  static func loadBigPool() throws -> [WalletOfflineToken] { try load().bigPool }

  /// The trust anchor's public key.
  var anchor: Data { Data(base64Encoded: anchorPublicKey) ?? Data() }
}
