import Foundation

/// Formats the sync cursor as ISO 8601 with exact milliseconds (`2026-11-24T10:00:00.123Z`): the
/// backend stamps each change to the millisecond, so the cursor must not lose or round one.
enum WalletTimestamp {
  static func string(from date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
    let fraction = milliseconds - seconds * 1000
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    let whole = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    let digits = String(fraction)
    return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
  }
}
