/// What a row of the running totals adds up: a dashboard figure per day, or the sales of a product or
/// party per day and per month.
///
/// Every fact adds its amounts to these rows when it arrives and takes them away when its record
/// changes or goes, in the same transaction, so a figure for any range reads a few hundred rows
/// however many documents there are.
enum ReportsTotalsScope: String, Sendable, CaseIterable {
  /// Dashboard figures per day; the key is a ``ReportsMetric``.
  case metricDay = "m"
  /// A product's net sales (taxable value) and quantity per day; the key is the product id.
  case productDay = "p.d"
  /// The same per month.
  case productMonth = "p.m"
  /// A customer's net sales (invoice value) per day; the key is the party id.
  case customerDay = "c.d"
  /// The same per month.
  case customerMonth = "c.m"
  /// A vendor's net purchases (invoice value) per day; the key is the party id.
  case vendorDay = "v.d"
  /// The same per month.
  case vendorMonth = "v.m"
  /// An expense category's spending per day; the key is the category.
  case categoryDay = "e.d"
  /// The same per month.
  case categoryMonth = "e.m"

  /// The month scope that sums the same as this day scope, if any.
  var monthly: ReportsTotalsScope? {
    switch self {
    case .productDay: .productMonth
    case .customerDay: .customerMonth
    case .vendorDay: .vendorMonth
    case .categoryDay: .categoryMonth
    case .metricDay, .productMonth, .customerMonth, .vendorMonth, .categoryMonth: nil
    }
  }
}
