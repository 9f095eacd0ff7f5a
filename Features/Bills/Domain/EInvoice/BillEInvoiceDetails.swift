import Foundation

/// What an e-invoice needs beyond a draft's amounts: the document number, the parties, each line's
/// description, HSN code and unit, and optional payment, export and transport details.
public struct BillEInvoiceDetails: Sendable, Hashable {
  /// One line's product details.
  public struct Item: Sendable, Hashable {
    /// The description (`PrdDesc`).
    public var description: String?
    /// The HSN or SAC code (`HsnCd`).
    public var hsnCode: String
    /// The unit quantity code (`Unit`), for goods.
    public var unit: String?
    /// Whether the line is a service (`IsServc`).
    public var isService: Bool

    /// Product details.
    public init(description: String?, hsnCode: String, unit: String? = nil, isService: Bool = false) {
      self.description = description
      self.hsnCode = hsnCode
      self.unit = unit
      self.isService = isService
    }
  }

  /// The document number (`DocDtls.No`).
  public var documentNumber: String
  /// The seller.
  public var seller: BillEInvoice.Party
  /// The buyer, with the place of supply.
  public var buyer: BillEInvoice.Party
  /// The ship-to party, when not the buyer's address.
  public var shipTo: BillEInvoice.Party?
  /// One entry per draft line, in the same order.
  public var items: [Item]
  /// Whether tax is payable by the buyer under reverse charge (`RegRev`).
  public var reverseCharge: Bool
  /// Days of credit; when given, `PayDtls` carries them with the paid and due amounts.
  public var creditDays: Int?
  /// Export details.
  public var export: BillEInvoice.Export?
  /// Transport details for an e-way bill.
  public var eWayBill: BillEInvoice.EWayBill?

  /// Details.
  public init(
    documentNumber: String, seller: BillEInvoice.Party, buyer: BillEInvoice.Party, shipTo: BillEInvoice.Party? = nil,
    items: [Item], reverseCharge: Bool = false, creditDays: Int? = nil, export: BillEInvoice.Export? = nil,
    eWayBill: BillEInvoice.EWayBill? = nil
  ) {
    self.documentNumber = documentNumber
    self.seller = seller
    self.buyer = buyer
    self.shipTo = shipTo
    self.items = items
    self.reverseCharge = reverseCharge
    self.creditDays = creditDays
    self.export = export
    self.eWayBill = eWayBill
  }
}
