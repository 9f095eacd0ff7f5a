import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting

/// Products, Parties and Bills composed over one in-memory store whose engine talks to an in-memory
/// sync server that, like the reference server, answers a number-block request with a block.
struct BillsHarness {
  let container: Container
  let store: FailingSyncStore
  /// The gate between ``store`` and the SQLite store: closing it holds every local write.
  let gate: GatedSyncStore
  let engine: SyncEngine
  let server: InMemorySyncServer
  let repository: any BillsRepository
  let catalog: ProductCatalog
  let book: PartyBook

  /// 1 October 2025, 10:00 IST.
  static let now = Date(timeIntervalSince1970: 1_759_293_000)

  /// A device `device` with its own store, syncing with `server` (a fresh one when `nil`).
  static func make(
    device: String = "till-1", server: InMemorySyncServer? = nil, blockSize: Int = 5, lowWaterMark: Int = 1,
    stockPolicy: StockPolicy = StockPolicy(), documentSettings: (any CompanyDocumentSettingsSource)? = nil,
    configure: (inout BillsConfiguration) -> Void = { _ in }
  ) throws -> BillsHarness {
    let schema = try SyncSchema(ProductsSyncTypes.all + PartiesSyncTypes.all + BillsSyncTypes.all)
    let server = server ?? InMemorySyncServer(schema: schema)
    let gate = GatedSyncStore(
      try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: schema,
        projections: [ProductCatalogProjection(), PartiesProjection(), BillsProjection(), BillRemindersProjection()]))
    let store = FailingSyncStore(gate)
    let engine = SyncEngine(store: store, remote: server)
    var builder = ContainerBuilder()
    builder.registerTestPlatform { OfflineTransport() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.register((any SyncStore).self, lifetime: .singleton) { _ in store }
    builder.register(SyncEngine.self, lifetime: .singleton) { _ in engine }
    if let documentSettings {
      builder.register((any CompanyDocumentSettingsSource).self, lifetime: .singleton) { _ in documentSettings }
    }
    var products = ProductsConfiguration()
    products.stockPolicy = stockPolicy
    let now: @Sendable () -> Date = { Self.now }
    try builder.include(ProductsModule(configuration: products, now: now))
    try builder.include(PartiesModule(now: now))
    var bills = BillsConfiguration(deviceID: device, blockSize: blockSize, lowWaterMark: lowWaterMark)
    configure(&bills)
    try builder.include(BillsModule(configuration: bills, now: now))
    let container = try builder.build()
    let session = container.makeScope(.session)
    return BillsHarness(
      container: container, store: store, gate: gate, engine: engine, server: server,
      repository: try session.resolve((any BillsRepository).self), catalog: try session.resolve(),
      book: try session.resolve())
  }

  /// Syncs, lets `numbers` answer every block request on the server as the reference server does
  /// (one granter per server, so blocks of several devices never overlap), and syncs again to bring
  /// the blocks down.
  func syncReservingBlocks(numbers: BillNumberBlockGranter) async throws {
    _ = try await engine.sync()
    try await numbers.grant(on: server)
    _ = try await engine.sync()
  }

  /// Reserves blocks of sales invoice and credit note numbers for the 2025-26 year on the server and
  /// brings them down, so both kinds can be issued.
  func reserveInvoiceAndCreditNoteNumbers() async throws {
    _ = try await repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    _ = try await repository.reserveNumbers(for: .creditNote, on: day("2025-10-01"))
    try await syncReservingBlocks(numbers: BillNumberBlockGranter())
  }

  /// Issues a sales invoice to `party` for 2 units at 500 (1,180 with GST); returns its id.
  func issueInvoice(to party: String) async throws -> String {
    let draft = try await repository.createDraft(Self.invoice(party: party, lines: [(nil, "2", "500")]))
    return try await repository.issue(draft.id).id
  }

  /// A draft credit note against `invoice` for one unit at 500 returned on 2025-10-10.
  func creditNoteForOneReturnedUnit(of invoice: String) async throws -> BillListItem {
    try await repository.createCreditNote(
      against: invoice, issueDate: day("2025-10-10"),
      lines: [BillDocumentLine(line: Drafts.line("1", "1", at: "500"), description: "Returned")])
  }

  /// A customer in Maharashtra (registered under `gstin` when given).
  func customer(_ name: String = "Asha Traders", gstin: String = "") async throws -> PartyListItem {
    var form = PartyForm()
    form.name = name
    form.gstin = gstin
    form.billingState = "27"
    form.paymentTermsDays = "30"
    return try await book.create(form)
  }

  /// A stock-tracked product with `opening` units on hand.
  func product(_ name: String, sku: String, price: String, opening: String = "100") async throws -> ProductListItem {
    let draft = ProductDraft([
      .name: name, .sku: sku, .salePrice: price, .gstRate: "18", .taxCode: "1006", .unit: "pcs",
    ])
    guard case .created(let item) = try await catalog.create(draft) else { throw BillsHarnessError.duplicate(name) }
    if let quantity = Decimal(string: opening), quantity > 0 {
      _ = try await catalog.adjustStock(
        item.id, StockMovementRequest(kind: .opening, quantity: quantity, occurredAt: Self.now))
    }
    return item
  }

  /// A draft sales invoice for `party` with one line per product: `quantity` at `price`, 18 %.
  static func invoice(
    party: String, lines: [(productID: String?, quantity: String, price: String)], date: String = "2025-10-01",
    kind: BillDocumentKind = .salesInvoice, regime: BillTaxRegime = Drafts.intraState
  ) -> BillDocument {
    BillDocument(
      id: "", kind: kind, issueDate: day(date), paymentTermDays: 30, partyID: party, currency: .inr, regime: regime,
      lines: lines.enumerated().map { index, line in
        BillDocumentLine(
          line: Drafts.line("\(index + 1)", line.quantity, at: line.price), description: "Item \(index + 1)",
          hsnOrSAC: "1006", unit: "pcs", productID: line.productID)
      })
  }

  /// The quantity on hand of a product.
  func onHand(_ productID: String) async throws -> Decimal {
    try await catalog.ledger(productID).onHand()
  }

  /// The party's balance (positive: receivable).
  func balance(_ partyID: String) async throws -> Decimal {
    try await book.ledger(for: partyID).balance()
  }
}

enum BillsHarnessError: Error {
  case duplicate(String)
}
