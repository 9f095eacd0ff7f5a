import Crypto
import Foundation
import SharedCore
import SharedPlatform

/// `SystemCrypto` against swift-crypto on the same inputs: SHA-256, AES-256-GCM seal and open,
/// and ECDSA P-256 verification. Both sides start from bytes (key, signature, message), as a
/// caller verifying a credential does.
enum CryptoPeerBenchmarks: BenchmarkSuite {
  static let name = "crypto-peers"

  static func run() async throws {
    Report.comparisonHeader("crypto vs swift-crypto 3.12.3", peer: "swift-crypto")
    let ours = SystemCrypto()
    let small = Data(repeating: 0x61, count: 64)
    let kibibyte = Data(repeating: 0x61, count: 1_024)
    let mebibyte = Data(repeating: 0x61, count: 1_048_576)

    Report.comparison(
      Benchmark.measureSideBySide(
        "sha256 64 B", iterations: 20_000,
        ours: { blackHole(ours.sha256(small)) },
        theirs: { blackHole(Data(SHA256.hash(data: small))) }
      ), goal: 1)
    Report.comparison(
      Benchmark.measureSideBySide(
        "sha256 1 MiB", samples: 10, iterations: 10,
        ours: { blackHole(ours.sha256(mebibyte)) },
        theirs: { blackHole(Data(SHA256.hash(data: mebibyte))) }
      ), goal: 1)

    // Both sides draw a fresh random nonce per seal, as `aesGCMSeal` always does.
    let keyBytes = try ours.makeAES256Key()
    Report.comparison(
      try Benchmark.measureSideBySide(
        "aesGCMSeal 1 KiB", iterations: 10_000,
        ours: { blackHole(try ours.aesGCMSeal(kibibyte, key: keyBytes)) },
        theirs: {
          let key = SymmetricKey(data: keyBytes)
          blackHole(try AES.GCM.seal(kibibyte, using: key))
        }
      ), goal: 1)
    let box = try ours.aesGCMSeal(kibibyte, key: keyBytes)
    let combined = box.combined
    Report.comparison(
      try Benchmark.measureSideBySide(
        "aesGCMOpen 1 KiB", iterations: 10_000,
        ours: { blackHole(try ours.aesGCMOpen(AESGCMSealedBox(combined: combined), key: keyBytes)) },
        theirs: {
          let key = SymmetricKey(data: keyBytes)
          blackHole(try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: key))
        }
      ), goal: 1)

    let signingKey = P256.Signing.PrivateKey()
    let publicKey = signingKey.publicKey.x963Representation
    let signature = try signingKey.signature(for: kibibyte).rawRepresentation
    Report.comparison(
      try Benchmark.measureSideBySide(
        "ECDSA P-256 verify, key from bytes (1 KiB)", samples: 10, iterations: 500,
        ours: {
          blackHole(try ours.isValidP256Signature(signature, format: .raw, for: kibibyte, publicKey: publicKey))
        },
        theirs: {
          let key = try P256.Signing.PublicKey(x963Representation: publicKey)
          let parsed = try P256.Signing.ECDSASignature(rawRepresentation: signature)
          blackHole(key.isValidSignature(parsed, for: kibibyte))
        }
      ), goal: 1)

    let verifier = try ours.p256SignatureVerifier(publicKey: publicKey)
    let theirKey = try P256.Signing.PublicKey(x963Representation: publicKey)
    Report.comparison(
      try Benchmark.measureSideBySide(
        "ECDSA P-256 verify, parsed key (1 KiB)", samples: 10, iterations: 500,
        ours: { blackHole(try verifier.isValidSignature(signature, format: .raw, for: kibibyte)) },
        theirs: {
          let parsed = try P256.Signing.ECDSASignature(rawRepresentation: signature)
          blackHole(theirKey.isValidSignature(parsed, for: kibibyte))
        }
      ), goal: 1)
  }
}
