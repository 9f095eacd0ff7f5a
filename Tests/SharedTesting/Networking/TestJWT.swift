import Foundation

/// Builds unsigned JSON Web Tokens for tests (the client never verifies signatures).
public enum TestJWT {
  /// A compact JWT whose payload holds `sub`, `exp` (when `expiresAt` is given) and a unique `jti`,
  /// base64url-encoded without padding as RFC 7515 requires.
  public static func make(subject: String = "demo", expiresAt: Date? = nil, id: String = UUID().uuidString) -> String {
    var claims: [String: Any] = ["sub": subject, "jti": id]
    if let expiresAt { claims["exp"] = Int(expiresAt.timeIntervalSince1970) }
    let header = encode(["alg": "HS256", "typ": "JWT"])
    return header + "." + encode(claims) + ".c2lnbmF0dXJl"
  }

  /// Base64url without padding of the JSON serialisation of `object`.
  public static func encode(_ object: [String: Any]) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return data.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }
}
