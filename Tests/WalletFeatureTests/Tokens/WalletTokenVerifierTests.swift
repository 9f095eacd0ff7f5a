import Foundation
import SharedCore
import SharedPlatform
import Testing
import WalletFeature

@Suite("Offline token verification against the openssl-generated vectors")
struct WalletTokenVerifierTests {
  private let fixture: WalletVectors
  private let verifier: WalletTokenVerifier

  init() throws {
    fixture = try WalletVectors.load()
    verifier = try WalletTokenVerifier(walletId: fixture.wallet, trustAnchor: fixture.anchor, crypto: SystemCrypto())
    try verifier.install(fixture.keyDatabase)
  }

  /// The name of the refusal's case, as the fixture writes it.
  private static func kind(_ refusal: WalletTokenRefusal) -> String {
    switch refusal {
    case .noKeyDatabase: "noKeyDatabase"
    case .malformed: "malformed"
    case .nonCanonicalSignature: "nonCanonicalSignature"
    case .invalidSignature: "invalidSignature"
    case .unknownKey: "unknownKey"
    case .invalidIssuerKey: "invalidIssuerKey"
    case .keyNotValid: "keyNotValid"
    case .expired: "expired"
    case .notYetValid: "notYetValid"
    case .wrongOwner: "wrongOwner"
    case .currencyMismatch: "currencyMismatch"
    case .nonPositiveAmount: "nonPositiveAmount"
    case .amountAboveLimit: "amountAboveLimit"
    case .offlineTotalExceeded: "offlineTotalExceeded"
    case .offlineTooLong: "offlineTooLong"
    case .syncRequired: "syncRequired"
    case .restartedSinceLastContact: "restartedSinceLastContact"
    case .keyDatabaseTooOld: "keyDatabaseTooOld"
    case .alreadyAccepted: "alreadyAccepted"
    }
  }

  @Test("each vector is accepted or refused with its typed reason", arguments: try WalletVectors.load().vectors)
  func vector(_ vector: WalletVectors.Vector) throws {
    do {
      let verified = try verifier.verify(vector.token, at: fixture.now)
      #expect(vector.expected == "accepted", "accepted, expected \(vector.expected)")
      #expect(verified.token == vector.token)
      #expect(verified.keyDatabaseVersion == "7")
    } catch {
      #expect(Self.kind(error) == vector.expected, "\(error)")
    }
  }

  @Test("the vectors cover every refusal the issue names")
  func coverage() {
    let kinds = Set(fixture.vectors.map(\.expected))
    let required: Set = [
      "accepted", "invalidSignature", "expired", "unknownKey", "invalidIssuerKey", "nonCanonicalSignature",
      "wrongOwner",
      "amountAboveLimit",
    ]
    #expect(required.isSubset(of: kinds))
    #expect(fixture.vectors.count >= 18)
  }

  @Test("refusals carry their details and map onto the error table")
  func refusalDetails() throws {
    let byName = Dictionary(uniqueKeysWithValues: fixture.vectors.map { ($0.name, $0.token) })
    let tooBig = try #require(byName["above the per-token limit"])
    #expect(
      throws: WalletTokenRefusal.amountAboveLimit(
        amount: tooBig.amount, limit: Money(minorUnits: 50_000, currency: .inr))
    ) {
      try verifier.verify(tooBig, at: fixture.now)
    }
    let expired = try #require(byName["expired"])
    #expect(throws: WalletTokenRefusal.expired(expiresAt: expired.expiresAt)) {
      try verifier.verify(expired, at: fixture.now)
    }
    #expect(WalletTokenRefusal.expired(expiresAt: expired.expiresAt).walletError == .tokenExpired)
    #expect(WalletTokenRefusal.invalidSignature.walletError == .invalidSignature)
    #expect(WalletTokenRefusal.alreadyAccepted(tokenId: "t").walletError == .doubleSpendingDetected)
    let bad = try #require(byName["wrong curve point"])
    do {
      _ = try verifier.verify(bad, at: fixture.now)
      Issue.record("a key off the curve verified")
    } catch {
      guard case .invalidIssuerKey(let keyId, let reason) = error else { Issue.record("\(error)"); return }
      #expect(keyId == "issuer-bad-point")
      #expect(reason.contains("invalid public key"))
    }
  }

  @Test("validation details mirror the backend's four checks")
  func validationDetails() throws {
    let byName = Dictionary(uniqueKeysWithValues: fixture.vectors.map { ($0.name, $0.token) })
    let valid = try #require(byName["valid"])
    #expect(verifier.validationDetails(of: valid, at: fixture.now).allPassed)
    let tampered = verifier.validationDetails(of: try #require(byName["tampered owner"]), at: fixture.now)
    #expect(!tampered.signatureValid && !tampered.ownershipValid && tampered.notExpired)
    let expired = verifier.validationDetails(of: try #require(byName["expired"]), at: fixture.now)
    #expect(expired.signatureValid && !expired.notExpired && expired.ownershipValid)
  }

  @Test("the signing inputs are byte for byte those the Python signer produced")
  func signingInputsMatchPython() throws {
    let valid = try #require(fixture.vectors.first { $0.name == "valid" }?.token)
    #expect(try WalletTokenSigning.signingInput(for: valid) == Data(base64Encoded: fixture.validSigningInputBase64))
    #expect(
      try WalletTokenSigning.signingInput(for: fixture.keyDatabase)
        == Data(base64Encoded: fixture.keyDatabaseSigningInputBase64))
    let text = String(decoding: try WalletTokenSigning.signingInput(for: valid), as: UTF8.self)
    #expect(
      text == "22:wallet-offline-token/1\n9:tok-valid\n5:25000\n3:INR\n10:wallet-123\n13:issuer-2026-a\n"
        + "10:1795168800\n10:1797760800\n")
  }

  @Test("no verification without a database; a token dated with a fraction of a second is malformed")
  func noDatabaseAndMalformed() throws {
    let empty = try WalletTokenVerifier(walletId: fixture.wallet, trustAnchor: fixture.anchor, crypto: SystemCrypto())
    let valid = try #require(fixture.vectors.first { $0.name == "valid" }?.token)
    #expect(throws: WalletTokenRefusal.noKeyDatabase) { try empty.verify(valid, at: fixture.now) }
    var fractional = valid
    fractional.createdAt = valid.createdAt.addingTimeInterval(0.5)
    #expect(throws: WalletTokenRefusal.malformed(field: "createdAt", reason: "not a whole second")) {
      try verifier.verify(fractional, at: fixture.now)
    }
    #expect(throws: WalletKeyDatabaseError.self) {
      try WalletTokenVerifier(walletId: "w", trustAnchor: Data(repeating: 4, count: 65), crypto: SystemCrypto())
    }
  }

  @Test("many tasks verify at once with the same answers")
  func concurrentVerification() async throws {
    let vectors = fixture.vectors
    let now = fixture.now
    let verifier = self.verifier
    let accepted = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          vectors.reduce(0) { count, vector in count + ((try? verifier.verify(vector.token, at: now)) == nil ? 0 : 1) }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(accepted == 8 * vectors.filter { $0.expected == "accepted" }.count)
  }
}
