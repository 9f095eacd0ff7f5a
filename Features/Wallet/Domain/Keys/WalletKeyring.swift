import Foundation
import SharedCore

/// An installed public key database with each issuer key parsed once.
struct WalletKeyring: Sendable {
  /// One issuer key: its window and its parsed verifier (or why it could not be parsed).
  struct Key: Sendable {
    let info: WalletIssuerKey
    let verifier: Result<any P256SignatureVerifier, CryptoError>
  }

  let database: WalletPublicKeyDatabase
  let version: WalletKeyDatabaseVersion
  let limits: WalletOfflineLimits
  let keys: [String: Key]

  /// Checks `database` against the trust anchor and parses its issuer keys.
  init(
    _ database: WalletPublicKeyDatabase, anchor: any P256SignatureVerifier, crypto: any CryptoProvider
  ) throws(WalletKeyDatabaseError) {
    guard let signature = database.signature else { throw .incomplete(missing: "signature") }
    let input = try WalletTokenSigning.signingInput(for: database)
    guard let limits = database.offlineLimits, let issuerKeys = database.issuerKeys else {
      throw .incomplete(missing: "offlineLimits")
    }
    let version = try WalletKeyDatabaseVersion(database.version)
    let signatureBytes: Data
    do {
      signatureBytes = try WalletTokenSigning.decodeSignature(signature)
    } catch {
      throw .invalidSignature
    }
    let valid: Bool
    do {
      valid = try anchor.isValidSignature(signatureBytes, format: .raw, for: input)
    } catch {
      throw .invalidSignature
    }
    guard valid else { throw .invalidSignature }
    self.database = database.signedFields
    self.version = version
    self.limits = limits
    self.keys = issuerKeys.mapValues { info in
      guard let bytes = Data(base64Encoded: info.publicKey) else {
        return Key(info: info, verifier: .failure(.invalidPublicKey(reason: "not base64")))
      }
      return Key(
        info: info, verifier: Result { () throws(CryptoError) in try crypto.p256SignatureVerifier(publicKey: bytes) })
    }
  }
}
