import Foundation
import SharedCore

/// The business's product settings.
public struct ProductsConfiguration: Sendable {
  /// The currency of every price.
  public var currency: Currency
  /// The GST rates a product may carry.
  public var allowedGSTRates: Set<Decimal>
  /// The business's custom fields.
  public var customFields: [ProductCustomField]
  /// Whether stock may go below zero.
  public var stockPolicy: StockPolicy
  /// When stock alerts are raised.
  public var alertRules: StockAlertRules
  /// The time zone that decides what "today" is for expiry dates.
  public var timeZone: TimeZone

  /// Settings for a shop in India by default: rupees, the GST rate table, no negative stock, 30 days'
  /// notice of expiry, Indian Standard Time.
  public init(
    currency: Currency = .inr, allowedGSTRates: Set<Decimal> = GSTRate.allowed, customFields: [ProductCustomField] = [],
    stockPolicy: StockPolicy = StockPolicy(), alertRules: StockAlertRules = StockAlertRules(),
    timeZone: TimeZone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
  ) {
    self.currency = currency
    self.allowedGSTRates = allowedGSTRates
    self.customFields = customFields
    self.stockPolicy = stockPolicy
    self.alertRules = alertRules
    self.timeZone = timeZone
  }

  /// The validator for these settings.
  public var validator: ProductValidator {
    ProductValidator(currency: currency, allowedGSTRates: allowedGSTRates, customFields: customFields)
  }
}
