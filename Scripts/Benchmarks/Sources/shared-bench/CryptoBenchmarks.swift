import Foundation
import SharedCore
import SharedPlatform

/// SystemCrypto primitives, the encrypted secure storage and the secure token store.
enum CryptoBenchmarks: BenchmarkSuite {
  static let name = "crypto"

  static func run() async throws {
    Report.header("Crypto (SystemCrypto: \(backendName))")
    let crypto = SystemCrypto()
    let key = try crypto.makeAES256Key()
    let small = Data(repeating: 0x61, count: 64)
    let kibibyte = Data(repeating: 0x61, count: 1_024)
    let mebibyte = Data(repeating: 0x61, count: 1_048_576)

    Report.line(Benchmark.measure("sha256 64 B", iterations: 20_000) { blackHole(crypto.sha256(small)) })
    Report.line(Benchmark.measure("sha256 1 MiB", samples: 10, iterations: 20) { blackHole(crypto.sha256(mebibyte)) })
    Report.line(
      Benchmark.measure("hmacSHA256 64 B", iterations: 20_000) {
        blackHole(crypto.hmacSHA256(key: key, message: small))
      })
    Report.line(
      try Benchmark.measure("aesGCMSeal 1 KiB (fresh nonce)", iterations: 10_000) {
        blackHole(try crypto.aesGCMSeal(kibibyte, key: key))
      })
    let box = try crypto.aesGCMSeal(kibibyte, key: key)
    Report.line(
      try Benchmark.measure("aesGCMOpen 1 KiB", iterations: 10_000) {
        blackHole(try crypto.aesGCMOpen(box, key: key))
      })
    Report.line(
      try Benchmark.measure("aesGCMSeal 1 MiB", samples: 10, iterations: 20) {
        blackHole(try crypto.aesGCMSeal(mebibyte, key: key))
      })
    Report.line(
      try Benchmark.measure("randomBytes 32 B", iterations: 20_000) {
        blackHole(try crypto.randomBytes(count: 32))
      })
    try await storageBenchmarks(crypto: crypto)
  }

  private static var backendName: String {
    #if canImport(CryptoKit)
      "CryptoKit"
    #else
      "libcrypto"
    #endif
  }

  private static func storageBenchmarks(crypto: SystemCrypto) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sharedcore-bench-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let storage = EncryptedFileSecureStorage(
      fileURL: directory.appendingPathComponent("data/store.json"),
      keyFileURL: directory.appendingPathComponent("keys/store.key"),
      crypto: crypto
    )
    let value = Data(repeating: 0x62, count: 256)
    let write = try await Benchmark.measureAsync("EncryptedFileSecureStorage write", samples: 5, iterations: 20) {
      try await storage.write(value, forKey: "token")
    }
    Report.line(write)
    Report.line(
      try await Benchmark.measureAsync("EncryptedFileSecureStorage read", iterations: 500) {
        blackHole(try await storage.read(forKey: "token"))
      })
    let tokens = SecureTokenStore(storage: storage, crypto: crypto)
    try await tokens.save(AuthTokens(accessToken: String(repeating: "a", count: 800), refreshToken: "r"))
    Report.line(
      try await Benchmark.measureAsync("SecureTokenStore load", iterations: 500) {
        blackHole(try await tokens.load())
      })
    Report.note("Writes are durable: temporary file + fsync + rename + directory fsync.")
  }
}
