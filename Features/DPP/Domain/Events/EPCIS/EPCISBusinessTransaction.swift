/// An entry of `bizTransactionList` (EPCIS 2.0 §7.3.5.3): a business transaction the event belongs to.
public struct EPCISBusinessTransaction: Sendable, Hashable, Codable {
  /// The transaction type: a CBV term (`po`, `inv`, `desadv`, …) or a URI.
  public var type: String?
  /// The transaction's URI (`urn:epcglobal:cbv:bt:0614141073467:1152`, `http://…/po/12345678`).
  public var bizTransaction: String

  /// Creates a business-transaction reference.
  public init(type: String? = nil, bizTransaction: String) {
    self.type = type
    self.bizTransaction = bizTransaction
  }
}
