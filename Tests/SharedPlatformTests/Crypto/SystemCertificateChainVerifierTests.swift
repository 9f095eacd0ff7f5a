import Foundation
import SharedCore
import SharedPlatform
import Testing

/// The platform's X.509 chain verification over the App Store–shaped test chain of
/// `Scripts/make-plans-test-chain` (P-384 root and intermediate, P-256 leaves).
@Suite("X.509 chain verification")
struct SystemCertificateChainVerifierTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Scripts/plans-test-chain").standardized

  static func der(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent("\(name).der"))
  }

  let verifier = SystemCertificateChainVerifier()
  let signedAt = Date(timeIntervalSince1970: 1_767_225_600)

  @Test func verifiesAChainToThePinnedAnchor() throws {
    let result = try verifier.verify(
      leaf: Self.der("leaf"), intermediates: [Self.der("intermediate")], anchor: Self.der("root"), at: signedAt)
    #expect(result.chainLength == 3)
  }

  @Test func refusesAnotherAnchorAMissingIntermediateAndAnExpiredLeaf() throws {
    #expect(throws: CertificateChainError.untrustedAnchor(depth: 1)) {
      try verifier.verify(
        leaf: Self.der("fleaf"), intermediates: [Self.der("fint")], anchor: Self.der("root"), at: signedAt)
    }
    #expect(throws: CertificateChainError.untrustedAnchor(depth: 0)) {
      try verifier.verify(leaf: Self.der("leaf"), intermediates: [], anchor: Self.der("root"), at: signedAt)
    }
    #expect(throws: CertificateChainError.expired(depth: 0)) {
      try verifier.verify(
        leaf: Self.der("expired"), intermediates: [Self.der("intermediate")], anchor: Self.der("root"), at: signedAt)
    }
    #expect(throws: CertificateChainError.notYetValid(depth: 0)) {
      try verifier.verify(
        leaf: Self.der("leaf"), intermediates: [Self.der("intermediate")], anchor: Self.der("root"),
        at: Date(timeIntervalSince1970: 1_600_000_000))
    }
  }

  @Test func refusesAnUnhandledCriticalExtensionAndMalformedBytes() throws {
    #expect(throws: CertificateChainError.unhandledCriticalExtension(depth: 0)) {
      try verifier.verify(
        leaf: Self.der("critoid"), intermediates: [Self.der("intermediate")], anchor: Self.der("root"), at: signedAt)
    }
    var truncated = try Self.der("leaf")
    truncated.removeLast(10)
    #expect(throws: CertificateChainError.malformedCertificate(index: 0)) {
      try verifier.verify(
        leaf: truncated, intermediates: [Self.der("intermediate")], anchor: Self.der("root"), at: signedAt)
    }
  }

  @Test func readsValidityKeysAndExtensions() throws {
    let leaf = try X509CertificateFields(der: Self.der("leaf"))
    #expect(leaf.notBefore == 1_704_067_200)  // 2024-01-01
    #expect(leaf.notAfter == 2_493_071_999)  // 2048-12-31T23:59:59Z
    #expect(leaf.subjectPublicKeyInfo.count == 91)
    let oid: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x06, 0x0B, 0x01]
    #expect(leaf.extension(oid)?.isCritical == false)
    #expect(try X509CertificateFields(der: Self.der("critoid")).extension(oid)?.isCritical == true)
    #expect(try X509CertificateFields(der: Self.der("nooid")).extension(oid) == nil)
    let root = try X509CertificateFields(der: Self.der("root"))
    #expect(root.notAfter == 2_524_607_999)  // 2049-12-31T23:59:59Z
    var bytes = try Self.der("leaf")
    bytes.append(0)
    #expect(throws: DERError.self) { try X509CertificateFields(der: bytes) }
  }
}
