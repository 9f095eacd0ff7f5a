/// Which copy of a tax invoice a print is, as CGST Rules, rule 48 asks: goods are invoiced in
/// triplicate (original for the recipient, duplicate for the transporter, triplicate for the
/// supplier), services in duplicate (original for the recipient, duplicate for the supplier).
public enum DocumentCopy: String, Sendable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
  /// The recipient's copy.
  case originalForRecipient
  /// The transporter's copy of a supply of goods.
  case duplicateForTransporter
  /// The supplier's copy of a supply of services.
  case duplicateForSupplier
  /// The supplier's copy of a supply of goods.
  case triplicateForSupplier

  /// The copies rule 48 asks for: three for goods, two for services.
  public static func required(forGoods: Bool) -> [DocumentCopy] {
    forGoods
      ? [.originalForRecipient, .duplicateForTransporter, .triplicateForSupplier]
      : [.originalForRecipient, .duplicateForSupplier]
  }
}
