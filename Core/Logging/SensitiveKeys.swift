/// Decides which metadata keys, header names and `key=value` keys hold secrets.
///
/// Matching ignores case, `-` and `_`, so `X-API-Key`, `x_api_key` and `apiKey` are all one key.
/// A key is sensitive when it equals one of ``exactNames`` (short names such as `pan`, which
/// would be too eager as fragments) or contains one of ``fragments`` (`refresh_token`,
/// `client_secret`, `set-cookie`).
public struct SensitiveKeys: Sendable, Hashable {
  /// Normalised names that are sensitive only as whole keys.
  public var exactNames: Set<String>
  /// Normalised fragments that make any key containing them sensitive.
  public var fragments: [String]

  /// The default set: credentials, tokens, API keys, cookies, secrets and payment-card data.
  public static let standard = SensitiveKeys(
    exactNames: ["card", "cardnumber", "pan", "cvv", "cvv2", "cvc", "cvc2", "pin", "otp", "ssn", "auth"],
    fragments: [
      "authorization", "password", "passwd", "passphrase", "token", "apikey", "secret", "cookie",
      "credential", "privatekey", "signature", "sessionid",
    ]
  )

  /// Creates a key set from names and fragments (normalised for you).
  public init(exactNames: Set<String>, fragments: [String]) {
    self.exactNames = Set(exactNames.map(Self.normalise))
    self.fragments = fragments.map(Self.normalise)
  }

  /// Whether values stored under `key` must be masked.
  public func contains(_ key: String) -> Bool {
    let normalised = Self.normalise(key)
    let bytes = Array(normalised.utf8)
    return exactNames.contains(normalised) || fragments.contains { bytes.containsSubsequence(Array($0.utf8)) }
  }

  private static func normalise(_ key: String) -> String {
    String(key.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
  }
}

extension [UInt8] {
  /// Whether `needle` occurs contiguously in the array (naive search; needles are short).
  func containsSubsequence(_ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
    let first = needle[0]
    for start in 0...(count - needle.count) where self[start] == first {
      var offset = 1
      while offset < needle.count, self[start + offset] == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
    }
    return false
  }
}
