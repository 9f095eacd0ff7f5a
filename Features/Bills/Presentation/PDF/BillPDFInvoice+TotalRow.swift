extension BillPDFInvoice {
  /// One row of the totals, for example "Round Off" "-0.40" or the emphasised "Total" "₹1,180.00".
  public struct TotalRow: Sendable, Hashable, Codable {
    /// The label.
    public var label: String
    /// The amount.
    public var value: String
    /// Whether the row is the amount payable, printed bold above a rule.
    public var isEmphasized: Bool

    /// Creates a totals row.
    public init(_ label: String, _ value: String, isEmphasized: Bool = false) {
      self.label = label
      self.value = value
      self.isEmphasized = isEmphasized
    }
  }
}
