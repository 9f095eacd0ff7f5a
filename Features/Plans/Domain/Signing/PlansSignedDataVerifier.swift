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
/// Steps 2–4's chain work costs two P-384 verifications; a verified chain is cached with its key
/// and validity window by the exact header that carried it (``cacheCapacity`` headers), so the
/// next JWS signed by the same certificate costs the payload's decoding and one P-256
/// verification. The verifier is safe to
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
  /// Verified signers by the exact header text that carried their chain (an App Store header is
  /// the same for every JWS one signing certificate signs).
  private let cache = LockedValue<[String: VerifiedSigner]>([:])

  /// A verified signing certificate: its key and the window in which the whole chain is valid.
  private struct VerifiedSigner: Sendable {
    let key: any P256SignatureVerifier
    let validFrom: Int64
    let validUntil: Int64
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

  private func verify<Payload: PlansSignedPayload>(_ compact: String) throws(PlansVerificationError) -> Payload {
    let parts = try PlansJWS.Parts(compact)
    // The payload is decoded before the signature is checked (to read its signed date), never
    // returned unless the signature verifies.
    let payload: Payload
    do {
      payload = try JSONDecoder().decode(Payload.self, from: try PlansJWS.decode(parts.payload, part: .payload))
    } catch let error as PlansVerificationError {
      throw error
    } catch {
      throw Self.payloadError(error)
    }
    let signature = try PlansJWS.signature(parts.signature)
    let seconds = payload.signedDate.millisecondsSince1970 / 1000
    let headerKey = String(parts.header)
    let signer: VerifiedSigner
    if let cached = cache.withLock({ $0[headerKey] }), (cached.validFrom...cached.validUntil).contains(seconds) {
      signer = cached
    } else {
      signer = try verifiedSigner(for: try PlansJWS(parts: parts), at: seconds)
      let capacity = cacheCapacity
      cache.withLock { cache in
        if cache.count >= capacity, cache[headerKey] == nil, let evicted = cache.keys.first { cache[evicted] = nil }
        cache[headerKey] = signer
      }
    }
    let valid: Bool
    do {
      valid = try signer.key.isValidSignature(signature, format: .raw, for: parts.signingInput)
    } catch {
      throw .badSignature
    }
    guard valid else { throw .badSignature }
    return payload
  }

  /// Verifies `jws`'s chain at `seconds` (since 1970) and returns its signer.
  private func verifiedSigner(for jws: PlansJWS, at seconds: Int64) throws(PlansVerificationError) -> VerifiedSigner {
    let leafDER = jws.certificateChain[0]
    let intermediateDER = jws.certificateChain[1]
    let leaf = try fields(of: leafDER, index: 0)
    let intermediate = try fields(of: intermediateDER, index: 1)
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
        leaf: leafDER, intermediates: [intermediateDER], anchor: rootCertificate,
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
    return VerifiedSigner(
      key: verifier, validFrom: max(leaf.notBefore, intermediate.notBefore, root.notBefore),
      validUntil: min(leaf.notAfter, intermediate.notAfter, root.notAfter))
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

/// A signed App Store payload: what the verifier reads before checking the signature.
protocol PlansSignedPayload: Decodable, Sendable, Hashable {
  /// When the App Store signed it.
  var signedDate: PlansInstant { get }
}

extension PlanTransaction: PlansSignedPayload {}
extension PlanRenewalInfo: PlansSignedPayload {}
