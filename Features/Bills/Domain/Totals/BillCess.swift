import Foundation

/// The GST compensation cess on a line: ad valorem (a percentage of the taxable value), specific (an
/// amount per unit of quantity), or both.
public struct BillCess: Sendable, Hashable, Codable {
  /// The ad valorem rate in percent of the taxable value (`12`), zero when there is none.
  public var rate: Decimal
  /// The specific amount per unit of quantity (`400` rupees per thousand sticks is `0.4` per stick).
  public var amountPerUnit: Decimal

  /// A cess.
  public init(rate: Decimal = 0, amountPerUnit: Decimal = 0) {
    self.rate = rate
    self.amountPerUnit = amountPerUnit
  }
}
