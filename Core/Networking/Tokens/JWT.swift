import Foundation

/// The claims of a JSON Web Token (RFC 7519) that the client uses to schedule refreshes.
///
/// The signature is NOT verified (the client does not hold the key): `exp` is only a scheduling
/// hint, as in auth0's JWTDecode. A token without `exp` has an unknown expiry and is refreshed on
/// a 401 instead of proactively.
public struct JWT: Sendable, Hashable {
  /// When the token expires (`exp`), if it says.
  public let expiresAt: Date?
  /// When the token was issued (`iat`), if it says.
  public let issuedAt: Date?
  /// The subject (`sub`), if any.
  public let subject: String?

  /// Parses `token`'s payload.
  /// - Throws: ``JWTError`` naming the part or claim that is malformed.
  public init(_ token: String) throws(JWTError) {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw .wrongPartCount(parts.count) }
    guard let payload = Data(base64URLEncoded: parts[1]) else { throw .invalidBase64(part: "payload") }
    let claims: Claims
    do {
      claims = try JSONDecoder().decode(Claims.self, from: payload)
    } catch let DecodingError.typeMismatch(_, context) {
      throw .invalidClaim(context.codingPath.last?.stringValue ?? "payload")
    } catch {
      throw .invalidJSON(part: "payload")
    }
    expiresAt = claims.exp.map(Date.init(timeIntervalSince1970:))
    issuedAt = claims.iat.map(Date.init(timeIntervalSince1970:))
    subject = claims.sub
  }

  /// Whether the token expires within `window` of `now` (an expired token does too); `false`
  /// when the expiry is unknown.
  public func expires(within window: Duration, of now: Date) -> Bool {
    guard let expiresAt else { return false }
    return expiresAt.timeIntervalSince(now) <= window.seconds
  }

  private struct Claims: Decodable {
    var exp: Double?
    var iat: Double?
    var sub: String?
  }
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  var seconds: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
