import Foundation
import SharedCore

/// A compact JWS (RFC 7515) as the App Store signs transactions and renewal info: parsed and
/// checked for shape, not yet verified.
///
/// Parsing refuses, before any cryptography: more than ``maximumLength`` bytes; anything but three
/// base64url parts (no padding, canonical); a header that is not a JSON object, names a `crit`
/// parameter, or whose `alg` is not exactly `ES256` (`none`, `HS256`, `ES384`, `es256` are all
/// refused); an `x5c` that is not exactly three standard-base64 DER certificates; a signature that
/// is not 64 bytes `r || s`.
public struct PlansJWS: Sendable, Hashable {
  /// The largest compact JWS accepted, in bytes (an App Store one is about 4 KB).
  public static let maximumLength = 16_384
  /// The only algorithm accepted.
  public static let algorithm = "ES256"

  /// The `x5c` certificates (DER): the signing certificate, the intermediate, the root.
  public let certificateChain: [Data]
  /// The payload's bytes (JSON).
  public let payload: Data
  /// The signature, `r || s` (64 bytes).
  public let signature: Data
  /// The signed bytes: the ASCII of `header.payload`.
  public let signingInput: Data

  /// Parses `compact`.
  /// - Throws: ``PlansVerificationError`` naming the part and what is wrong with it.
  public init(compact: String) throws(PlansVerificationError) {
    let utf8 = compact.utf8
    guard utf8.count <= Self.maximumLength else { throw .tooLarge(bytes: utf8.count) }
    let parts = utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      throw .malformed(part: .compact, reason: "expected 3 parts separated by '.', found \(parts.count)")
    }
    let header = try Self.decode(parts[0], part: .header)
    guard case .object(let fields) = try? JSONValue(parsing: header) else {
      throw .malformed(part: .header, reason: "not a JSON object")
    }
    guard case .string(let algorithm) = fields["alg"] else {
      throw .malformed(part: .header, reason: "no 'alg' string")
    }
    guard algorithm == Self.algorithm else { throw .algorithmNotAllowed(algorithm) }
    guard fields["crit"] == nil else {
      throw .malformed(part: .header, reason: "'crit' names parameters this verifier does not understand")
    }
    guard case .array(let chain) = fields["x5c"] else { throw .malformed(part: .header, reason: "no 'x5c' array") }
    guard chain.count == 3 else { throw .certificateChainLength(chain.count) }
    var certificates: [Data] = []
    for (index, entry) in chain.enumerated() {
      guard case .string(let text) = entry, let der = Data(base64Encoded: text), !der.isEmpty else {
        throw .certificateEncoding(index: index)
      }
      certificates.append(der)
    }
    certificateChain = certificates
    payload = try Self.decode(parts[1], part: .payload)
    signature = try Self.decode(parts[2], part: .signature)
    guard signature.count == 64 else {
      throw .malformed(part: .signature, reason: "expected 64 bytes r || s, found \(signature.count)")
    }
    signingInput = Data(utf8[utf8.startIndex..<parts[1].endIndex])
  }

  /// A part's bytes: base64url without padding, in its one canonical spelling.
  private static func decode(_ text: Substring.UTF8View.SubSequence, part: PlansVerificationError.Part)
    throws(PlansVerificationError) -> Data
  {
    let string = String(decoding: text, as: UTF8.self)
    guard !string.isEmpty else { throw .malformed(part: part, reason: "empty") }
    guard !string.contains("="), let data = Data(base64URLEncoded: string),
      PlansBase64URL.encode(data) == string
    else { throw .malformed(part: part, reason: "not canonical unpadded base64url") }
    return data
  }
}
