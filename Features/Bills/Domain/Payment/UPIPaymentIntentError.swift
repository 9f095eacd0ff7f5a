/// A value a ``UPIPaymentIntent`` refuses: the link parameter it was for, the value, and what is wrong.
public struct UPIPaymentIntentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The link parameters a caller gives.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// `pa`: the payee's virtual payment address.
    case payeeAddress = "pa"
    /// `pn`: the payee's name.
    case payeeName = "pn"
    /// `am`: the amount.
    case amount = "am"
    /// `tn`: the note.
    case note = "tn"
    /// `tr`: the transaction reference.
    case transactionReference = "tr"
    /// `mc`: the merchant category code.
    case merchantCode = "mc"

    /// The parameter in words: `payee address`, `amount`.
    public var name: String {
      switch self {
      case .payeeAddress: "payee address"
      case .payeeName: "payee name"
      case .amount: "amount"
      case .note: "note"
      case .transactionReference: "transaction reference"
      case .merchantCode: "merchant code"
      }
    }
  }

  /// What is wrong with a value.
  public enum Reason: Sendable, Hashable {
    /// Empty, or only white space.
    case empty
    /// Longer than allowed: `length` characters where at most `maximum` are allowed.
    case tooLong(length: Int, maximum: Int)
    /// An address with no `@` between its handle and its payment service provider.
    case missingAtSign
    /// An address whose handle, before `@`, is not 2–256 characters long.
    case handleLength(Int)
    /// An address whose payment service provider, after `@`, is not 3–64 letters long.
    case providerLength(Int)
    /// A character not allowed there, at its 1-based position in the value.
    case invalidCharacter(Character, position: Int)
    /// An amount of zero or less.
    case notPositive
    /// An amount with more than two decimals.
    case tooManyFractionDigits(Int)
    /// An amount too large to be paid.
    case outOfRange
    /// A merchant category code of other than four digits.
    case wrongLength(Int)
  }

  /// The parameter the value was for.
  public let parameter: Parameter
  /// The value as given (an amount in plain decimal notation).
  public let value: String
  /// What is wrong with it.
  public let reason: Reason

  /// Creates an error for `value` of `parameter`.
  public init(parameter: Parameter, value: String, reason: Reason) {
    self.parameter = parameter
    self.value = value
    self.reason = reason
  }

  /// What is wrong, naming the parameter: `payee address (pa) "shop@ok" is wrong: …`.
  public var description: String {
    let what =
      switch reason {
      case .empty: "it is empty"
      case .tooLong(let length, let maximum): "it has \(length) characters; at most \(maximum) are allowed"
      case .missingAtSign: "it has no \"@\" between a handle and a payment service provider, as in name@okaxis"
      case .handleLength(let length): "its handle before \"@\" has \(length) characters; 2–256 are allowed"
      case .providerLength(let length):
        "its payment service provider after \"@\" has \(length) characters; 3–64 letters are allowed"
      case .invalidCharacter(let character, let position):
        "\"\(character)\" at position \(position) is not allowed there"
      case .notPositive: "it is not more than zero"
      case .tooManyFractionDigits(let digits): "it has \(digits) decimals; at most 2 are allowed"
      case .outOfRange: "it is too large"
      case .wrongLength(let length): "it has \(length) characters; a merchant category code has 4 digits"
      }
    return "\(parameter.name) (\(parameter.rawValue)) \"\(value)\" is wrong: \(what)"
  }
}
