import Foundation
import SharedCore

// Decimals travel as strings ("12.5"): a JSON number would pass through `Double` and lose exactness.

extension KeyedDecodingContainer {
  func decodeExactDecimal(forKey key: Key) throws -> Decimal {
    let text = try decode(String.self, forKey: key)
    guard let value = try? DecimalParser.parse(text) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\"\(text)\" is not a decimal")
    }
    return value
  }

  func decodeExactDecimalIfPresent(forKey key: Key) throws -> Decimal? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeExactDecimal(forKey: key)
  }
}

extension KeyedEncodingContainer {
  mutating func encodeExactDecimal(_ value: Decimal, forKey key: Key) throws {
    try encode(value.plainString, forKey: key)
  }

  mutating func encodeExactDecimalIfPresent(_ value: Decimal?, forKey key: Key) throws {
    if let value { try encodeExactDecimal(value, forKey: key) }
  }
}
