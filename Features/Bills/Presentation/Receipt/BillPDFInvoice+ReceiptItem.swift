import SharedCore

extension BillPDFInvoice {
  /// A line's quantity with its unit, rate, discount and tax rate as a receipt writes them
  /// (`12 pcs × ₹499.00 −10% @5%`), with `times` and `minus` for the signs; the tax rate only when the
  /// line table prints one (a composition bill of supply does not).
  func receiptItem(_ line: Line, times: String, minus: String) -> String {
    let unitColumn = columns.contains(.standard(.unit))
    let quantity = unitColumn && !line.unit.isEmpty ? "\(line.quantity) \(line.unit)" : line.quantity
    let discount = line.discount.isEmpty ? "" : " \(minus)\(line.discount)"
    let rate = columns.contains(.standard(.taxRate)) ? " @\(line.taxRate)" : ""
    return "  \(quantity) \(times) \(line.rate)\(discount)\(rate)"
  }
}
