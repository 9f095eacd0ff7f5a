/// A column of a printed document's line table, which a company's invoice settings choose and order.
public enum DocumentLineColumn: String, Codable, Sendable, Hashable, CaseIterable {
  /// The line's serial number.
  case serialNumber
  /// What is sold; every table prints it.
  case description
  /// The HSN code (goods) or SAC (services).
  case hsnOrSAC
  /// The quantity, with its unit when there is no ``unit`` column.
  case quantity
  /// The unit the quantity is in.
  case unit
  /// The price of one unit.
  case rate
  /// The line's discount.
  case discount
  /// The value tax is charged on, after discount.
  case taxableValue
  /// The tax rate in percent.
  case taxRate
  /// The tax charged on the line (every head and cess together).
  case tax
  /// The line's amount with tax.
  case total

  /// The columns a tax invoice prints unless the company chooses others: serial number, description,
  /// HSN/SAC, quantity with its unit, rate, discount, taxable value, tax rate and amount.
  public static let standard: [DocumentLineColumn] = [
    .serialNumber, .description, .hsnOrSAC, .quantity, .rate, .discount, .taxableValue, .taxRate, .total,
  ]

  /// The columns that show tax, which a composition taxable person's bill of supply leaves out.
  public var showsTax: Bool { self == .taxRate || self == .tax }
}
