import Foundation

/// Parses the `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
public enum RetryAfter {
  /// The delay `value` asks for, measured from `now`; `nil` when it is neither form.
  ///
  /// A date in the past yields zero. Accepts IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the
  /// obsolete RFC 850 form and asctime, as RFC 9110 §5.6.7 requires recipients to.
  public static func parse(_ value: String, now: Date) -> Duration? {
    let text = value.trimmingWhitespace()
    if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
      guard let seconds = Int64(text) else { return nil }
      return .seconds(seconds)
    }
    guard let date = httpDate(text) else { return nil }
    let seconds = max(0, date.timeIntervalSince(now))
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  private static let formats = [
    "EEE, dd MMM yyyy HH:mm:ss zzz",  // IMF-fixdate
    "EEEE, dd-MMM-yy HH:mm:ss zzz",  // RFC 850
    "EEE MMM d HH:mm:ss yyyy",  // asctime
  ]

  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }
}
