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
