import SharedCore

extension BillPDFInvoice {
  /// One row of the line table; every field is printed as given.
  public struct Line: Sendable, Hashable, Codable {
    /// The serial number, for example "1".
    public var serial: String
    /// The description; it wraps within its column.
    public var description: String
    /// The HSN or SAC code.
    public var hsn: String
    /// The quantity, with its unit ("12 Nos") unless the table has a unit column.
    public var quantity: String
    /// The unit, for example "Nos", printed in a unit column.
    public var unit: String
    /// The unit price.
    public var rate: String
    /// The line discount, for example "10%" or "50.00" (empty for none).
    public var discount: String
    /// The taxable value after discount.
    public var taxableValue: String
    /// The tax rate, for example "18%".
    public var taxRate: String
    /// The tax charged on the line, printed in a tax amount column.
    public var tax: String
    /// The line amount including tax.
    public var amount: String
    /// The values of product custom fields, by field id, printed in their columns.
    public var productFields: [String: String]

    /// Creates a line row.
    public init(
      serial: String,
      description: String,
      hsn: String,
      quantity: String,
      rate: String,
      discount: String = "",
      taxableValue: String,
      taxRate: String,
      amount: String,
      unit: String = "",
      tax: String = "",
      productFields: [String: String] = [:]
    ) {
      self.serial = serial
      self.description = description
      self.hsn = hsn
      self.quantity = quantity
      self.rate = rate
      self.discount = discount
      self.taxableValue = taxableValue
      self.taxRate = taxRate
      self.amount = amount
      self.unit = unit
      self.tax = tax
      self.productFields = productFields
    }

    /// The cell of `column`.
    public func text(for column: Column) -> String {
      switch column {
      case .productField(let id, _): productFields[id] ?? ""
      case .standard(let column):
        switch column {
        case .serialNumber: serial
        case .description: description
        case .hsnOrSAC: hsn
        case .quantity: quantity
        case .unit: unit
        case .rate: rate
        case .discount: discount
        case .taxableValue: taxableValue
        case .taxRate: taxRate
        case .tax: tax
        case .total: amount
        }
      }
    }
  }
}
