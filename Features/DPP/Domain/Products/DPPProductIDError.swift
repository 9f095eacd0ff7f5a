import SharedCore

/// Why a product id was rejected.
public enum DPPProductIDError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing before the `:`.
  case emptyGTIN
  /// The GTIN is not 14 digits.
  case malformedGTIN(String)
  /// The GTIN's check digit is wrong.
  case checkDigit(String)
  /// A `:` with nothing after it.
  case emptySerial
  /// The serial is longer than 20 characters or has a character outside GS1 set 82.
  case malformedSerial(String)

  /// A one-line explanation naming the part.
  public var description: String {
    switch self {
    case .emptyGTIN: "id: the GTIN before ':' is empty"
    case .malformedGTIN(let gtin): "id: GTIN \"\(gtin)\" must be 14 digits"
    case .checkDigit(let gtin): "id: GTIN \"\(gtin)\" has a wrong check digit"
    case .emptySerial: "id: the serial after ':' is empty"
    case .malformedSerial(let serial): "id: serial \"\(serial)\" must be 1–20 GS1 AI (21) characters"
    }
  }

  /// The error as a field validation failure on `id`.
  public var appError: AppError {
    .validation([AppError.FieldError(field: "id", message: description, code: "invalidProductID")])
  }
}
