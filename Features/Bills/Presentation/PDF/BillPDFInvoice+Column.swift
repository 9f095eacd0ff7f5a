import SharedCore

extension BillPDFInvoice {
  /// A column of the printed line table: one of the standard ones, or a product custom field.
  public enum Column: Sendable, Hashable, Codable {
    /// A standard column (serial number, description, HSN/SAC, quantity, …).
    case standard(DocumentLineColumn)
    /// A product custom field's value on each line (``Line/productFields``), titled `title`.
    case productField(id: String, title: String)

    /// The standard columns (`DocumentLineColumn.standard`): serial number, description, HSN/SAC,
    /// quantity with its unit, rate, discount, taxable value, tax rate and amount.
    public static let standardColumns = DocumentLineColumn.standard.map(Column.standard)

    /// `columns` with each field of `productFields` right after the description, in order. A column or
    /// field listed twice prints once, and a table without a description gets one (after the serial
    /// number, else first), since every line needs it.
    public static func table(_ columns: [DocumentLineColumn], productFields: [CompanyProductField]) -> [Column] {
      var chosen: [DocumentLineColumn] = []
      for column in columns where !chosen.contains(column) { chosen.append(column) }
      if !chosen.contains(.description) { chosen.insert(.description, at: chosen.first == .serialNumber ? 1 : 0) }
      var fields: [Column] = []
      var seen: Set<String> = []
      for field in productFields where seen.insert(field.id).inserted {
        fields.append(.productField(id: field.id, title: field.label))
      }
      var table: [Column] = []
      for column in chosen {
        table.append(.standard(column))
        if column == .description { table += fields }
      }
      return table
    }

    /// The column's title in `labels`' language (a product field's own label).
    public func title(in labels: BillPDFLabels) -> String {
      switch self {
      case .productField(_, let title): title
      case .standard(let column):
        switch column {
        case .serialNumber: labels.serial
        case .description: labels.description
        case .hsnOrSAC: labels.hsn
        case .quantity: labels.quantity
        case .unit: labels.unit ?? "Unit"
        case .rate: labels.rate
        case .discount: labels.discount
        case .taxableValue: labels.taxableValue
        case .taxRate: labels.tax
        case .tax: labels.taxAmount ?? "Tax Amt."
        case .total: labels.amount
        }
      }
    }
  }
}
