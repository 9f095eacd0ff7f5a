import Foundation
import SharedCore

/// The JSON settings of the wallet backend: ISO 8601 dates, and amounts as JSON numbers read exactly.
///
/// Amounts travel as JSON numbers (`25.5`) but are held as `Money` in whole minor units: a number is
/// read from its text as a `Decimal` (never through `Double`), and one with more fraction digits than
/// the wallet's currency allows is refused with the field's path rather than rounded. The currency
/// comes from the decoder, so decode with ``makeDecoder(currency:)``.
///
/// ```swift
/// let decoder = WalletCoding.makeDecoder(currency: .inr)
/// let balance = try decoder.decode(WalletBalance.self, from: data)
/// ```
public enum WalletCoding {
  /// The `userInfo` key under which a decoder carries the wallet's `Currency` (the standard
  /// library's initializer is failable but accepts every string).
  static let currencyKey = CodingUserInfoKey(rawValue: "WalletFeature.currency")

  /// A decoder for the wallet backend whose amounts are in `currency`.
  public static func makeDecoder(currency: Currency) -> JSONDecoder {
    let decoder = JSONCoders.makeDecoder()
    configure(decoder, currency: currency)
    return decoder
  }

  /// Makes an existing decoder (a shared pipeline's) read wallet amounts in `currency`.
  public static func configure(_ decoder: JSONDecoder, currency: Currency) {
    if let currencyKey { decoder.userInfo[currencyKey] = currency }
  }

  /// An encoder for the wallet backend: ISO 8601 dates, sorted keys, amounts as exact JSON numbers.
  public static func makeEncoder() -> JSONEncoder {
    JSONCoders.makeEncoder()
  }

  /// The currency a decoder was configured with.
  static func currency(in decoder: any Decoder) throws -> Currency {
    guard let currencyKey, let currency = decoder.userInfo[currencyKey] as? Currency else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "No wallet currency: decode with WalletCoding.makeDecoder(currency:)"))
    }
    return currency
  }
}
