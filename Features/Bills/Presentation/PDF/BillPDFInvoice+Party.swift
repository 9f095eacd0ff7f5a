import IndiaTax

extension BillPDFInvoice {
  /// A seller, buyer or delivery address as printed.
  public struct Party: Sendable, Hashable, Codable {
    /// The legal or trade name.
    public var name: String
    /// Address lines, top to bottom.
    public var addressLines: [String]
    /// The GSTIN (or VAT number), if registered.
    public var gstin: String?
    /// The state with its code, for example "Maharashtra (27)".
    public var state: String?
    /// Further lines: phone, email, PAN…
    public var contactLines: [String]

    /// Creates a party block.
    public init(
      name: String,
      addressLines: [String] = [],
      gstin: String? = nil,
      state: String? = nil,
      contactLines: [String] = []
    ) {
      self.name = name
      self.addressLines = addressLines
      self.gstin = gstin
      self.state = state
      self.contactLines = contactLines
    }

    /// The state of GST code `code` as a party block prints it, "Maharashtra (27)"; the code alone
    /// when it names no state.
    static func state(code: String) -> String {
      GSTStateCode(code).map { "\($0.name) (\(code))" } ?? code
    }
  }
}
