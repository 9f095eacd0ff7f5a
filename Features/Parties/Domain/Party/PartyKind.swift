/// Whether a party buys from the business, sells to it, or both.
public enum PartyKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A customer: sales invoices and payments received.
  case customer
  /// A vendor: purchase bills and payments made.
  case vendor
  /// Both a customer and a vendor.
  case both
}
