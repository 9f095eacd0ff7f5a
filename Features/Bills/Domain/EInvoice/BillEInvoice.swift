import Foundation

/// A GST e-invoice in the NIC schema INV-01 version 1.1, the JSON sent to the Invoice Registration
/// Portal for an IRN, with the schema's keys (`TranDtls`, `ItemList`, `ValDtls`…).
///
/// Build one from a draft and its totals with ``init(draft:totals:details:)``, check it with
/// ``validate(gstins:rates:tolerance:)``, and encode it with `JSONEncoder`: amounts are JSON numbers written exactly.
public struct BillEInvoice: Sendable, Hashable, Codable {
  /// The schema version, `"1.1"`.
  public var version: String
  /// Transaction details: tax scheme, supply type, reverse charge.
  public var transaction: Transaction
  /// Document type, number and date.
  public var document: Document
  /// The seller.
  public var seller: Party
  /// The buyer, with the place of supply.
  public var buyer: Party
  /// Where the goods are shipped to, when not the buyer's address.
  public var shipTo: Party?
  /// The items, 1 to 1000.
  public var items: [Item]
  /// The document totals.
  public var values: Values
  /// Payment details.
  public var payment: Payment?
  /// Export details.
  public var export: Export?
  /// Details for generating an e-way bill with the IRN.
  public var eWayBill: EWayBill?

  /// An e-invoice.
  public init(
    version: String = "1.1", transaction: Transaction, document: Document, seller: Party, buyer: Party,
    shipTo: Party? = nil, items: [Item], values: Values, payment: Payment? = nil, export: Export? = nil,
    eWayBill: EWayBill? = nil
  ) {
    self.version = version
    self.transaction = transaction
    self.document = document
    self.seller = seller
    self.buyer = buyer
    self.shipTo = shipTo
    self.items = items
    self.values = values
    self.payment = payment
    self.export = export
    self.eWayBill = eWayBill
  }

  private enum CodingKeys: String, CodingKey {
    case version = "Version"
    case transaction = "TranDtls"
    case document = "DocDtls"
    case seller = "SellerDtls"
    case buyer = "BuyerDtls"
    case shipTo = "ShipDtls"
    case items = "ItemList"
    case values = "ValDtls"
    case payment = "PayDtls"
    case export = "ExpDtls"
    case eWayBill = "EwbDtls"
  }
}
