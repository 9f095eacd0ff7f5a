import Foundation

/// Decodes money and other exact quantities as `Decimal` from a string (`"12.30"`, preferred: no
/// binary rounding) or an integer JSON number. Never goes through `Double`.
///
/// ```swift
/// struct BalanceDTO: Decodable { @LenientDecimal var amount: Decimal }
/// ```
@propertyWrapper
public struct LenientDecimal: Codable, Sendable, Hashable {
  /// The decoded value.
  public var wrappedValue: Decimal

  /// Wraps a value.
  public init(wrappedValue: Decimal) { self.wrappedValue = wrappedValue }

  /// Decodes a numeric string or an integer; anything else is a `typeMismatch` at this key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      guard let value = Self.parse(text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a decimal number: \"\(text)\"")
      }
      wrappedValue = value
    } else if let integer = try? container.decode(Int64.self) {
      wrappedValue = Decimal(integer)
    } else {
      throw DecodingError.typeMismatch(
        Decimal.self,
        .init(codingPath: decoder.codingPath, debugDescription: "Expected a decimal string or an integer"))
    }
  }

  /// Encodes as a string, so no reader parses it as a binary floating-point number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(wrappedValue)")
  }

  /// Parses `-12.30` style text (POSIX: `.` as separator, no grouping); `nil` for anything else.
  static func parse(_ text: String) -> Decimal? {
    let trimmed = text.trimmingWhitespace()
    let body = trimmed.hasPrefix("-") || trimmed.hasPrefix("+") ? trimmed.dropFirst() : Substring(trimmed)
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard !body.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      !(parts.first?.isEmpty ?? true)
    else { return nil }
    return Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
