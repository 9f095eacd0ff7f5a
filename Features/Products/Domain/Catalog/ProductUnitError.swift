/// A unit definition or conversion that does not hold.
public enum ProductUnitError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A unit without a name.
  case emptyName
  /// A conversion factor of zero or less.
  case nonPositiveFactor(unit: String)
  /// The same unit twice.
  case duplicateUnit(String)
  /// A unit the product is not counted in.
  case unknownUnit(String)

  /// A sentence for the form.
  public var description: String {
    switch self {
    case .emptyName: "A unit needs a name."
    case .nonPositiveFactor(let unit): "One \(unit) must be more than zero base units."
    case .duplicateUnit(let unit): "The unit \(unit) is listed twice."
    case .unknownUnit(let unit): "The product is not counted in \(unit)."
    }
  }
}
