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
    public static let standard = DocumentLineColumn.standard.map(Column.standard)

    /// `columns` with each field of `productFields` right after the description, in order.
    public static func table(_ columns: [DocumentLineColumn], productFields: [CompanyProductField]) -> [Column] {
      let fields = productFields.map { Column.productField(id: $0.id, title: $0.label) }
      var table: [Column] = []
      for column in columns {
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
        case .unit: labels.unit ?? BillPDFLabels.english.unit ?? "Unit"
        case .rate: labels.rate
        case .discount: labels.discount
        case .taxableValue: labels.taxableValue
        case .taxRate: labels.tax
        case .tax: labels.taxAmount ?? BillPDFLabels.english.taxAmount ?? "Tax Amt."
        case .total: labels.amount
        }
      }
    }
  }
}
