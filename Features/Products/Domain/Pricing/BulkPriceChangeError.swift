import SharedCore

/// A bulk price change that cannot apply.
public enum BulkPriceChangeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The price would drop below zero.
  case negativePrice(Money)
  /// Mixed currencies or an amount out of range.
  case money(MoneyError)
  /// The product's new price, with GST and cess, would be above its MRP.
  case aboveMRP(product: String)

  /// A sentence for the screen.
  public var description: String {
    switch self {
    case .negativePrice(let price): "The change would take \(price) below zero."
    case .money(let error): "\(error)"
    case .aboveMRP(let product): "The new price of \(product) would be above its MRP."
    }
  }
}
