extension BillPDFInvoice {
  /// A labelled value, such as "Invoice Date: 12-04-2025" or "IFSC: HDFC0000123".
  public struct Field: Sendable, Hashable, Codable {
    /// The label, without a trailing colon.
    public var label: String
    /// The value.
    public var value: String

    /// Creates a field.
    public init(_ label: String, _ value: String) {
      self.label = label
      self.value = value
    }
  }
}
