import SharedCore

/// The CSV columns of a party file: one per ``PartyForm/Field`` (named by its raw value, so
/// `companyName`, `Company Name` and `company_name` all match), with the aliases other apps write.
public enum PartyCSVColumns {
  /// Header names other apps and spreadsheets use for each field.
  public static let aliases: [PartyForm.Field: [String]] = [
    .kind: ["Type", "Party Type", "Category"],
    .name: ["Party Name", "Customer Name", "Vendor Name", "Supplier Name", "Contact Name"],
    .companyName: ["Company", "Business Name", "Firm Name", "Legal Name"],
    .gstin: ["GST Number", "GST No", "GSTIN/UIN", "GST"],
    .pan: ["PAN Number", "PAN No"],
    .phones: ["Phone", "Mobile", "Mobile Number", "Phone Number", "Contact Number"],
    .email: ["Email Address", "E-mail", "Email ID"],
    .billingLines: ["Address", "Billing Address", "Street"],
    .billingCity: ["City", "Town"],
    .billingState: ["State", "State Code", "Billing State Code"],
    .billingPincode: ["Pincode", "PIN", "PIN Code", "Postal Code", "Zip"],
    .openingBalance: ["Opening Balance", "Opening Bal"],
    .openingBalanceSide: ["Balance Type", "Dr/Cr", "Opening Balance Type"],
    .openingBalanceDate: ["As Of", "Opening Date", "Balance Date"],
    .creditLimit: ["Credit Limit Amount", "Limit"],
    .paymentTermsDays: ["Payment Terms", "Credit Period", "Credit Days", "Terms"],
    .tags: ["Tag", "Labels", "Group"],
    .notes: ["Note", "Remarks", "Comments"],
  ]

  /// The columns; only the name is required.
  public static var columns: [CSVColumn] {
    PartyForm.Field.allCases.map { field in
      CSVColumn(field.rawValue, aliases: aliases[field] ?? [], isRequired: field == .name)
    }
  }

  /// The kind a cell names: `customer` (or client, buyer), `vendor` (or supplier, seller), `both`;
  /// `nil` for anything else.
  static func kind(_ text: String) -> PartyKind? {
    switch CSVColumn.normalized(text) {
    case "customer", "client", "buyer": .customer
    case "vendor", "supplier", "seller": .vendor
    case "both", "customer&vendor", "customerandvendor": .both
    default: nil
    }
  }

  /// The side a cell names: `receivable` (or dr, debit, to receive), `payable` (or cr, credit, to
  /// pay); `nil` for anything else.
  static func side(_ text: String) -> PartyBalanceSide? {
    switch CSVColumn.normalized(text) {
    case "receivable", "dr", "debit", "toreceive": .receivable
    case "payable", "cr", "credit", "topay": .payable
    default: nil
    }
  }
}
