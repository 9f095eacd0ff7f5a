import Foundation
import PlansFeature
import SharedCore

/// Signs remote configurations as the backend does (``PlansRemoteConfigEnvelope``).
public struct PlansTestConfigSigner: Sendable {
  let key: Data
  /// The key id envelopes name.
  public let keyID: String

  /// The envelope of `config`.
  public func envelope(_ config: PlansRemoteConfig) throws -> PlansRemoteConfigEnvelope {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try envelope(payload: try encoder.encode(config))
  }

  /// The envelope of a payload's exact bytes.
  public func envelope(payload: Data) throws -> PlansRemoteConfigEnvelope {
    let envelope = PlansRemoteConfigEnvelope(payload: payload, keyId: keyID, signature: Data())
    return PlansRemoteConfigEnvelope(
      payload: payload, keyId: keyID, signature: try PlansTestChain.sign(envelope.signingInput, pkcs8: key))
  }

  /// The backend's JSON answer for `config`.
  public func json(_ config: PlansRemoteConfig) throws -> Data {
    try JSONEncoder().encode(try envelope(config))
  }
}
