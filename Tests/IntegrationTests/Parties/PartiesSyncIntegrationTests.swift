import Foundation
import PartiesFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// PartiesFeature against the reference server over real HTTP.
@Suite struct PartiesSyncIntegrationTests {
  /// Offline: a customer, an invoice and a payment naming it are recorded locally; online, they
  /// reach the server in order, the entries pointing at the server's party and invoice ids. A
  /// second device downloads them and computes the same balance and open items to the paisa.
  @Test func anOfflinePaymentSyncsAndBothDevicesAgree() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    func device() throws -> (SQLiteSyncStore, PartyBook) {
      let store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: SyncSchema(PartiesSyncTypes.all),
        projections: [PartiesProjection()])
      return (store, try PartyBook(store: store))
    }
    let (store, book) = try device()
    var form = PartyForm()
    form.name = "Asha Traders"
    form.gstin = "27AAPFU0939F1ZV"
    form.openingBalance = "1,500.50"
    form.openingBalanceDate = "2026-04-01"
    form.paymentTermsDays = "15"
    let asha = try await book.create(form)
    let april10 = try #require(CalendarDate("2026-04-10"))
    let invoice = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: try Money("1180", currency: .inr), on: april10, reference: "INV-1"
    ).entry
    _ = try await book.recordPayment(
      for: asha.id, amount: try Money("1000", currency: .inr), on: april10, mode: .upi(reference: "UPI-1"),
      allocations: [PartyAllocationTarget(documentId: invoice.id, amount: 1000)])

    try await SyncEngine(store: store, remote: try await server.syncRemote(username: "shop")).sync()

    let parties = try await server.syncRecords("parties", account: "shop")
    let entries = try await server.syncRecords("party-ledger-entries", account: "shop")
    let partyID = try #require(parties.first?.id)
    #expect(partyID.hasPrefix("party_"))
    #expect(entries.count == 2)
    #expect(entries.allSatisfy { $0.fields["partyId"] == .string(partyID) })
    let serverInvoice = try #require(entries.first { $0.fields["kind"] == "salesInvoice" })
    let serverPayment = try #require(entries.first { $0.fields["kind"] == "paymentReceived" })
    #expect(serverPayment.fields["allocations"]?[0]?["documentId"] == .string(serverInvoice.id))

    let (otherStore, other) = try device()
    try await SyncEngine(store: otherStore, remote: try await server.syncRemote(username: "shop")).sync()
    let here = try await book.ledger(for: asha.id)
    let there = try await other.ledger(for: partyID)
    #expect(here.balance() == Decimal(string: "1680.50"))
    #expect(there.balance() == here.balance())
    #expect(there.openItems() == here.openItems())
    #expect(there.openItems().remaining(of: serverInvoice.id) == 180)
  }
}
