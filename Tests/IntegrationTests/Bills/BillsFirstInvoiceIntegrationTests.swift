import BillsFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

/// A new device's first invoice over the reference server.
@Suite(.referenceServer) struct BillsFirstInvoiceIntegrationTests {
  @Test func aDeviceThatPreparesNumberingAtSignInIssuesItsFirstInvoiceOffline() async throws {
    let server = try #require(SuiteServer.current)
    let device = try await BillsDevice("till-new", account: "bills-first-invoice", server: server)
    let requested = try await device.bills.prepareNumbering(on: BillsDevice.october1)
    #expect(requested == [.salesInvoice, .creditNote, .debitNote])
    _ = try await device.engine.sync()  // the first sync brings the blocks

    // Offline from here: the numbers are already on the device.
    let party = try await device.customer("Asha Traders")
    let draft = try await device.bills.createDraft(device.invoice(party: party, product: nil))
    let issued = try await device.bills.issue(draft.id)
    #expect(issued.document.number == "INV/25-26/00001")
  }

  @Test func aDeviceWithoutNumbersIsToldARequestIsQueuedAndASyncBringsThem() async throws {
    let server = try #require(SuiteServer.current)
    let device = try await BillsDevice("till-fresh", account: "bills-first-invoice-2", server: server)
    let party = try await device.customer("Bala Stores")
    let draft = try await device.bills.createDraft(device.invoice(party: party, product: nil))
    let error = await #expect(throws: BillNumberingError.self) { try await device.bills.issue(draft.id) }
    #expect(error?.description.contains("a request for a block of numbers is queued") == true)

    _ = try await device.engine.sync()
    let issued = try await device.bills.issue(draft.id)
    #expect(issued.document.number?.hasPrefix("INV/25-26/") == true)
  }
}
