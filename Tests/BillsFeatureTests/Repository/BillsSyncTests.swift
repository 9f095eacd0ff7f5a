import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

/// Documents, payments and number blocks through the sync engine against an in-memory server.
@Suite struct BillsSyncTests {
  @Test func anInvoiceReferencingAPartyAndProductCreatedOfflineEndsWithServerIDs() async throws {
    let h = try BillsHarness.make()
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500")
    let draft = try await h.repository.createDraft(BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500")]))
    let issued = try await h.repository.issue(draft.id)
    _ = try await h.repository.recordPayment(
      BillPaymentRequest(amount: try Money("180", currency: .inr), date: day("2025-10-02"), mode: .cash), to: draft.id)
    #expect(issued.document.partyID.hasPrefix("local-"))

    _ = try await h.engine.sync()
    let synced = try #require(try await h.repository.document(draft.id))
    #expect(synced.syncStatus == .synced)
    #expect(!synced.id.hasPrefix("local-") && !synced.document.partyID.hasPrefix("local-"))
    #expect(synced.document.partyID == (try await h.book.party(asha.id))?.id)
    #expect(synced.document.lines[0].productID == (try await h.catalog.product(rice.id))?.id)
    let onServer = try #require(await h.server.liveRecords(of: BillsSyncTypes.documents.name)[synced.id])
    #expect(onServer.fields["partyId"] == .string(synced.document.partyID))
    #expect(onServer.fields["number"] == .string("INV/25-26/00001"))
    let payments = await h.server.liveRecords(of: BillsSyncTypes.payments.name)
    #expect(payments.values.map(\.fields["documentId"]) == [.string(synced.id)])
    #expect(synced.document.payments.count == 1 && synced.outstanding == 1000)
  }

  @Test func twoDevicesNumberingOfflineNeverCollide() async throws {
    var random = SeededGenerator(seed: 12)
    let schema = try SyncSchema(ProductsSyncTypes.all + PartiesSyncTypes.all + BillsSyncTypes.all)
    let server = InMemorySyncServer(schema: schema)
    let granter = BillNumberBlockGranter()
    let devices = [
      try BillsHarness.make(device: "till-1", server: server, blockSize: 3, lowWaterMark: 1),
      try BillsHarness.make(device: "till-2", server: server, blockSize: 4, lowWaterMark: 2),
    ]
    var parties: [String] = []
    for device in devices {
      parties.append(try await device.customer().id)
      _ = try await device.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
      try await device.syncReservingBlocks(numbers: granter)
    }
    var issued: [String] = []
    for _ in 0..<60 {
      let index = Int.random(in: 0..<2, using: &random)
      let device = devices[index]
      if Int.random(in: 0..<4, using: &random) == 0 {
        try await device.syncReservingBlocks(numbers: granter)
        continue
      }
      let draft = try await device.repository.createDraft(
        BillsHarness.invoice(party: parties[index], lines: [(nil, "1", "10")]))
      do {
        issued.append(try await device.repository.issue(draft.id).document.number ?? "")
      } catch BillNumberingError.noNumbersReserved {
        try await device.syncReservingBlocks(numbers: granter)
        issued.append(try await device.repository.issue(draft.id).document.number ?? "")
      }
    }
    #expect(issued.count > 40)
    #expect(Set(issued).count == issued.count, "no number is issued twice")
    for device in devices { try await device.syncReservingBlocks(numbers: granter) }
    let onServer = await server.liveRecords(of: BillsSyncTypes.documents.name).values.compactMap {
      if case .string(let number) = $0.fields["number"] { number } else { nil }
    }
    #expect(onServer.count == issued.count && Set(onServer) == Set(issued))
  }
}
