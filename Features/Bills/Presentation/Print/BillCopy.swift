/// Which copy of a tax invoice a print is, as CGST Rules, rule 48 asks: goods are invoiced in
/// triplicate (original for the recipient, duplicate for the transporter, triplicate for the
/// supplier), services in duplicate (original for the recipient, duplicate for the supplier).
public enum BillCopy: String, Sendable, Hashable, Codable, CaseIterable {
  case originalForRecipient
  case duplicateForTransporter
  case duplicateForSupplier
  case triplicateForSupplier

  /// The copies rule 48 asks for: three for goods, two for services.
  public static func required(forGoods: Bool) -> [BillCopy] {
    forGoods
      ? [.originalForRecipient, .duplicateForTransporter, .triplicateForSupplier]
      : [.originalForRecipient, .duplicateForSupplier]
  }

  /// The marker printed beside the title, in the labels' language.
  public func label(in labels: BillPDFLabels) -> String {
    switch self {
    case .originalForRecipient: labels.originalForRecipient
    case .duplicateForTransporter: labels.duplicateForTransporter
    case .duplicateForSupplier: labels.duplicateForSupplier
    case .triplicateForSupplier: labels.triplicateForSupplier
    }
  }
}
