/// Which way a document moves stock.
public enum StockPostingKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// Sold: stock goes out.
  case sale
  /// Bought: stock comes in (and with it, batches and serial numbers).
  case purchase
  /// A sale returned: stock comes back (the batches and serials that went out).
  case saleReturn
  /// A purchase returned to the supplier: stock goes out.
  case purchaseReturn

  /// Whether stock comes in.
  public var isInbound: Bool {
    switch self {
    case .purchase, .saleReturn: true
    case .sale, .purchaseReturn: false
    }
  }

  /// The movement that undoes this one (a cancelled sale comes back as a sale return).
  public var reversal: StockPostingKind {
    switch self {
    case .sale: .saleReturn
    case .saleReturn: .sale
    case .purchase: .purchaseReturn
    case .purchaseReturn: .purchase
    }
  }
}
