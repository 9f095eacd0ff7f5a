/// A dashboard figure kept as a running total per day, in minor units.
enum ReportsMetric: String, Sendable, CaseIterable {
  /// Outward invoice value, taxes included, net of credit notes and plus debit notes.
  case sales
  /// The same, taxable value only.
  case salesTaxable
  /// GST charged on outward documents (all heads and cess).
  case outputTax
  /// Inward bill value, taxes included, net of notes.
  case purchases
  /// The same, taxable value only.
  case purchasesTaxable
  /// GST on inward documents that may be claimed as input tax credit.
  case purchaseInputTax
  /// Expenses paid, taxes included.
  case expenses
  /// Expenses without the GST claimed back as input tax credit.
  case expensesNet
  /// GST on expenses that may be claimed as input tax credit.
  case expenseInputTax
  /// Cash received.
  case cashIn
  /// Cash paid out (payments and expenses).
  case cashOut
  /// Money received into a bank account.
  case bankIn
  /// Money paid from a bank account (payments and expenses).
  case bankOut
}
