import Foundation
import PlansFeature
import PlansTesting
import SharedCore
import SharedPlatform
import Testing

@Suite("App Store JWS verification")
struct PlansSignedDataVerifierTests {
  let verifier = PlansTestHost.verifier()
  let transaction = PlansSamples.monthly()

  @Test func verifiesATransactionAndDecodesEveryField() throws {
    var sample = transaction
    sample.offerType = .introductory
    sample.offerDiscountType = .freeTrial
    sample.offerPeriod = "P1M"
    sample.webOrderLineItemId = "web-1"
    sample.appAccountToken = "7E3FB20B-4CDB-47CC-936D-99D65F608138"
    let jws = try PlansTestChain.good.sign(transaction: sample)
    let verified = try verifier.verifyTransaction(jws)
    #expect(verified.value == sample)
    #expect(verified.jws == jws)
  }

  @Test func verifiesRenewalInfo() throws {
    var renewal = PlansSamples.renewal(for: transaction)
    renewal.isInBillingRetryPeriod = true
    renewal.gracePeriodExpiresDate = PlansSamples.start.adding(milliseconds: 3 * PlansSamples.day)
    renewal.expirationIntent = .billingError
    let verified = try verifier.verifyRenewalInfo(try PlansTestChain.good.sign(renewal: renewal))
    #expect(verified.value == renewal)
  }

  @Test func keepsEnumerationValuesAppleAddsLater() throws {
    let payload = try JSONSerialization.data(withJSONObject: [
      "transactionId": "1", "originalTransactionId": "1", "bundleId": PlansSamples.bundleID,
      "productId": PlansSamples.monthlyProduct, "purchaseDate": 1_767_225_600_000, "type": "Future Type",
      "signedDate": 1_767_225_600_000, "environment": "Sandbox", "offerType": 9, "inAppOwnershipType": "GUEST",
    ])
    let verified = try verifier.verifyTransaction(try PlansTestChain.good.sign(payload: payload))
    #expect(verified.value.type == .unknown("Future Type"))
    #expect(verified.value.offerType == .unknown(9))
    #expect(verified.value.inAppOwnershipType == .unknown("GUEST"))
  }

