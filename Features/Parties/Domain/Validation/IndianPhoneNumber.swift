import Foundation
import SharedCore

/// An Indian mobile number: 10 digits starting 6–9, written with or without `+91`, `91` or `0`,
/// spaces and hyphens (`+91 98765-43210`).
public struct IndianPhoneNumber: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The 10 digits.
  public let digits: String

  /// Reads a phone number.
  /// - Throws: ``IndianPhoneNumberError``.
  public init(_ text: String) throws(IndianPhoneNumberError) {
    var compact = text.filter { !$0.isWhitespace && $0 != "-" && $0 != "(" && $0 != ")" }
    if compact.hasPrefix("+91") {
      compact.removeFirst(3)
    } else if compact.count == 12, compact.hasPrefix("91") {
      compact.removeFirst(2)
    } else if compact.count == 11, compact.hasPrefix("0") {
      compact.removeFirst()
    }
    guard compact.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notDigits(text) }
    guard compact.count == 10 else { throw .length(compact.count) }
    guard let first = compact.first, "6789".contains(first) else { throw .firstDigit(compact.first ?? "0") }
    digits = compact
  }

  /// `+91 98765 43210`.
  public var description: String { "+91 \(digits.prefix(5)) \(digits.suffix(5))" }

  /// Decodes the 10 digits (any accepted spelling).
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try IndianPhoneNumber($0) }
  }

  /// Encodes the 10 digits.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(digits)
  }
}
