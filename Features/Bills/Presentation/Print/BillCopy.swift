import SharedCore

/// Which copy of a tax invoice a print is (CGST Rules, rule 48): SharedCore's `DocumentCopy` under
/// the name bills code has always used.
public typealias BillCopy = DocumentCopy

extension DocumentCopy {
  /// The marker printed beside the title: the settings' own words for this copy when they have them,
  /// else the labels' (in the labels' language).
  public func label(in labels: BillPDFLabels, overrides: [DocumentCopy: String] = [:]) -> String {
    if let own = overrides[self], !own.isEmpty { return own }
    return switch self {
    case .originalForRecipient: labels.originalForRecipient
    case .duplicateForTransporter: labels.duplicateForTransporter
    case .duplicateForSupplier: labels.duplicateForSupplier
    case .triplicateForSupplier: labels.triplicateForSupplier
    }
  }
}
