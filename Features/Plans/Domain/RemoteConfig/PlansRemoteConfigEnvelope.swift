import Foundation
import SharedCore

/// A signed remote configuration as the backend serves it:
/// `{"payload": base64url(JSON), "keyId": "…", "signature": base64url(r || s)}`.
///
/// The signature is ECDSA P-256 / SHA-256 over ``signingInput``: the domain line
/// `plans-remote-config/1` and a newline, then the payload's exact bytes (so no JSON is ever
/// re-serialised to check it).
public struct PlansRemoteConfigEnvelope: Sendable, Hashable, Codable {
  /// The signing input's first line.
  public static let domain = "plans-remote-config/1"

  /// The document's bytes (JSON of ``PlansRemoteConfig``).
  public var payload: Data
  /// The id of the key that signed it.
  public var keyId: String
  /// The signature, `r || s` (64 bytes).
  public var signature: Data

  /// Creates an envelope.
  public init(payload: Data, keyId: String, signature: Data) {
    self.payload = payload
    self.keyId = keyId
    self.signature = signature
  }

  /// The signed bytes.
  public var signingInput: Data { Data("\(Self.domain)\n".utf8) + payload }

  private enum CodingKeys: String, CodingKey {
    case payload, keyId, signature
  }

  /// Decodes the wire form (base64url fields).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    keyId = try container.decode(String.self, forKey: .keyId)
    guard let payload = Data(base64URLEncoded: try container.decode(String.self, forKey: .payload)) else {
      throw DecodingError.dataCorruptedError(forKey: .payload, in: container, debugDescription: "not base64url")
    }
    guard let signature = Data(base64URLEncoded: try container.decode(String.self, forKey: .signature)) else {
      throw DecodingError.dataCorruptedError(forKey: .signature, in: container, debugDescription: "not base64url")
    }
    self.payload = payload
    self.signature = signature
  }

  /// Encodes the wire form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(PlansBase64URL.encode(payload), forKey: .payload)
    try container.encode(keyId, forKey: .keyId)
    try container.encode(PlansBase64URL.encode(signature), forKey: .signature)
  }
}
