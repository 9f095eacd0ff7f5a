import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore

/// The records the Bills demos create, and how they print amounts.
enum BillsDemoRecords {
  /// A catalog product for `item` (SKU `DEMO-<hsn>`, by the piece) with `opening` pieces on hand.
  static func product(_ item: BillsDemoItem, opening: Decimal = 100, catalog: ProductCatalog) async throws -> String {
    let draft = ProductDraft([
      .name: item.name, .sku: "DEMO-\(item.hsn)", .salePrice: item.price, .gstRate: item.rate.plainString,
      .taxCode: item.hsn, .unit: "pcs",
    ])
    let created: ProductListItem
    switch try await catalog.create(draft, allowSameName: true) {
    case .created(let item): created = item
    case .possibleDuplicates: throw AppError.validation([.init(field: "name", message: "\(item.name) exists")])
    }
    if opening > 0 {
      _ = try await catalog.adjustStock(
        created.id, StockMovementRequest(kind: .opening, quantity: opening, occurredAt: Date()))
    }
    return created.id
  }

  /// A customer (or vendor) for `party`, due in 30 days.
  static func customer(_ party: BillsDemoParty, book: PartyBook) async throws -> String {
    var form = PartyForm()
    form.name = party.name
    form.gstin = party.gstin
    form.billingCity = party.city
    form.billingState = party.state
    form.billingPincode = String(party.pin)
    form.paymentTermsDays = "30"
    form.phones = party.phone
    return try await book.create(form).id
  }

  /// `amount` as an invoice prints it: ₹1,18,000.00.
  static func rupees(_ amount: Decimal) -> String { BillAmountFormatter.rupees.string(for: amount) }
}
