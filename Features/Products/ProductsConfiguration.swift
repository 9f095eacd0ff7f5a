import Foundation
import IndiaTax
import SharedCore

/// The business's product settings.
public struct ProductsConfiguration: Sendable {
  /// The currency of every price.
  public var currency: Currency
  /// The GST rates by date: a product entered or edited today must carry a rate in force today for
  /// its HSN code.
  public var gstRates: GSTRateTable
  /// The business's custom fields.
  public var customFields: [ProductCustomField]
  /// Whether stock may go below zero.
  public var stockPolicy: StockPolicy
  /// When stock alerts are raised.
  public var alertRules: StockAlertRules
  /// The time zone that decides what "today" is for expiry dates.
  public var timeZone: TimeZone

  /// Settings for a shop in India by default: rupees, India's GST rate table, no negative stock, 30
  /// days' notice of expiry, Indian Standard Time.
  public init(
    currency: Currency = .inr, gstRates: GSTRateTable = .india, customFields: [ProductCustomField] = [],
    stockPolicy: StockPolicy = StockPolicy(), alertRules: StockAlertRules = StockAlertRules(),
    timeZone: TimeZone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
  ) {
    self.currency = currency
    self.gstRates = gstRates
    self.customFields = customFields
    self.stockPolicy = stockPolicy
    self.alertRules = alertRules
    self.timeZone = timeZone
  }

  /// The validator for these settings, for products entered on `date` (the catalog's today).
  public func validator(on date: CalendarDate) -> ProductValidator {
    ProductValidator(currency: currency, gstRates: gstRates, customFields: customFields, on: date)
  }
}
