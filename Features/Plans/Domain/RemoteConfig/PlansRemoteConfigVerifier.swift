import Foundation
import SharedCore

/// Verifies signed remote configurations against the backend's trusted keys.
///
/// ```swift
/// let verifier = try PlansRemoteConfigVerifier(keys: ["config-2026": spki], crypto: SystemCrypto())
/// let config = try verifier.verify(envelope)
/// ```
public struct PlansRemoteConfigVerifier: Sendable {
  private let keys: [String: any P256SignatureVerifier]

  /// Creates a verifier trusting `keys` (P-256 public keys, 65-byte points or 91-byte SPKI, by key id).
  /// - Throws: `CryptoError.invalidPublicKey(reason:)` for a key that is not a P-256 point.
  public init(keys: [String: Data], crypto: any CryptoProvider) throws(CryptoError) {
    var parsed: [String: any P256SignatureVerifier] = [:]
    for (id, key) in keys { parsed[id] = try crypto.p256SignatureVerifier(publicKey: key) }
    self.keys = parsed
  }

  /// The verified, validated document of `envelope`.
  /// - Throws: ``PlansRemoteConfigError``.
  public func verify(_ envelope: PlansRemoteConfigEnvelope) throws(PlansRemoteConfigError) -> PlansRemoteConfig {
    guard let key = keys[envelope.keyId] else { throw .unknownKey(envelope.keyId) }
    guard envelope.signature.count == 64,
      (try? key.isValidSignature(envelope.signature, format: .raw, for: envelope.signingInput)) == true
    else { throw .badSignature }
    let config: PlansRemoteConfig
    do {
      config = try JSONDecoder().decode(PlansRemoteConfig.self, from: envelope.payload)
    } catch let error as DecodingError {
      throw .malformed(field: Self.field(of: error), reason: "missing or of the wrong type")
    } catch {
      throw .malformed(field: "payload", reason: "not JSON")
    }
    try config.validate()
    return config
  }

  /// Decodes and verifies the backend's JSON answer.
  /// - Throws: ``PlansRemoteConfigError``.
  public func verify(json: Data) throws(PlansRemoteConfigError) -> (PlansRemoteConfigEnvelope, PlansRemoteConfig) {
    let envelope: PlansRemoteConfigEnvelope
    do {
      envelope = try JSONDecoder().decode(PlansRemoteConfigEnvelope.self, from: json)
    } catch let error as DecodingError {
      throw .malformed(field: Self.field(of: error), reason: "missing or not base64url")
    } catch {
      throw .malformed(field: "envelope", reason: "not JSON")
    }
    return (envelope, try verify(envelope))
  }

  private static func field(of error: DecodingError) -> String {
    let path: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context): path = context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      path = context.codingPath
    @unknown default: path = []
    }
    let text = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    return text.isEmpty ? "payload" : text
  }
}
