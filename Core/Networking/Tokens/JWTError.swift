/// Why a string is not a readable JWT.
public enum JWTError: Error, Sendable, Hashable {
  /// A compact JWS has exactly three dot-separated parts; this many were found.
  case wrongPartCount(Int)
  /// The named part is not base64url.
  case invalidBase64(part: String)
  /// The named part is not a JSON object.
  case invalidJSON(part: String)
  /// The named claim has the wrong type (e.g. `exp` is not a NumericDate).
  case invalidClaim(String)
}
