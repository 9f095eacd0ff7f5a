import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting

/// One device of a business: its own store with products, parties and bills, syncing with the
/// suite's reference server under `account`.
struct BillsDevice {
  let store: SQLiteSyncStore
  let catalog: ProductCatalog
  let book: PartyBook
  let bills: SyncBillsRepository
  let engine: SyncEngine

  init(_ device: String, account: String, server: ReferenceServer, blockSize: Int = 5) async throws {
    store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory),
      schema: SyncSchema(ProductsSyncTypes.all + PartiesSyncTypes.all + BillsSyncTypes.all),
      projections: [ProductCatalogProjection(), PartiesProjection(), BillsProjection(), BillRemindersProjection()])
    catalog = try ProductCatalog(store: store)
    book = try PartyBook(store: store)
    bills = try SyncBillsRepository(
      store: store, inventory: catalog, accounts: book,
      configuration: BillsConfiguration(deviceID: device, blockSize: blockSize, lowWaterMark: 1))
    engine = SyncEngine(store: store, remote: try await server.syncRemote(username: account))
  }

  /// Reserves a block of sales-invoice numbers for October 2025 and syncs to receive it.
  func reserveInvoiceNumbers() async throws {
    _ = try await bills.reserveNumbers(for: .salesInvoice, on: Self.october1)
    _ = try await engine.sync()
  }

  /// A customer in Maharashtra, registered under `gstin` when given.
  func customer(_ name: String, gstin: String = "") async throws -> String {
    var form = PartyForm()
    form.name = name
    form.gstin = gstin
    form.paymentTermsDays = "30"
    return try await book.create(form).id
  }

  /// A stock-tracked product with 100 on hand.
  func product(_ name: String, sku: String) async throws -> String {
    let draft = ProductDraft([
      .name: name, .sku: sku, .salePrice: "500", .gstRate: "18", .taxCode: "1006", .unit: "pcs",
    ])
    guard case .created(let item) = try await catalog.create(draft) else { throw BillsDeviceError.duplicate(name) }
    _ = try await catalog.adjustStock(item.id, StockMovementRequest(kind: .opening, quantity: 100, occurredAt: Date()))
    return item.id
  }

  /// A draft sales invoice of `quantity` × 500 at 18 % within Maharashtra.
  func invoice(party: String, product: String?, quantity: String = "2", number: String? = nil) -> BillDocument {
    BillDocument(
      id: "", kind: .salesInvoice, number: number, issueDate: Self.october1, paymentTermDays: 30, partyID: party,
      currency: .inr, regime: .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27")),
      lines: [
        BillDocumentLine(
          line: BillLine(id: "1", quantity: Decimal(string: quantity) ?? 1, unitPrice: 500, tax: .standard(18)),
          description: "Rice 25 kg", hsnOrSAC: "1006", unit: "pcs", productID: product)
      ])
  }

  static let october1 = CalendarDate(year: 2025, month: 10, day: 1) ?? CalendarDate(dayNumber: 0)
}

enum BillsDeviceError: Error {
  case duplicate(String)
}
