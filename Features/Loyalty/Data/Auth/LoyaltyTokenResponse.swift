import Foundation
import SharedCore

/// Reads the token pair of a sign-in or refresh answer:
/// `{"status": 1, "tokens": {"access_token", "refresh_token", …}}` (or the pair at the top level).
public enum LoyaltyTokenResponse {
  /// The pair, with the expiry from the access token's JWT `exp`.
  /// - Throws: `AppError/decoding(path:reason:)` for a failure status or a missing access token.
  public static func tokens(from response: JSONValue) throws(AppError) -> AuthTokens {
    let flat = LoyaltyContextResponse(response)
    guard flat.status == 1 else {
      throw .decoding(path: "status", reason: "the platform answered status \(flat.status.map(String.init) ?? "none")")
    }
    let holder = flat["tokens"] ?? flat["result"] ?? .object(flat.json)
    guard let access = holder["access_token"]?.stringValue, !access.isEmpty else {
      throw .decoding(path: "tokens.access_token", reason: "missing")
    }
    let expiry = (try? JWT(access))?.expiresAt
    return AuthTokens(accessToken: access, refreshToken: holder["refresh_token"]?.stringValue, expiresAt: expiry)
  }
}
