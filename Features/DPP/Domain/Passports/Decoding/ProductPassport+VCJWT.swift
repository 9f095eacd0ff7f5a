import Foundation
import SharedCore

extension ProductPassport {
  /// Reads a UNTP DPP delivered as a `vc+jwt` compact JWS **without verifying its signature**.
  ///
  /// The payload is decoded as is (the VC itself, per VC-JOSE-COSE, or a VC-JWT 1.1 `vc` claim), and
  /// the result is marked ``Verification/unverified``: treat its claims as untrusted until the
  /// signature is checked against the issuer's key. The protected header's `alg`, `typ` and `kid`
  /// are kept in ``additional`` under `jwsHeader`.
  /// - Throws: ``PassportDecodingError/malformedJWT(reason:)`` for a malformed JWS, otherwise as
  ///   ``init(untpCredential:)`` with key paths inside the payload.
  public init(unverifiedVCJWT compact: String) throws(PassportDecodingError) {
    let parts = compact.trimmingWhitespaceAndNewlines()
      .split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw .malformedJWT(reason: "expected 3 dot-separated parts, found \(parts.count)") }
    let header = try Self.jwtPart(parts[0], name: "header")
    guard case .object(let headerMembers) = header.value else {
      throw .malformedJWT(reason: "header is not a JSON object")
    }
    guard headerMembers["alg"]?.stringValue != nil else { throw .malformedJWT(reason: "header has no \"alg\"") }
    let payload = try Self.jwtPart(parts[1], name: "payload")
    let credential = payload.member("vc") ?? payload
    try self.init(untp: credential)
    verification = .unverified
    let kept = headerMembers.filter { ["alg", "typ", "kid", "cty"].contains($0.key) }
    additional["jwsHeader"] = AnyCodable(.object(kept))
  }

  private static func jwtPart(_ part: Substring, name: String) throws(PassportDecodingError) -> JSONCursor {
    guard let data = Data(base64URLEncoded: part) else { throw .malformedJWT(reason: "\(name) is not base64url") }
    do {
      return try JSONCursor(data: data)
    } catch {
      throw .malformedJWT(reason: "\(name) is not JSON: \(error)")
    }
  }
}
