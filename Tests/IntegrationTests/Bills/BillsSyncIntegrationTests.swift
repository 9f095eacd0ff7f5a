import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// BillsFeature against the reference server over real HTTP: documents referencing records created
/// offline, payments, number blocks for two devices, and the server's conflicts and refusals shown
/// per record.
@Suite(.referenceServer) struct BillsSyncIntegrationTests {
  /// A party and a product created offline and an invoice naming both, issued and partly paid
  /// offline, reach the server in one sync; the invoice ends with the server's ids everywhere.
  @Test func anInvoiceOnAPartyAndProductCreatedOfflineSyncsWithServerIDs() async throws {
    let server = try #require(SuiteServer.current)
    let device = try await BillsDevice("till-1", account: "bills-offline", server: server)
    try await device.reserveInvoiceNumbers()

    let party = try await device.customer("Asha Traders", gstin: "27AAPFU0939F1ZV")
    let product = try await device.product("Rice 25 kg", sku: "RICE-25")
    let draft = try await device.bills.createDraft(device.invoice(party: party, product: product))
    let issued = try await device.bills.issue(draft.id)
    _ = try await device.bills.recordPayment(
      BillPaymentRequest(
        amount: try Money("180", currency: .inr), date: BillsDevice.october1, mode: .upi,
        reference: "UPI-1"),
      to: draft.id)
    #expect(issued.document.number == "INV/25-26/00001")
    #expect(issued.document.partyID.hasPrefix("local-") && issued.id.hasPrefix("local-"))

    let report = try await device.engine.sync()
    #expect(report.rejected == 0)
    let synced = try #require(try await device.bills.document(draft.id))
    #expect(synced.id.hasPrefix("bill_") && synced.syncStatus == .synced)
    #expect(synced.document.partyID.hasPrefix("party_"))
    #expect(synced.document.lines.map(\.productID) == [try await device.catalog.product(product)?.id])
    #expect(synced.outstanding == 1000 && synced.document.status == .partiallyPaid)

    let documents = try await server.syncRecords("bill-documents", account: "bills-offline")
    let onServer = try #require(documents.first { $0.id == synced.id })
    #expect(onServer.fields["partyId"] == .string(synced.document.partyID))
    #expect(onServer.fields["lines"]?[0]?["productId"] == synced.document.lines[0].productID.map(JSONValue.string))
    #expect(onServer.fields["number"] == "INV/25-26/00001" && onServer.fields["status"] == "partiallyPaid")
    let payments = try await server.syncRecords("bill-payments", account: "bills-offline")
    #expect(payments.map(\.fields["documentId"]) == [.string(synced.id)])
    let entries = try await server.syncRecords("party-ledger-entries", account: "bills-offline")
    #expect(Set(entries.compactMap { $0.fields["kind"] }) == ["salesInvoice", "paymentReceived"])
    let movements = try await server.syncRecords("stock-movements", account: "bills-offline")
    #expect(movements.filter { $0.fields["kind"] == "sale" }.map(\.fields["reference"]) == ["INV/25-26/00001"])
  }

  /// Two devices reserve blocks from the server and number offline: their numbers never collide,
  /// and every document reaches the server with its own number.
  @Test func twoDevicesReservingBlocksNeverCollide() async throws {
    let server = try #require(SuiteServer.current)
    let devices = [
      try await BillsDevice("till-1", account: "bills-blocks", server: server, blockSize: 3),
      try await BillsDevice("till-2", account: "bills-blocks", server: server, blockSize: 4),
    ]
    var numbers: [String] = []
    for round in 0..<3 {
      for device in devices {
        try await device.reserveInvoiceNumbers()
        let party = try await device.customer("Customer \(round)")
        for _ in 0..<2 {
          let draft = try await device.bills.createDraft(device.invoice(party: party, product: nil))
          numbers.append(try await device.bills.issue(draft.id).document.number ?? "")
        }
      }
    }
    for device in devices { _ = try await device.engine.sync() }
    #expect(numbers.count == 12 && Set(numbers).count == 12)
    let blocks = try await server.syncRecords("bill-number-blocks", account: "bills-blocks")
    let ranges = blocks.compactMap { record -> ClosedRange<Int>? in
      guard case .int(let first) = record.fields["first"], case .int(let last) = record.fields["last"] else {
        return nil
      }
      return Int(first)...Int(last)
    }
    #expect(ranges.count == blocks.count && ranges.count >= 4)
    for (index, range) in ranges.enumerated() {
      for other in ranges[(index + 1)...] { #expect(!range.overlaps(other)) }
    }
    let documents = try await server.syncRecords("bill-documents", account: "bills-blocks")
    #expect(Set(documents.compactMap { $0.fields["number"]?.stringValue }) == Set(numbers))
  }

  /// A draft edited on two devices: the second upload meets a 409 and the record shows the conflict;
  /// a draft whose number breaks GST Rule 46 is refused with a 422 and shows the server's reason.
  @Test func aConflictAndARefusalAreVisiblePerRecord() async throws {
    let server = try #require(SuiteServer.current)
    let first = try await BillsDevice("till-1", account: "bills-conflicts", server: server)
    let second = try await BillsDevice("till-2", account: "bills-conflicts", server: server)
    let party = try await first.customer("Asha Traders")
    let draft = try await first.bills.createDraft(first.invoice(party: party, product: nil))
    _ = try await first.engine.sync()
    _ = try await second.engine.sync()
    let id = try #require(try await first.bills.document(draft.id)?.id)
    var there = try #require(try await second.bills.document(id)).document
    there.notes = "Deliver on Monday"
    _ = try await second.bills.updateDraft(there)
    _ = try await second.engine.sync()
    var here = try #require(try await first.bills.document(id)).document
    here.lines[0].line.quantity = 5
    _ = try await first.bills.updateDraft(here)
    _ = try await first.engine.sync()
    let conflicted = try #require(try await first.bills.document(id))
    #expect(conflicted.syncStatus == .conflict)
    #expect(conflicted.document.notes == "Deliver on Monday", "the server's version wins; the local one is kept")
    let conflicts = try await first.store.conflicts().filter { $0.type == BillsSyncTypes.documents.name }
    #expect(conflicts.map(\.recordID) == [id])

    let bad = try await first.bills.createDraft(first.invoice(party: party, product: nil, number: "0/BAD"))
    let report = try await first.engine.sync()
    #expect(report.rejected == 1)
    let refused = try #require(try await first.bills.document(bad.id))
    #expect(refused.syncStatus == .rejected)
    let rejection = try #require(try await first.store.rejectedMutations().first { $0.recordID == bad.id }?.rejection)
    #expect(rejection.code == "VALIDATION_FAILED" && rejection.fields.map(\.field) == ["number"])
  }
}
