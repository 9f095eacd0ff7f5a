/// A payment card number checked on input (digits only, 12…19 of them, Luhn) and never shown or
/// logged in full: its descriptions are masked.
public struct LoyaltyCardNumber: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The digits, for the request that adds the card; do not store or log them.
  public let digits: String

  /// Checks `text` (spaces and dashes allowed between digits).
  /// - Throws: ``WarplyError/invalidInput(field:reason:)`` for a wrong length, a non-digit or a
  ///   failed Luhn check; the message never repeats the number.
  public init(_ text: String) throws(WarplyError) {
    let digits = text.filter { $0 != " " && $0 != "-" }
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
      throw .invalidInput(field: "cardNumber", reason: "only digits, spaces and dashes are allowed")
    }
    guard (12...19).contains(digits.count) else {
      throw .invalidInput(field: "cardNumber", reason: "a card number has 12 to 19 digits, got \(digits.count)")
    }
    guard Self.passesLuhn(digits) else { throw .invalidInput(field: "cardNumber", reason: "the Luhn check fails") }
    self.digits = digits
  }

  /// Whether `digits` passes the Luhn (mod 10) check.
  public static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (index, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue else { return false }
      let value = index.isMultiple(of: 2) ? digit : digit * 2
      sum += value > 9 ? value - 9 : value
    }
    return sum.isMultiple(of: 10)
  }

  /// `**** **** **** 1234`: the last four digits of whatever `text` holds.
  public static func mask(_ text: String) -> String {
    let digits = text.filter(\.isNumber)
    return digits.isEmpty ? "" : "**** **** **** " + String(digits.suffix(4))
  }

  /// The masked number.
  public var description: String { Self.mask(digits) }

  /// The masked number.
  public var debugDescription: String { description }

  /// Masked, so `dump` and debuggers never show the number.
  public var customMirror: Mirror { Mirror(self, children: ["digits": description], displayStyle: .struct) }
}
