import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The typed façade over a sync store: values in and out, ids that survive sync, typed errors.
@Suite struct SyncCollectionTests {
  struct Party: SyncableRecord, Hashable {
    static let syncType = SyncRecordType.testParties()
    var name: String
    var gstin: String?
  }

  struct Product: SyncableRecord, Hashable {
    static let syncType = SyncRecordType.testProducts()
    var name: String
    var price: Money
  }

  struct Invoice: SyncableRecord, Hashable {
    struct Line: Codable, Hashable, Sendable {
      var productId: String
      var quantity: Decimal
    }
    static let syncType = SyncRecordType.testInvoices()
    var number: String
    var partyId: String
    var issuedOn: Date
    var lines: [Line]
  }

  private static func store() async throws -> (SQLiteSyncStore, InMemorySyncServer) {
    let schema = try SyncSchema.testSchema()
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    return (store, InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators))
  }

  /// Values created offline and referencing each other by local id reach the server; the ids the
  /// app held still find them, and the references now carry the server's ids.
  @Test func typedRecordsSyncAndKeepTheirIDs() async throws {
    let (store, server) = try await Self.store()
    let parties = try SyncCollection<Party>(store: store)
    let products = try SyncCollection<Product>(store: store)
    let invoices = try SyncCollection<Invoice>(store: store)
    let party = try await parties.create(Party(name: "Asha Traders", gstin: nil))
    let rice = try await products.create(Product(name: "Basmati", price: try Money("1499.50", currency: .inr)))
    let issued = Date(timeIntervalSince1970: 1_790_000_000)
    let invoice = try await invoices.create(
      Invoice(
        number: "INV-1", partyId: party.id, issuedOn: issued,
        lines: [.init(productId: rice.id, quantity: Decimal(string: "1.5") ?? 0)]))
    #expect(invoice.status == .pending && invoice.version == nil)

    _ = try await SyncEngine(store: store, remote: server).sync()

    let synced = try #require(try await invoices.record(invoice.id))
    let serverParty = try #require(await server.liveRecords(of: "parties").keys.first)
    let serverProduct = try #require(await server.liveRecords(of: "products").keys.first)
    #expect(synced.status == .synced && synced.version != nil)
    #expect(synced.value.partyId == serverParty)
    #expect(synced.value.lines.map(\.productId) == [serverProduct])
    #expect(synced.value.lines.first?.quantity == Decimal(string: "1.5"))
    #expect(synced.value.issuedOn == issued)
    #expect(try await products.record(rice.id)?.value.price == Money(minorUnits: 149_950, currency: .inr))
    #expect(try await parties.all().map(\.value) == [Party(name: "Asha Traders", gstin: nil)])
    #expect(try await parties.search("asha").count == 1)
  }

  /// Updates and deletes go through the same ids; a refusal is listed under its own type only.
  @Test func updatesDeletesAndRefusalsAreTyped() async throws {
    let (store, server) = try await Self.store()
    let parties = try SyncCollection<Party>(store: store)
    let products = try SyncCollection<Product>(store: store)
    let party = try await parties.create(Party(name: "Asha", gstin: nil))
    _ = try await parties.update(party.id, to: Party(name: "Asha", gstin: "27AAPFU0939F1Z"))  // 14 characters
    let gone = try await products.create(Product(name: "Tea", price: .zero(.inr)))
    try await products.delete(gone.id)

    _ = try await SyncEngine(store: store, remote: server).sync()

    let refused = try await parties.rejectedMutations()
    #expect(refused.map(\.recordID) == [party.id])
    #expect(refused.first?.rejection?.fields.map(\.field) == ["gstin"])
    #expect(try await products.rejectedMutations().isEmpty)
    #expect(try await products.all().isEmpty)
    #expect(try await parties.record(party.id)?.value.gstin == "27AAPFU0939F1Z")
  }

  /// A stored record that does not decode as the type names the record and the field.
  @Test func aRecordThatDoesNotDecodeNamesItsField() async throws {
    let (store, _) = try await Self.store()
    let products = try SyncCollection<Product>(store: store)
    let bad = try await store.create(
      "products", fields: ["name": "Tea", "price": ["amount": "1.005", "currency": "INR"]])
    await #expect(throws: SyncCollectionError.self) { try await products.all() }
    do {
      _ = try await products.record(bad.id)
      Issue.record("decoded a price with three fraction digits")
    } catch let error as SyncCollectionError {
      guard case .undecodable(let type, let id, let field, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(type == "products" && id == bad.id && field == "price.amount")
    }
  }

  /// A type the store's schema does not declare is refused up front.
  @Test func aTypeOutsideTheSchemaIsRefused() async throws {
    struct Stranger: SyncableRecord {
      static let syncType = SyncRecordType("strangers", path: ["v1", "strangers"])
      var name: String
    }
    let (store, _) = try await Self.store()
    #expect(throws: SyncCollectionError.typeNotInSchema("strangers")) { try SyncCollection<Stranger>(store: store) }
  }
}
