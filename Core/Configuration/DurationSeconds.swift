/// Converts durations to and from numbers of seconds, the unit configuration files use.
enum DurationSeconds {
  /// `duration` as (fractional) seconds.
  static func seconds(of duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}

extension KeyedEncodingContainer {
  /// Encodes `duration` as a number of seconds.
  mutating func encode(seconds duration: Duration, forKey key: Key) throws {
    try encode(DurationSeconds.seconds(of: duration), forKey: key)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a non-negative, finite number of seconds as a `Duration`.
  func decodeSeconds(forKey key: Key) throws -> Duration {
    let seconds = try decode(Double.self, forKey: key)
    guard seconds.isFinite, seconds >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a non-negative number of seconds, got \(seconds)")
    }
    return .seconds(seconds)
  }
}