  @Test func refusesAChainToAnotherRoot() throws {
    let jws = try PlansTestChain.foreign.sign(transaction: transaction)
    #expect(throws: PlansVerificationError.certificateChain(.untrustedAnchor(depth: 1))) {
      try verifier.verifyTransaction(jws)
    }
  }

  @Test func refusesTheTestChainWhenAppleRootCAG3IsPinned() throws {
    let production = PlansSignedDataVerifier(
      bundleID: PlansSamples.bundleID, environment: .sandbox, chainVerifier: SystemCertificateChainVerifier(),
      crypto: SystemCrypto())
    let jws = try PlansTestChain.good.sign(transaction: transaction)
    #expect(throws: PlansVerificationError.certificateChain(.untrustedAnchor(depth: 1))) {
      try production.verifyTransaction(jws)
    }
  }

  @Test func refusesASigningCertificateExpiredAtTheSignedDate() throws {
    let jws = try PlansTestChain.expired.sign(transaction: transaction)
    #expect(throws: PlansVerificationError.certificateChain(.expired(depth: 0))) { try verifier.verifyTransaction(jws) }
  }

  @Test func acceptsDataSignedWhileItsCertificateWasValid() throws {
    // Signed on 2020-06-01, while the certificate (2020-01-01 to 2021-01-01) was valid: offline
    // verification happens at the signed date, not today.
    let then = PlansInstant(millisecondsSince1970: 1_590_969_600_000)
    let old = PlansSamples.monthly(purchase: then)
    #expect(try verifier.verifyTransaction(try PlansTestChain.expired.sign(transaction: old)).value == old)
  }

  @Test func refusesASigningCertificateWithoutAppleExtension() throws {
    let jws = try PlansTestChain.withoutLeafExtension.sign(transaction: transaction)
    #expect(throws: PlansVerificationError.missingAppleExtension(oid: "1.2.840.113635.100.6.11.1", index: 0)) {
      try verifier.verifyTransaction(jws)
    }
  }

  @Test func refusesACriticalAppleExtension() throws {
    let jws = try PlansTestChain.criticalLeafExtension.sign(transaction: transaction)
    #expect(throws: PlansVerificationError.missingAppleExtension(oid: "1.2.840.113635.100.6.11.1", index: 0)) {
      try verifier.verifyTransaction(jws)
    }
  }

  @Test func refusesAnIntermediateWithoutAppleExtension() throws {
    let jws = try PlansTestChain.withoutIntermediateExtension.sign(transaction: transaction)
    #expect(throws: PlansVerificationError.missingAppleExtension(oid: "1.2.840.113635.100.6.2.1", index: 1)) {
      try verifier.verifyTransaction(jws)
    }
  }

  @Test func refusesAChainInTheWrongOrder() throws {
    let chain = PlansTestChain.good.chain
    let payload = try JSONEncoder().encode(transaction)
    for order in [[chain[1], chain[0], chain[2]], [chain[2], chain[1], chain[0]], [chain[0], chain[2], chain[1]]] {
      let jws = try PlansTestChain.good.sign(payload: payload, x5c: order)
      #expect(throws: PlansVerificationError.self) { try verifier.verifyTransaction(jws) }
    }
    let swapped = try PlansTestChain.good.sign(payload: payload, x5c: [chain[1], chain[0], chain[2]])
    #expect(throws: PlansVerificationError.missingAppleExtension(oid: "1.2.840.113635.100.6.11.1", index: 0)) {
      try verifier.verifyTransaction(swapped)
    }
  }

  @Test func refusesABadSignature() throws {
    let jws = try PlansTestChain.good.sign(transaction: transaction)
    let parts = jws.split(separator: ".").map(String.init)
    var signature = try #require(Data(base64URLEncoded: parts[2]))
    signature[10] ^= 0x01
    let forged = parts[0] + "." + parts[1] + "." + PlansTestSigner.base64URL(signature)
    #expect(throws: PlansVerificationError.badSignature) { try verifier.verifyTransaction(forged) }
    var changed = transaction
    changed.expiresDate = changed.expiresDate?.adding(milliseconds: 365 * PlansSamples.day)
    let tampered = parts[0] + "." + PlansTestSigner.base64URL(try JSONEncoder().encode(changed)) + "." + parts[2]
    #expect(throws: PlansVerificationError.badSignature) { try verifier.verifyTransaction(tampered) }
  }

  @Test func refusesASignatureByAnotherKeyThanTheCertificates() throws {
    let payload = try JSONEncoder().encode(transaction)
    let jws = try PlansTestChain.withoutLeafExtension.sign(payload: payload, x5c: PlansTestChain.good.chain)
    #expect(throws: PlansVerificationError.badSignature) { try verifier.verifyTransaction(jws) }
  }

  @Test(arguments: ["ES384", "HS256", "RS256", "es256", "ES256 ", ""])
  func refusesAlgorithmsOtherThanES256(algorithm: String) throws {
    let jws = try PlansTestChain.good.sign(payload: try JSONEncoder().encode(transaction), algorithm: algorithm)
    #expect(throws: PlansVerificationError.algorithmNotAllowed(algorithm)) { try verifier.verifyTransaction(jws) }
  }

  @Test func refusesAlgNone() throws {
    let header = PlansTestSigner.base64URL(Data(#"{"alg":"none"}"#.utf8))
    let payload = PlansTestSigner.base64URL(try JSONEncoder().encode(transaction))
    for jws in ["\(header).\(payload).", "\(header).\(payload)"] {
      #expect(throws: PlansVerificationError.self) { try verifier.verifyTransaction(jws) }
    }
    #expect(throws: PlansVerificationError.algorithmNotAllowed("none")) {
      try verifier.verifyTransaction("\(header).\(payload).\(PlansTestSigner.base64URL(Data(count: 64)))")
    }
  }

  @Test func refusesAP384SigningKey() throws {
    let jws = try PlansTestChain.p384Leaf.sign(transaction: transaction)
    #expect(throws: PlansVerificationError.malformed(part: .signature, reason: "expected 64 bytes r || s, found 96")) {
      try verifier.verifyTransaction(jws)
    }
    let header = try #require(jws.split(separator: ".").first)
    let payload = PlansTestSigner.base64URL(try JSONEncoder().encode(transaction))
    let padded = "\(header).\(payload).\(PlansTestSigner.base64URL(Data(count: 64)))"
    #expect(throws: PlansVerificationError.signingKeyNotP256) { try verifier.verifyTransaction(padded) }
  }

  @Test func refusesAnotherAppOrEnvironment() throws {
    var other = transaction
    other.bundleId = "com.example.other"
    #expect(throws: PlansVerificationError.wrongBundle(expected: PlansSamples.bundleID, actual: "com.example.other")) {
      try verifier.verifyTransaction(try PlansTestChain.good.sign(transaction: other))
    }
    let production = PlansTestHost.verifier(environment: .production)
    #expect(throws: PlansVerificationError.wrongEnvironment(expected: .production, actual: .sandbox)) {
      try production.verifyTransaction(try PlansTestChain.good.sign(transaction: transaction))
    }
  }

  @Test func namesTheMissingPayloadField() throws {
    let payload = Data(#"{"transactionId":"1","signedDate":1767225600000}"#.utf8)
    let jws = try PlansTestChain.good.sign(payload: payload)
    #expect(throws: PlansVerificationError.payload(field: "originalTransactionId", reason: "missing")) {
      try verifier.verifyTransaction(jws)
    }
    var fields = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(transaction)) as? [String: Any])
    fields["signedDate"] = nil
    let noDate = try PlansTestChain.good.sign(payload: try JSONSerialization.data(withJSONObject: fields))
    #expect(throws: PlansVerificationError.payload(field: "signedDate", reason: "missing")) {
      try verifier.verifyTransaction(noDate)
    }
  }

  @Test func refusesMalformedCompactSerializations() throws {
    let jws = try PlansTestChain.good.sign(transaction: transaction)
    let parts = jws.split(separator: ".").map(String.init)
    var cases: [(String, PlansVerificationError)] = [
      ("", .malformed(part: .compact, reason: "expected 3 parts separated by '.', found 1")),
      ("a.b.c.d", .malformed(part: .compact, reason: "expected 3 parts separated by '.', found 4")),
      ("\(parts[0])=.\(parts[1]).\(parts[2])", .malformed(part: .header, reason: "not canonical unpadded base64url")),
      ("\(parts[0]).\(parts[1]).", .malformed(part: .signature, reason: "empty")),
      (String(repeating: "A", count: PlansJWS.maximumLength + 1), .tooLarge(bytes: PlansJWS.maximumLength + 1)),
    ]
    var signature = parts[2]
    let last = signature.removeLast()
    signature.append(last == "B" ? "C" : "B")  // the last character's unused low bits set
    cases.append(
      ("\(parts[0]).\(parts[1]).\(signature)", .malformed(part: .signature, reason: "not canonical unpadded base64url"))
    )
    for (text, error) in cases {
      #expect(throws: error) { try verifier.verifyTransaction(text) }
    }
    let critical = PlansTestSigner.base64URL(Data(#"{"alg":"ES256","crit":["exp"],"x5c":[]}"#.utf8))
    #expect(throws: PlansVerificationError.self) {
      try verifier.verifyTransaction("\(critical).\(parts[1]).\(parts[2])")
    }
    let shortChain = try PlansTestChain.good.sign(
      payload: try JSONEncoder().encode(transaction), x5c: Array(PlansTestChain.good.chain.prefix(2)))
    #expect(throws: PlansVerificationError.certificateChainLength(2)) { try verifier.verifyTransaction(shortChain) }
  }

  @Test func pinsAppleRootCAG3ByItsPublishedFingerprint() {
    let digest = SystemCrypto().sha256(PlansAppleRoot.certificateG3)
    #expect(digest.hexString == PlansAppleRoot.fingerprintG3)
    #expect(PlansAppleRoot.certificateG3.count == 583)
  }

  @Test func verifiesTheChainOnceAndThenFromTheCache() throws {
    let counting = CountingChainVerifier()
    let cached = PlansSignedDataVerifier(
      bundleID: PlansSamples.bundleID, environment: .sandbox, rootCertificate: PlansTestChain.root,
      chainVerifier: counting, crypto: SystemCrypto())
    for index in 0..<5 {
      let jws = try PlansTestChain.good.sign(transaction: PlansSamples.monthly(id: "\(index)", original: "\(index)"))
      _ = try cached.verifyTransaction(jws)
    }
    #expect(counting.calls == 1)
    // Outside the cached window (the expired certificate's) the chain is checked again and refused.
    #expect(throws: PlansVerificationError.self) {
      try cached.verifyTransaction(try PlansTestChain.expired.sign(transaction: transaction))
    }
    cached.clearCache()
    _ = try cached.verifyTransaction(try PlansTestChain.good.sign(transaction: transaction))
    #expect(counting.calls == 3)
  }
}

/// The system's chain verifier, counting its calls.
final class CountingChainVerifier: CertificateChainVerifier, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private let system = SystemCertificateChainVerifier()

  var calls: Int { lock.withLock { count } }

  func verify(leaf: Data, intermediates: [Data], anchor: Data, at date: Date) throws(CertificateChainError)
    -> CertificateChainVerification
  {
    lock.withLock { count += 1 }
    return try system.verify(leaf: leaf, intermediates: intermediates, anchor: anchor, at: date)
  }
}
