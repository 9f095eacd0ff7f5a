import Foundation

/// Redacts secrets from log text and metadata before anything is written.
///
/// It masks, in this order:
/// 1. values of sensitive keys in `key=value`, `key: value`, `"key":"value"` and query-string
///    pairs (`?access_token=…`), using ``SensitiveKeys``;
/// 2. HTTP credentials after `Bearer` / `Basic` (RFC 6750 §2.1, RFC 7617 §2);
/// 3. credentials in URLs (`https://user:password@host`, RFC 3986 §3.2.1) and JWT-shaped
///    strings: three base64url segments, the first a JSON header (`eyJ…`, RFC 7519);
/// 4. payment-card numbers: 13–19 digits, optionally grouped by spaces or dashes, that pass the
///    Luhn check (ISO/IEC 7812), keeping only the last four digits.
///
/// Masking is pure and deterministic. A long digit run that happens to be Luhn-valid (one in ten)
/// is masked too; hiding a harmless number is the price of never printing a card number.
public struct LogMasker: Sendable {
  /// What replaces a secret.
  public static let redaction = "***"

  /// The keys whose values are secrets.
  public var sensitiveKeys: SensitiveKeys
  /// Whether secrets are masked; when `false` every text passes through unchanged.
  public var isEnabled: Bool

  /// Creates a masker for `sensitiveKeys`.
  public init(sensitiveKeys: SensitiveKeys = .standard, isEnabled: Bool = true) {
    self.sensitiveKeys = sensitiveKeys
    self.isEnabled = isEnabled
  }

  /// A masker following `settings.masksSensitiveData` (keep it on outside tests of logging itself).
  public init(settings: CoreConfiguration.LoggingSettings) {
    self.init(isEnabled: settings.masksSensitiveData)
  }

  /// Returns `text` with every secret replaced (unchanged when masking is off).
  public func mask(_ text: String) -> String {
    guard isEnabled else { return text }
    // Cheap pre-checks skip the regular expressions for the common line with nothing to hide.
    var result = text
    if mayContainSensitiveKey(text) {
      result = replacing(Patterns.keyValue, in: result) { match in
        guard sensitiveKeys.contains(match.group(2)) else { return nil }
        let value = match.group(4)
        let quote = value.first.map { $0 == "\"" || $0 == "'" ? String($0) : "" } ?? ""
        return match.group(1) + match.group(2) + match.group(1) + match.group(3) + quote + Self.redaction + quote
      }
    }
    let lowered = Array(result.utf8).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    if lowered.containsSubsequence(Array("bearer".utf8)) || lowered.containsSubsequence(Array("basic".utf8)) {
      result = replacing(Patterns.authorizationScheme, in: result) { match in
        match.group(1) + " " + Self.redaction
      }
    }
    if Array(result.utf8).containsSubsequence(Array("://".utf8)) {
      result = replacing(Patterns.urlCredentials, in: result) { _ in Self.redaction + "@" }
    }
    if Array(result.utf8).containsSubsequence(Array("eyJ".utf8)) {
      result = replacing(Patterns.jwt, in: result) { _ in Self.redaction }
    }
    if result.utf8.lazy.filter({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count >= 13 {
      result = replacing(Patterns.cardNumber, in: result) { match in
        let digits = match.group(0).filter { $0.isASCII && $0.isNumber }
        guard Luhn.isValid(digits) else { return nil }
        return "****" + String(digits.suffix(4))
      }
    }
    return result
  }

  /// Returns `metadata` with values of sensitive keys redacted and all other values masked.
  public func mask(metadata: [String: String]) -> [String: String] {
    guard isEnabled else { return metadata }
    return metadata.reduce(into: [:]) { result, entry in
      result[entry.key] = sensitiveKeys.contains(entry.key) ? Self.redaction : mask(entry.value)
    }
  }

  /// Returns `record` with its message and metadata masked.
  public func mask(_ record: LogRecord) -> LogRecord {
    var masked = record
    masked.message = mask(record.message)
    masked.metadata = mask(metadata: record.metadata)
    return masked
  }

  // MARK: - Matching

  /// Whether any sensitive key could occur in `text`; `false` proves the key-value pass is moot.
  ///
  /// Works on ASCII-lowercased UTF-8 bytes with `-` and `_` removed, because Foundation's
  /// `String.contains` costs microseconds per call on Linux.
  private func mayContainSensitiveKey(_ text: String) -> Bool {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 where byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
      bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
    }
    return sensitiveKeys.fragments.contains { bytes.containsSubsequence(Array($0.utf8)) }
      || sensitiveKeys.exactNames.contains { bytes.containsSubsequence(Array($0.utf8)) }
  }

  private func replacing(
    _ regex: NSRegularExpression?,
    in text: String,
    with replacement: (Match) -> String?
  ) -> String {
    guard let regex, !text.isEmpty else { return text }
    let source = text as NSString
    var result = ""
    var cursor = 0
    for found in regex.matches(in: text, range: NSRange(location: 0, length: source.length)) {
      let match = Match(result: found, source: source)
      guard let replaced = replacement(match) else { continue }
      result += source.substring(with: NSRange(location: cursor, length: found.range.location - cursor))
      result += replaced
      cursor = found.range.location + found.range.length
    }
    guard cursor > 0 else { return text }
    return result + source.substring(from: cursor)
  }
}

// MARK: - Patterns

extension LogMasker {
  /// One regular-expression match with safe access to its capture groups.
  fileprivate struct Match {
    let result: NSTextCheckingResult
    let source: NSString

    /// The text of group `index`, or `""` when the group did not participate.
    func group(_ index: Int) -> String {
      guard index < result.numberOfRanges else { return "" }
      let range = result.range(at: index)
      return range.location == NSNotFound ? "" : source.substring(with: range)
    }
  }

  /// The compiled expressions; compiled once, `nil` only if a literal below were malformed.
  fileprivate enum Patterns {
    /// Groups: 1 optional quote, 2 key, 3 separator with spacing, 4 value.
    static let keyValue = compile(
      #"(["']?)([A-Za-z][A-Za-z0-9_.\-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'[^']*'|"#
        + #"(?:(?:Bearer|Basic)\s+)?[^\s&,;"'}\]]+)"#,
      options: [.caseInsensitive]
    )
    /// Group 1: the scheme. The credential must be at least 8 token68 characters.
    static let authorizationScheme = compile(
      #"\b(Bearer|Basic)\s+(?!\*\*\*)[A-Za-z0-9\-._~+/]{8,}=*"#,
      options: [.caseInsensitive]
    )
    /// `user:password@` after a URL scheme (RFC 3986 §3.2.1 userinfo).
    static let urlCredentials = compile(#"(?<=://)[^/\s:@]+:[^/\s@]+@"#)
    static let jwt = compile(#"\beyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]*"#)
    static let cardNumber = compile(#"(?<![0-9])[0-9](?:[ \-]?[0-9]){12,18}(?![0-9])"#)

    private static func compile(
      _ pattern: String,
      options: NSRegularExpression.Options = []
    ) -> NSRegularExpression? {
      try? NSRegularExpression(pattern: pattern, options: options)
    }
  }
}

/// The Luhn (mod 10) check digit algorithm of ISO/IEC 7812-1 Annex B.
enum Luhn {
  /// Whether `digits` (ASCII digits only) has a valid Luhn check digit.
  static func isValid(_ digits: String) -> Bool {
    var sum = 0
    for (offset, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue else { return false }
      if offset.isMultiple(of: 2) {
        sum += digit
      } else {
        sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
      }
    }
    return !digits.isEmpty && sum.isMultiple(of: 10)
  }
}
