import SharedCore

extension KeyedEncodingContainer {
  /// Writes an amount as an exact JSON number (`25.5`).
  mutating func encodeWalletAmount(_ money: Money, forKey key: Key) throws {
    try encode(money.amount, forKey: key)
  }
}
