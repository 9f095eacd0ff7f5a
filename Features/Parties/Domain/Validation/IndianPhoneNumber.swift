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

/// Why text is not an Indian mobile number.
public enum IndianPhoneNumberError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Something other than digits, spaces, hyphens, brackets and a leading `+91`.
  case notDigits(String)
  /// This many digits instead of 10 (after the country or trunk prefix).
  case length(Int)
  /// Mobile numbers start with 6, 7, 8 or 9.
  case firstDigit(Character)

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .notDigits: "A phone number has only digits, spaces, hyphens and an optional +91."
    case .length(let count): "A mobile number has 10 digits, not \(count)."
    case .firstDigit(let digit): "A mobile number starts with 6, 7, 8 or 9, not \(digit)."
    }
  }
}
