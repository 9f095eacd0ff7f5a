extension BillPDFInvoice {
  /// One row of the tax summary: the taxes on one HSN/SAC code at one rate.
  public struct TaxRow: Sendable, Hashable, Codable {
    /// The HSN or SAC code (or "Total" for the total row).
    public var hsn: String
    /// The tax rate, for example "18%".
    public var taxRate: String
    /// The taxable value.
    public var taxableValue: String
    /// Central tax (empty when not charged).
    public var cgst: String
    /// State or union territory tax (empty when not charged).
    public var sgst: String
    /// Integrated tax (empty when not charged).
    public var igst: String
    /// Cess (empty when not charged).
    public var cess: String

    /// Creates a tax summary row.
    public init(
      hsn: String,
      taxRate: String,
      taxableValue: String,
      cgst: String = "",
      sgst: String = "",
      igst: String = "",
      cess: String = ""
    ) {
      self.hsn = hsn
      self.taxRate = taxRate
      self.taxableValue = taxableValue
      self.cgst = cgst
      self.sgst = sgst
      self.igst = igst
      self.cess = cess
    }
  }
}
