/// A key database version: decimal numbers separated by dots, compared numerically part by part
/// (`"1.10"` is above `"1.9"`, `"2"` equals `"2.0"`).
public struct WalletKeyDatabaseVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The numbers, trailing zeros removed.
  public let components: [UInt64]
  /// The text it was read from.
  public let description: String

  /// Reads `"12"` or `"1.4.2"`.
  /// - Throws: ``WalletKeyDatabaseError/malformed(field:reason:)`` for anything else.
  public init(_ text: String) throws(WalletKeyDatabaseError) {
    var parts: [UInt64] = []
    for part in text.split(separator: ".", omittingEmptySubsequences: false) {
      guard !part.isEmpty, part.utf8.allSatisfy({ (48...57).contains($0) }), let number = UInt64(part) else {
        throw .malformed(field: "version", reason: "\"\(text)\" is not dotted decimal numbers")
      }
      parts.append(number)
    }
    while parts.last == 0 { parts.removeLast() }
    components = parts
    description = text
  }

  /// Whether `lhs` is an older version than `rhs`.
  public static func < (lhs: WalletKeyDatabaseVersion, rhs: WalletKeyDatabaseVersion) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }

  /// Versions are equal when their numbers are (`"2"` and `"2.0"`).
  public static func == (lhs: WalletKeyDatabaseVersion, rhs: WalletKeyDatabaseVersion) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the numbers.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
