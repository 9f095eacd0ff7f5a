import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The portable half of certificate pinning: SPKI extraction from DER, hashing and matching.
@Suite struct CertificatePinningTests {
  #if os(macOS) || os(Linux)
    /// Our pin of a freshly generated certificate equals OpenSSL's
    /// `x509 -pubkey | pkey -pubin -outform der | dgst -sha256 -binary | base64`.
    @Test func thePinEqualsOpenSSLs() async throws {
      let server = try await LoopbackTLSServer.start()
      defer { server.terminate() }
      let pinning = CertificatePinning(pins: [], crypto: SystemCrypto())
      #expect(pinning.pin(ofCertificate: server.certificateDER) == server.opensslPin)
    }

    /// A chain containing a pinned key passes (in any position, alongside a backup pin); a chain
    /// without one fails with `.network(.tls)`.
    @Test func aMatchingPinPassesAndAWrongOneFailsWithTLS() async throws {
      let server = try await LoopbackTLSServer.start()
      defer { server.terminate() }
      let backup = Data(repeating: 7, count: 32).base64EncodedString()
      let matching = CertificatePinning(pins: [backup, server.opensslPin], crypto: SystemCrypto())
      try matching.evaluate(chain: [Data([0x30, 0x00]), server.certificateDER])
      let wrong = CertificatePinning(pins: [backup], crypto: SystemCrypto())
      #expect(throws: AppError.network(.tls)) { try wrong.evaluate(chain: [server.certificateDER]) }
      #expect(throws: AppError.network(.tls)) { try matching.evaluate(chain: []) }
    }

    /// Every truncation and seeded random corruption of a real certificate is rejected or
    /// parsed without crashing.
    @Test func garbageNeverCrashes() async throws {
      let server = try await LoopbackTLSServer.start()
      defer { server.terminate() }
      let pinning = CertificatePinning(pins: [server.opensslPin], crypto: SystemCrypto())
      let der = server.certificateDER
      for length in 0..<der.count {
        #expect(pinning.pin(ofCertificate: der.prefix(length)) == nil, "truncated to \(length) bytes")
      }
      var generator = SeededGenerator(seed: 42)
      for _ in 0..<2_000 {
        var corrupted = Array(der)
        for _ in 0..<Int(generator.next() % 4 + 1) {
          corrupted[Int(generator.next() % UInt64(corrupted.count))] = UInt8(truncatingIfNeeded: generator.next())
        }
        _ = pinning.pin(ofCertificate: Data(corrupted))
      }
      for _ in 0..<2_000 {
        let bytes = (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        #expect(pinning.pin(ofCertificate: Data([0x30]) + Data(bytes)) == nil)
      }
    }
  #endif

  /// Hand-built DER that is malformed in each way the reader checks.
  @Test(arguments: [
    [UInt8](),  // empty
    [0x30],  // no length
    [0x30, 0x80, 0x00, 0x00],  // indefinite length
    [0x30, 0x85, 0x01, 0x00, 0x00, 0x00, 0x00],  // five length bytes
    [0x30, 0x84, 0xFF, 0xFF, 0xFF, 0xFF],  // length past the end
    [0x1F, 0x81, 0x01, 0x00],  // high-tag-number form
    [0x30, 0x02, 0x02, 0x00],  // tbsCertificate is not a SEQUENCE
    [0x30, 0x02, 0x30, 0x00],  // empty tbsCertificate
    [0x30, 0x02, 0x30, 0x00, 0x00],  // trailing byte
  ])
  func malformedDERIsNotACertificate(bytes: [UInt8]) {
    #expect(CertificatePinning(pins: [], crypto: SystemCrypto()).pin(ofCertificate: Data(bytes)) == nil)
  }
}
