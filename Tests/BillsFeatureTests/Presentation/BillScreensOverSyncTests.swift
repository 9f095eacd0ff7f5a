import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The screens over the app's own repository on the offline-first sync: an invoice written in the
/// editor from a picked party and product is issued with a reserved number, moves stock and debits
/// the party; the detail records a payment and the list shows it; a sync marks it synced.
@MainActor @Suite struct BillScreensOverSyncTests {
  @Test func anInvoiceFromTheEditorIsIssuedPaidAndListed() async throws {
    let h = try BillsHarness.make()
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500")
    let bus = EventBus()
    let events = bus.events(of: BillsEvent.self)
    let factory = BillsViewModelFactory(
      repository: h.repository, parties: h.book, products: h.catalog, seller: BillsSamples.seller,
      pdfDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("bills-\(UUID().uuidString)"),
      shaper: SystemTextShaper(), bus: bus)

    let editor = factory.makeEditor(
      kind: .salesInvoice, issueDate: day("2025-10-01"),
      regime: .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27")))
    editor.send(.searchParties("asha"))
    var state = try await editor.settled(where: { $0.partyResults.isSuccess }, timeout: .seconds(30))
    editor.send(.selectParty(try #require(state.partyResults.value?.first)))
    editor.send(.searchProducts("rice"))
    state = try await editor.settled(where: { $0.productResults.isSuccess }, timeout: .seconds(30))
    editor.send(.addProduct(try #require(state.productResults.value?.first)))
    let line = try #require(editor.state.lines.first?.id)
    editor.send(.editLine(id: line, field: .quantity, value: "2"))
    #expect(editor.state.totals.value?.payableAmount == 1180)
    editor.send(.issue)
    state = try await editor.settled(
      where: { $0.submission.value?.document.status == .issued || $0.submission.error != nil },
      timeout: .seconds(30))
    let issued = try #require(state.submission.value)
    #expect(issued.document.number == "INV/25-26/00001")
    #expect(try await h.onHand(rice.id) == 98)
    #expect(try await h.balance(asha.id) == 1180)

    let detail = factory.makeDetail(documentID: issued.id)
    detail.send(.load)
    _ = try await detail.settled(where: { $0.item.isSuccess }, timeout: .seconds(30))
    detail.send(.recordPayment(amount: "180", date: day("2025-10-05"), mode: .upi, reference: "UPI-1"))
    let paid = try await detail.settled(where: { $0.operation.isSuccess }, timeout: .seconds(30))
    #expect(paid.item.value?.document.status == .partiallyPaid)
    #expect(paid.item.value?.outstanding == 1000)
    #expect(try await h.balance(asha.id) == 1000)

    let list = factory.makeList()
    list.send(.filter(statuses: [.partiallyPaid], partyID: asha.id, from: nil, to: nil))
    let listed = try await list.settled(where: { $0.items.isSuccess }, timeout: .seconds(30))
    #expect(listed.items.value?.map(\.id) == [issued.id])
    #expect(listed.totals.value?.first?.outstanding == 1000)
    #expect(listed.items.value?.first?.syncStatus == .pending)
    _ = try await h.engine.sync()
    // The sync gave the party and the invoice the server's ids; the list recognises the invoice by
    // its number.
    list.send(.filter(statuses: [.partiallyPaid], partyID: nil, from: nil, to: nil))
    let synced = try await list.settled(
      where: { $0.items.value?.first?.syncStatus == .synced }, timeout: .seconds(30))
    let syncedID = try #require(synced.items.value?.first?.id)
    #expect(synced.items.value?.first?.document.number == "INV/25-26/00001")

    let received = await firstEvents(events, count: 4)
    #expect(received.count == 4)
    #expect(received.first == .created(documentID: issued.id, kind: .salesInvoice))
    #expect(received.last == .syncStateChanged(documentID: syncedID, status: .synced))
  }
}
