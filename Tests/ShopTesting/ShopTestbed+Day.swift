import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore

extension ShopTestbed {
  /// Creates a product sold by the piece at `price` (tax exclusive) with `gstRate` and HSN `hsn`,
  /// with `opening` units in stock when it tracks stock.
  /// - Throws: ``ShopTestbedError/similarProductExists(name:)`` when the catalog has a product by
  ///   that name, or the catalog's validation error.
  public func product(
    _ name: String, sku: String, price: String, gstRate: String = "18", hsn: String = "1006", unit: String = "pcs",
    opening: Decimal = 0
  ) async throws -> ProductListItem {
    let draft = ProductDraft([
      .name: name, .sku: sku, .salePrice: price, .gstRate: gstRate, .taxCode: hsn, .unit: unit,
    ])
    guard case .created(let item) = try await catalog.create(draft) else {
      throw ShopTestbedError.similarProductExists(name: name)
    }
    guard opening > 0 else { return item }
    _ = try await catalog.adjustStock(
      item.id, StockMovementRequest(kind: .opening, quantity: opening, occurredAt: Self.tenInTheMorning(of: today)))
    return try await catalog.product(item.id) ?? item
  }

  /// Creates a customer in `state` (Maharashtra by default) on 30 days' terms, registered under
  /// `gstin` when given.
  public func customer(_ name: String, state: String = "27", gstin: String = "") async throws -> PartyListItem {
    var form = PartyForm()
    form.name = name
    form.gstin = gstin
    form.billingState = state
    form.paymentTermsDays = "30"
    return try await book.create(form)
  }

  /// Drafts and issues a sales invoice dated ``today`` to `customer`, one line per item at the
  /// product's (or variant's) sale price, and returns it issued: numbered, stock moved out (the
  /// first-expiring batches when an item names none), the party debited.
  public func sell(_ items: [Item], to customer: PartyListItem) async throws -> BillListItem {
    try await issue(.salesInvoice, of: items, for: customer)
  }

  /// Drafts and issues a purchase bill dated ``today`` from `vendor`, one line per item at the
  /// product's sale price, and returns it issued: the goods in stock with the batches (number,
  /// expiry, MRP) and serial numbers the items name.
  public func buy(_ items: [Item], from vendor: PartyListItem) async throws -> BillListItem {
    try await issue(.purchaseBill, of: items, for: vendor)
  }

  /// Document lines for `items`, numbered from 1, as the products (and variants) stand now.
  public func lines(for items: [Item]) async throws -> [BillDocumentLine] {
    var lines: [BillDocumentLine] = []
    for (index, item) in items.enumerated() {
      lines.append(
        try BillDocumentLine(
          id: "\(index + 1)", product: try await current(item.product).inventoryItem, variantID: item.variant,
          quantity: item.quantity, batches: item.batches, serials: item.serials))
    }
    return lines
  }

  /// Records a payment of `amount` rupees received ``today`` against `document`.
  @discardableResult
  public func pay(_ amount: String, to document: BillListItem, mode: BillPayment.Mode = .upi) async throws
    -> BillListItem
  {
    try await bills.recordPayment(
      BillPaymentRequest(amount: try Money(amount, currency: .inr), date: today, mode: mode), to: document.id)
  }

  /// Issues a credit note dated ``today`` against `invoice` for `quantity` of its line `lineID`
  /// coming back (priced as on the invoice), and returns it issued: the goods back in stock, the
  /// party credited.
  public func credit(_ quantity: Decimal, ofLine lineID: String = "1", on invoice: BillListItem) async throws
    -> BillListItem
  {
    let returned = try invoice.document.returnedLine(lineID, quantity: quantity)
    let draft = try await bills.createCreditNote(against: invoice.id, issueDate: today, lines: [returned])
    return try await bills.issue(draft.id)
  }

  /// What is on hand of `product` now (all its variants and batches).
  public func onHand(_ product: ProductListItem) async throws -> Decimal {
    try await catalog.ledger(product.id).onHand()
  }

  /// What `party` owes the business now (negative: what the business owes it).
  public func balance(_ party: PartyListItem) async throws -> Decimal {
    try await book.ledger(for: party.id).balance()
  }

  /// `product` as the catalog holds it now (a local id replaced by the server's still finds it).
  private func current(_ product: ProductListItem) async throws -> ProductListItem {
    try await catalog.product(product.id) ?? product
  }

  /// Drafts and issues a `kind` document dated ``today`` for `party` with a line per item.
  private func issue(_ kind: BillDocumentKind, of items: [Item], for party: PartyListItem) async throws
    -> BillListItem
  {
    let document = BillDocument(
      kind, for: party.account, supplierStateCode: supplierStateCode, issueDate: today,
      lines: try await lines(for: items))
    return try await bills.issue(try await bills.createDraft(document).id)
  }
}
