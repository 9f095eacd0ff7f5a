import SharedCore

/// Formats amounts on bills with a currency symbol and digit grouping, by hand, so the text is the
/// same on every platform and locale: `₹1,23,45,678.90` (Indian grouping) or `€12,345,678.90`.
///
/// ```swift
/// BillAmountFormatter.rupees.string(for: try DecimalParser.parse("12345678.9"))   // "₹1,23,45,678.90"
/// BillAmountFormatter.rupees.string(for: -1500)                                   // "-₹1,500.00"
/// ```
///
/// It is SharedCore's `AmountFormatter` under the name bills code has always used.
public typealias BillAmountFormatter = AmountFormatter
