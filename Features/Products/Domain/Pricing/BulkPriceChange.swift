import Foundation
import SharedCore

/// A change to many products' sale prices at once: a percentage or a fixed amount, up or down,
/// rounded half up to the currency's minor unit (the paisa).
public enum BulkPriceChange: Sendable, Hashable {
  /// Add `percent` percent (negative to lower prices): `10` raises ₹99.99 to ₹109.99 (109.989 → 109.99).
  case percent(Decimal)
  /// Add `amount` (negative to lower prices).
  case amount(Money)

  /// `price` after the change.
  /// - Throws: ``BulkPriceChangeError`` when the result would be negative, the currencies differ, or
  ///   the amount is out of range.
  public func apply(to price: Money) throws(BulkPriceChangeError) -> Money {
    let result: Money
    do {
      switch self {
      case .percent(let percent):
        result = try Money(rounding: price.amount + price.multiplied(by: percent / 100), currency: price.currency)
      case .amount(let amount):
        result = try price.adding(amount)
      }
    } catch {
      throw .money(error)
    }
    guard !result.isNegative else { throw .negativePrice(price) }
    return result
  }

  /// The products of `category` (all when `nil`, compared case-insensitively) with a sale price, each
  /// with its new price. Archived products are left alone.
  /// - Throws: ``BulkPriceChangeError`` for the first product the change cannot apply to (a price
  ///   below zero, or above the product's MRP once GST and cess are added); nothing is changed then.
  public func apply(to products: [Product], category: String?) throws(BulkPriceChangeError) -> [Product] {
    var changed: [Product] = []
    for var product in products where !product.isArchived {
      if let category, product.category?.caseInsensitiveCompare(category) != .orderedSame { continue }
      guard let price = product.salePrice else { continue }
      product.salePrice = try apply(to: price)
      for index in product.variants.indices {
        if let variantPrice = product.variants[index].salePrice {
          product.variants[index].salePrice = try apply(to: variantPrice)
        }
      }
      guard !product.isPricedAboveMRP else { throw .aboveMRP(product: product.name) }
      changed.append(product)
    }
    return changed
  }
}
