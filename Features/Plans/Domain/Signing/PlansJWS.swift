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

  /// The three parts of a compact JWS, split but not decoded.
  struct Parts: Sendable {
    /// The header's base64url text.
    let header: Substring
    /// The payload's base64url text.
    let payload: Substring
    /// The signature's base64url text.
    let signature: Substring
    /// The ASCII of `header.payload`.
    let signingInput: Data

    /// Splits `compact`: at most ``PlansJWS/maximumLength`` bytes, exactly three parts.
    init(_ compact: String) throws(PlansVerificationError) {
      let utf8 = compact.utf8
      guard utf8.count <= PlansJWS.maximumLength else { throw .tooLarge(bytes: utf8.count) }
      let parts = compact.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 3 else {
        throw .malformed(part: .compact, reason: "expected 3 parts separated by '.', found \(parts.count)")
      }
      header = parts[0]
      payload = parts[1]
      signature = parts[2]
      signingInput = Data(compact.utf8[compact.startIndex..<parts[1].endIndex])
    }
  }

  /// Parses `compact`.
  /// - Throws: ``PlansVerificationError`` naming the part and what is wrong with it.
  public init(compact: String) throws(PlansVerificationError) {
    try self.init(parts: Parts(compact))
  }

  /// Parses split parts.
  init(parts: Parts) throws(PlansVerificationError) {
    let header = try Self.decode(parts.header, part: .header)
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
    payload = try Self.decode(parts.payload, part: .payload)
    signature = try Self.signature(parts.signature)
    signingInput = parts.signingInput
  }

  /// The signature's 64 bytes `r || s`.
  static func signature(_ text: Substring) throws(PlansVerificationError) -> Data {
    let signature = try decode(text, part: .signature)
    guard signature.count == 64 else {
      throw .malformed(part: .signature, reason: "expected 64 bytes r || s, found \(signature.count)")
    }
    return signature
  }

  /// A part's bytes: base64url without padding, in its one canonical spelling (the unused low
  /// bits of the last character zero).
  static func decode(_ text: Substring, part: PlansVerificationError.Part) throws(PlansVerificationError) -> Data {
    guard let last = text.utf8.last else { throw .malformed(part: part, reason: "empty") }
    let unusedBits: UInt8 =
      switch text.utf8.count % 4 {
      case 2: 0x0F
      case 3: 0x03
      default: 0
      }
    guard !text.contains("="), let data = Data(base64URLEncoded: text),
      Self.sextet(last).map({ $0 & unusedBits == 0 }) == true
    else { throw .malformed(part: part, reason: "not canonical unpadded base64url") }
    return data
  }

  /// The value of a base64url character.
  private static func sextet(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"): 62
    case UInt8(ascii: "_"): 63
    default: nil
    }
  }
}
