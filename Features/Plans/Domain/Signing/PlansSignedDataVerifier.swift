import Foundation
import SharedCore

/// Verifies App Store signed transactions and renewal info offline, as Apple's own App Store Server
/// Library does, and decodes them.
///
/// For each JWS, in order:
/// 1. **Shape** (``PlansJWS``): three canonical base64url parts, `alg` exactly `ES256`, no `crit`,
///    an `x5c` of three DER certificates, a 64-byte signature.
/// 2. **Apple's extensions**: the signing certificate (`x5c[0]`) carries
///    `1.2.840.113635.100.6.11.1` and the intermediate (`x5c[1]`) `1.2.840.113635.100.6.2.1`, both
///    non-critical. A chain given in another order fails here.
/// 3. **The chain** (`CertificateChainVerifier`): signing certificate ← intermediate ← the pinned
///    root (``PlansAppleRoot``, never `x5c[2]`), every certificate valid **at the payload's
///    `signedDate`**, so data signed while a certificate was valid still verifies after it expires;
///    exactly three certificates.
/// 4. **The key and signature**: the signing certificate's key is P-256 and the ES256 signature
///    over `header.payload` verifies with it (`r || s`; no low-S rule, as JOSE has none).
/// 5. **The payload**: decoded with every field; the transaction's `bundleId` and the
///    `environment` must be this app's.
///
/// Steps 2–4's chain work costs two P-384 verifications; a verified (signing certificate,
/// intermediate) pair is cached with its key and validity window (``cacheCapacity`` pairs), so the
/// next JWS signed by the same certificate costs one P-256 verification. The verifier is safe to
/// share between tasks: the cache sits behind a lock held only to read or insert.
///
/// ```swift
/// let verifier = PlansSignedDataVerifier(
///   bundleID: "com.example.app", environment: .production,
///   chainVerifier: SystemCertificateChainVerifier(), crypto: SystemCrypto())
/// let purchase = try verifier.verifyTransaction(verification.jwsRepresentation)
/// print(purchase.value.productId, purchase.value.expiresDate?.date as Any)
/// ```
public final class PlansSignedDataVerifier: Sendable {
  /// The signing certificate's extension OID, as DER content octets (`1.2.840.113635.100.6.11.1`).
  static let receiptSignerOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x06, 0x0B, 0x01]
  /// The intermediate's extension OID, as DER content octets (`1.2.840.113635.100.6.2.1`).
  static let intermediateOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x06, 0x02, 0x01]

  /// The app's bundle id every transaction must carry.
  public let bundleID: String
  /// The environment every JWS must come from.
  public let environment: PlansEnvironment
  /// The pinned root (DER).
  public let rootCertificate: Data
  /// How many verified (signing certificate, intermediate) pairs are kept.
  public let cacheCapacity: Int

  private let chainVerifier: any CertificateChainVerifier
  private let crypto: any CryptoProvider
  private let cache = LockedValue<[CacheKey: VerifiedSigner]>([:])

  /// A verified signing certificate: its key and the window in which the whole chain is valid.
  private struct VerifiedSigner: Sendable {
    let key: any P256SignatureVerifier
    let validFrom: Int64
    let validUntil: Int64
  }

  private struct CacheKey: Hashable, Sendable {
    let leaf: Data
    let intermediate: Data
  }

  /// Creates a verifier.
  /// - Parameters:
  ///   - bundleID: The app's bundle id.
  ///   - environment: `.production` in the App Store, `.sandbox` for TestFlight and testers.
  ///   - rootCertificate: The pinned root (DER); Apple Root CA – G3 unless a test pins its own.
  ///   - chainVerifier: The platform's chain verification (SharedPlatform's
  ///     `SystemCertificateChainVerifier`).
  ///   - crypto: The platform's cryptography (SharedPlatform's `SystemCrypto`).
  ///   - cacheCapacity: How many verified signing certificates to keep (Apple's libraries keep 32).
  public init(
    bundleID: String, environment: PlansEnvironment, rootCertificate: Data = PlansAppleRoot.certificateG3,
    chainVerifier: any CertificateChainVerifier, crypto: any CryptoProvider, cacheCapacity: Int = 32
  ) {
    self.bundleID = bundleID
    self.environment = environment
    self.rootCertificate = rootCertificate
    self.chainVerifier = chainVerifier
    self.crypto = crypto
    self.cacheCapacity = max(1, cacheCapacity)
  }

  /// Verifies and decodes a signed transaction.
  /// - Throws: ``PlansVerificationError`` naming the failed check.
  public func verifyTransaction(_ jws: String) throws(PlansVerificationError) -> PlansSigned<PlanTransaction> {
    let transaction: PlanTransaction = try verify(jws)
    guard transaction.bundleId == bundleID else { throw .wrongBundle(expected: bundleID, actual: transaction.bundleId) }
    guard transaction.environment == environment else {
      throw .wrongEnvironment(expected: environment, actual: transaction.environment)
    }
    return PlansSigned(value: transaction, jws: jws)
  }

  /// Verifies and decodes signed renewal info (it has no bundle id: only the environment is checked).
  /// - Throws: ``PlansVerificationError`` naming the failed check.
  public func verifyRenewalInfo(_ jws: String) throws(PlansVerificationError) -> PlansSigned<PlanRenewalInfo> {
    let info: PlanRenewalInfo = try verify(jws)
    guard info.environment == environment else {
      throw .wrongEnvironment(expected: environment, actual: info.environment)
    }
    return PlansSigned(value: info, jws: jws)
  }

  /// Empties the cache of verified signing certificates (the next JWS is verified cold).
  public func clearCache() {
    cache.withLock { $0.removeAll() }
  }

  private struct SignedDateOnly: Decodable {
    let signedDate: Int64
  }

  private func verify<Payload: Decodable>(_ compact: String) throws(PlansVerificationError) -> Payload {
    let jws = try PlansJWS(compact: compact)
    let signedDate: Int64
    do {
      signedDate = try JSONDecoder().decode(SignedDateOnly.self, from: jws.payload).signedDate
    } catch {
      throw Self.payloadError(error)
    }
    let signer = try self.signer(for: jws, at: signedDate)
    let valid: Bool
    do {
      valid = try signer.key.isValidSignature(jws.signature, format: .raw, for: jws.signingInput)
    } catch {
      throw .badSignature
    }
    guard valid else { throw .badSignature }
    do {
      return try JSONDecoder().decode(Payload.self, from: jws.payload)
    } catch {
      throw Self.payloadError(error)
    }
  }

  /// The verified signer of `jws`'s chain at `signedDate` (milliseconds), from the cache or verified now.
  private func signer(for jws: PlansJWS, at signedDate: Int64) throws(PlansVerificationError) -> VerifiedSigner {
    let seconds = signedDate / 1000
    let key = CacheKey(leaf: jws.certificateChain[0], intermediate: jws.certificateChain[1])
    if let cached = cache.withLock({ $0[key] }), (cached.validFrom...cached.validUntil).contains(seconds) {
      return cached
    }
    let leaf = try fields(of: jws.certificateChain[0], index: 0)
    let intermediate = try fields(of: jws.certificateChain[1], index: 1)
    guard let leafExtension = leaf.extension(Self.receiptSignerOID), !leafExtension.isCritical else {
      throw .missingAppleExtension(oid: "1.2.840.113635.100.6.11.1", index: 0)
    }
    guard let intermediateExtension = intermediate.extension(Self.intermediateOID), !intermediateExtension.isCritical
    else { throw .missingAppleExtension(oid: "1.2.840.113635.100.6.2.1", index: 1) }
    let root: X509CertificateFields
    do {
      root = try X509CertificateFields(der: rootCertificate)
    } catch {
      throw .certificateChain(.malformedCertificate(index: 2))
    }
    let verification: CertificateChainVerification
    do {
      verification = try chainVerifier.verify(
        leaf: key.leaf, intermediates: [key.intermediate], anchor: rootCertificate,
        at: Date(timeIntervalSince1970: TimeInterval(seconds)))
    } catch {
      throw .certificateChain(error)
    }
    guard verification.chainLength == 3 else { throw .unexpectedChainLength(verification.chainLength) }
    let verifier: any P256SignatureVerifier
    do {
      verifier = try crypto.p256SignatureVerifier(publicKey: leaf.subjectPublicKeyInfo)
    } catch {
      throw .signingKeyNotP256
    }
    let signer = VerifiedSigner(
      key: verifier, validFrom: max(leaf.notBefore, intermediate.notBefore, root.notBefore),
      validUntil: min(leaf.notAfter, intermediate.notAfter, root.notAfter))
    let capacity = cacheCapacity
    cache.withLock { cache in
      if cache.count >= capacity, let evicted = cache.keys.first { cache[evicted] = nil }
      cache[key] = signer
    }
    return signer
  }

  private func fields(of der: Data, index: Int) throws(PlansVerificationError) -> X509CertificateFields {
    do {
      return try X509CertificateFields(der: der)
    } catch {
      throw .certificateEncoding(index: index)
    }
  }

  /// A decoding failure as the payload field it concerns.
  private static func payloadError(_ error: any Error) -> PlansVerificationError {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      .payload(field: path(context.codingPath + [key]), reason: "missing")
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
      .payload(
        field: context.codingPath.isEmpty ? "(document)" : path(context.codingPath),
        reason: context.codingPath.isEmpty ? "not a JSON object" : "wrong type or value")
    default:
      .payload(field: "(document)", reason: "not a JSON object")
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
