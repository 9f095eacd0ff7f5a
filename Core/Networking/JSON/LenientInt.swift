import Foundation

/// Decodes an `Int` sent either as a JSON number (`1`) or as a numeric string (`"1"`), as some
/// backends do (Warply's status fields).
///
/// ```swift
/// struct CouponDTO: Decodable { @LenientInt var status: Int }
/// ```
@propertyWrapper
public struct LenientInt: Codable, Sendable, Hashable {
  /// The decoded value.
  public var wrappedValue: Int

  /// Wraps a value.
  public init(wrappedValue: Int) { self.wrappedValue = wrappedValue }

  /// Decodes a number or a numeric string; anything else is a `typeMismatch` at this key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      wrappedValue = number
    } else if let text = try? container.decode(String.self),
      let number = Int(text.trimmingWhitespace())
    {
      wrappedValue = number
    } else {
      throw DecodingError.typeMismatch(
        Int.self,
        .init(codingPath: decoder.codingPath, debugDescription: "Expected an integer or a numeric string"))
    }
  }

  /// Encodes as a JSON number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}
