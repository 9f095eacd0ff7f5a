extension BillPDFInvoice {
  /// One row of the line table; every field is printed as given.
  public struct Line: Sendable, Hashable, Codable {
    /// The serial number, for example "1".
    public var serial: String
    /// The description; it wraps within its column.
    public var description: String
    /// The HSN or SAC code.
    public var hsn: String
    /// Quantity with its unit, for example "12 Nos".
    public var quantity: String
    /// The unit price.
    public var rate: String
    /// The line discount, for example "10%" or "50.00" (empty for none).
    public var discount: String
    /// The taxable value after discount.
    public var taxableValue: String
    /// The tax rate, for example "18%".
    public var taxRate: String
    /// The line amount including tax.
    public var amount: String

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
      amount: String
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
    }
  }
}
