/// What a row of the running totals adds up: a dashboard figure per day, or the sales of a product or
/// party per day and per month.
///
/// Every fact adds its amounts to these rows when it arrives and takes them away when its record
/// changes or goes, in the same transaction, so a figure for any range reads a few hundred rows
/// however many documents there are.
enum ReportsTotalsScope: String, Sendable, CaseIterable {
  /// Dashboard figures per day; the key is a ``ReportsMetric``.
  case metricDay = "m"
  /// The same per month.
  case metricMonth = "m.m"
  /// The same per financial year.
  case metricYear = "m.y"
  /// A product's net sales (taxable value) and quantity per day; the key is the product id.
  case productDay = "p.d"
  /// The same per month.
  case productMonth = "p.m"
  /// The same per financial year (April to March), keyed by its first year.
  case productYear = "p.y"
  /// A customer's net sales (invoice value) per day; the key is the party id.
  case customerDay = "c.d"
  /// The same per month.
  case customerMonth = "c.m"
  /// The same per financial year.
  case customerYear = "c.y"
  /// A vendor's net purchases (invoice value) per day; the key is the party id.
  case vendorDay = "v.d"
  /// The same per month.
  case vendorMonth = "v.m"
  /// The same per financial year.
  case vendorYear = "v.y"
  /// An expense category's spending per day; the key is the category.
  case categoryDay = "e.d"
  /// The same per month.
  case categoryMonth = "e.m"
  /// The same per financial year.
  case categoryYear = "e.y"
  /// What customers owe on open documents, per due day (the issue day when there are no terms);
  /// the key is `"due"` for documents with terms and `"now"` for those without.
  case receivableDue = "ar"
  /// What the business owes vendors, the same way.
  case payableDue = "ap"

  /// The month and financial-year scopes that sum the same as this day scope, if any.
  var coarser: (month: ReportsTotalsScope, year: ReportsTotalsScope)? {
    switch self {
    case .metricDay: (.metricMonth, .metricYear)
    case .productDay: (.productMonth, .productYear)
    case .customerDay: (.customerMonth, .customerYear)
    case .vendorDay: (.vendorMonth, .vendorYear)
    case .categoryDay: (.categoryMonth, .categoryYear)
    default: nil
    }
  }
}
