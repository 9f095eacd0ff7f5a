import Foundation
import PlansFeature
import PlansTesting
import SharedCore
import SharedPlatform

/// PlansFeature against the goal: verifying one App Store transaction costs under 1 ms on one
/// core. Two figures, medians of one thread:
///
/// - **cached chain**: the signing certificate was verified earlier in the process (the verifier keeps
///   it with its key and validity window, as Apple's libraries do): base64url, JSON, the extension-free
///   path, one ES256 (P-256) verification and the payload decode. This is every transaction after the
///   first, since Apple rotates its signing certificate about every two years.
/// - **cold**: the cache emptied before each verification: the chain checked again by libcrypto
///   (two P-384 signatures, Apple's and the test chain's shape alike), the DER walk for Apple's
///   extensions, then the same as above.
enum PlansBenchmarks: BenchmarkSuite {
  static let name = "plans"

  static func run() async throws {
    Report.header("plans: App Store transaction verification (one core)")
    let verifier = PlansSignedDataVerifier(
      bundleID: PlansSamples.bundleID, environment: .sandbox, rootCertificate: PlansTestChain.root,
      chainVerifier: SystemCertificateChainVerifier(), crypto: SystemCrypto())
    let count = 1_000
    let jws = try (0..<count).map { index in
      try PlansTestChain.good.sign(transaction: PlansSamples.monthly(id: "\(index)", original: "\(index)"))
    }
    _ = try verifier.verifyTransaction(jws[0])
    var index = 0
    let cached = try Benchmark.measure("verify one transaction, chain cached", samples: 15, iterations: 500) {
      blackHole(try verifier.verifyTransaction(jws[index % count]))
      index += 1
    }
    Report.line(cached, target: "< 1 ms")
    let cold = try Benchmark.measure("verify one transaction, cold (chain checked again)", samples: 15, iterations: 50)
    {
      verifier.clearCache()
      blackHole(try verifier.verifyTransaction(jws[index % count]))
      index += 1
    }
    Report.line(cold)
    Report.note(
      "cold = two P-384 certificate signatures by libcrypto + the cached path; the first transaction of a process pays it once"
    )
  }
}
