import Foundation
import IndiaTax
import SharedCore

extension Product {
  /// What a buyer pays at the sale price: the price itself when it includes tax, else the price with
  /// GST and cess added, rounded half up to the currency's minor unit; `nil` without a sale price.
  public var consumerPrice: Money? {
    guard let salePrice else { return nil }
    guard !pricesIncludeTax else { return salePrice }
    let percent = (gstRate?.percent ?? 0) + (cessPercent ?? 0)
    return try? Money(
      rounding: salePrice.amount + salePrice.multiplied(by: percent / 100), currency: salePrice.currency)
  }

  /// Whether the ``consumerPrice`` is above the MRP: the maximum retail price, which India's Legal
  /// Metrology (Packaged Commodities) Rules, 2011 define as inclusive of all taxes.
  public var isPricedAboveMRP: Bool {
    guard let mrp, let price = consumerPrice, price.currency == mrp.currency else { return false }
    return price.minorUnits > mrp.minorUnits
  }
}
