import Foundation
import SharedCore

extension KeyedDecodingContainer {
  /// Reads an amount in `currency` from a JSON number (or a numeric string), exactly.
  /// - Throws: `DecodingError.dataCorrupted` at this key for more fraction digits than `currency`
  ///   has, text that is not a number, or an amount beyond 64-bit minor units.
  func decodeWalletAmount(forKey key: Key, currency: Currency) throws -> Money {
    let value: Decimal
    if let number = try? decode(Decimal.self, forKey: key) {
      value = number
    } else {
      let text = try decode(String.self, forKey: key)
      do {
        value = try DecimalParser.parse(text)
      } catch {
        throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
      }
    }
    let digits = value.fractionDigitCount
    guard digits <= currency.minorUnitDigits else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription:
          "\(value.plainString) has \(digits) fraction digits; \(currency.code) allows \(currency.minorUnitDigits)")
    }
    do {
      return try Money(rounding: value, currency: currency)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
    }
  }

  /// Reads an optional amount in `currency`; `nil` when the key is absent or `null`.
  func decodeWalletAmountIfPresent(forKey key: Key, currency: Currency) throws -> Money? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeWalletAmount(forKey: key, currency: currency)
  }
}
