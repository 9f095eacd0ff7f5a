import Foundation
import SharedCore
import SharedPlatform
import Testing
import WalletFeature

@Suite("The public key database: signed, versioned, never downgraded")
struct WalletKeyDatabaseTests {
  private let fixture: WalletVectors

  init() throws { fixture = try WalletVectors.load() }

  private func makeVerifier() throws -> WalletTokenVerifier {
    try WalletTokenVerifier(walletId: fixture.wallet, trustAnchor: fixture.anchor, crypto: SystemCrypto())
  }

  @Test("a signed database installs with its limits; the same one again is a no-op")
  func install() throws {
    let verifier = try makeVerifier()
    #expect(verifier.installedVersion == nil)
    #expect(try verifier.install(fixture.keyDatabase))
    #expect(verifier.installedVersion == "7")
    #expect(verifier.offlineLimits?.maxTokenAmount == Money(minorUnits: 50_000, currency: .inr))
    #expect(verifier.offlineLimits?.maxOfflineTotal == Money(minorUnits: 200_000, currency: .inr))
    #expect(verifier.offlineLimits?.maxOfflineSeconds == 259_200)
    #expect(try !verifier.install(fixture.keyDatabase))
  }

  @Test("a lower version never replaces a higher one; a higher one does")
  func monotonic() throws {
    let verifier = try makeVerifier()
    try verifier.install(fixture.keyDatabase)
    #expect(throws: WalletKeyDatabaseError.downgrade(installed: "7", offered: "6")) {
      try verifier.install(fixture.olderKeyDatabase)
    }
    #expect(verifier.installedVersion == "7")
    let upgrading = try makeVerifier()
    #expect(try upgrading.install(fixture.olderKeyDatabase))
    #expect(try upgrading.install(fixture.keyDatabase))
    #expect(upgrading.installedVersion == "7")
  }

  @Test("altered limits, a missing signature or missing parts are refused")
  func refused() throws {
    let verifier = try makeVerifier()
    #expect(throws: WalletKeyDatabaseError.invalidSignature) { try verifier.install(fixture.tamperedKeyDatabase) }
    var unsigned = fixture.keyDatabase
    unsigned.signature = nil
    #expect(throws: WalletKeyDatabaseError.incomplete(missing: "signature")) { try verifier.install(unsigned) }
    var bare = fixture.keyDatabase
    bare.offlineLimits = nil
    #expect(throws: WalletKeyDatabaseError.incomplete(missing: "offlineLimits")) { try verifier.install(bare) }
    var renamed = fixture.keyDatabase
    renamed.version = "8"
    #expect(throws: WalletKeyDatabaseError.invalidSignature) { try verifier.install(renamed) }
    #expect(verifier.installedVersion == nil)
    let other = try WalletTokenVerifier(
      walletId: fixture.wallet, trustAnchor: Data(base64Encoded: fixture.keyDatabase.otmPublicKey) ?? Data(),
      crypto: SystemCrypto())
    #expect(throws: WalletKeyDatabaseError.invalidSignature) { try other.install(fixture.keyDatabase) }
  }

  @Test(
    "versions compare numerically part by part",
    arguments: [
      ("1.10", "1.9", 1), ("2", "2.0", 0), ("10", "9", 1), ("1.2.3", "1.2.4", -1), ("0", "0.0.1", -1),
    ])
  func versions(_ pair: (String, String, Int)) throws {
    let lhs = try WalletKeyDatabaseVersion(pair.0)
    let rhs = try WalletKeyDatabaseVersion(pair.1)
    #expect((lhs < rhs ? -1 : lhs == rhs ? 0 : 1) == pair.2)
  }

  @Test("a version that is not dotted numbers is refused", arguments: ["", "v2", "1..2", "1.-2", " 3", "1e3"])
  func badVersions(_ text: String) {
    #expect(throws: WalletKeyDatabaseError.self) { try WalletKeyDatabaseVersion(text) }
  }
}
