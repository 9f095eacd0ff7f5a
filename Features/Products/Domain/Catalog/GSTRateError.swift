/// A GST rate that could not be read.
public enum GSTRateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is not a number.
  case notANumber(String)
  /// A number that is not an allowed rate.
  case notAllowed(String)

  /// A sentence for the form.
  public var description: String {
    switch self {
    case .notANumber: "Enter the GST rate as a number, such as 18."
    case .notAllowed(let rate): "\(rate)% is not a GST rate."
    }
  }
}
