import Foundation
import PlansFeature
import SharedCore

/// Signs App Store–shaped JWS with one signing certificate of ``PlansTestChain``: any payload, any
/// header, so tests can also make what a verifier must refuse.
public struct PlansTestSigner: Sendable {
  /// The signing certificate's PKCS #8 key.
  let key: Data
  /// `x5c`: signing certificate, intermediate, root (DER).
  public let chain: [Data]

  /// A compact JWS of `transaction`.
  public func sign(transaction: PlanTransaction) throws -> String {
    try sign(payload: try Self.encoder.encode(transaction))
  }

  /// A compact JWS of `renewal`.
  public func sign(renewal: PlanRenewalInfo) throws -> String {
    try sign(payload: try Self.encoder.encode(renewal))
  }

  /// A compact JWS of `payload` with header `{"alg": algorithm, "x5c": chain}` (or `x5c` as given).
  public func sign(payload: Data, algorithm: String = "ES256", x5c: [Data]? = nil) throws -> String {
    let header = JSONValue.object([
      "alg": .string(algorithm), "x5c": .array((x5c ?? chain).map { .string($0.base64EncodedString()) }),
    ])
    let input = Self.base64URL(header.serialized()) + "." + Self.base64URL(payload)
    let signature = try PlansTestChain.sign(Data(input.utf8), pkcs8: key)
    return input + "." + Self.base64URL(signature)
  }

  /// Unpadded base64url.
  public static func base64URL(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()
}
