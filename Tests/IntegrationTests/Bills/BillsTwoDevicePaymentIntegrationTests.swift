import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two tills record a payment against the same invoice offline, over the reference server: the
/// payments get different ids, both reach the document on both tills, and the document agrees with
/// the party's account, which holds both payment entries once each.
@Suite(.referenceServer) struct BillsTwoDevicePaymentIntegrationTests {
  @Test func paymentsRecordedOfflineOnTwoTillsBothCountOnTheInvoiceAndInTheAccount() async throws {
    let server = try #require(SuiteServer.current)
    let one = try await BillsDevice("till-1", account: "bills-two-payments", server: server)
    let two = try await BillsDevice("till-2", account: "bills-two-payments", server: server)
    try await one.reserveInvoiceNumbers()
    let party = try await one.customer("Asha Traders")
    let product = try await one.product("Rice 25 kg", sku: "RICE-25")
    let draft = try await one.bills.createDraft(one.invoice(party: party, product: product))
    let issued = try await one.bills.issue(draft.id)
    _ = try await one.engine.sync()
    _ = try await two.engine.sync()
    let invoice = try #require(try await one.bills.document(draft.id)).id
    let payable = issued.totals.payableAmount  // 1,180.00

    // Both tills offline: each takes part of the bill.
    func pay(_ device: BillsDevice, _ amount: String, _ reference: String) async throws -> BillListItem {
      try await device.bills.recordPayment(
        BillPaymentRequest(
          amount: try Money(amount, currency: .inr), date: BillsDevice.october1, mode: .upi, reference: reference),
        to: invoice)
    }
    let first = try await pay(one, "400", "UPI-ONE")
    let second = try await pay(two, "300", "UPI-TWO")
    #expect(first.document.payments.map(\.id) != second.document.payments.map(\.id))

    for device in [one, two, one, two] { _ = try await device.engine.sync() }

    for device in [one, two] {
      let seen = try #require(try await device.bills.document(invoice))
      #expect(Set(seen.document.payments.map(\.amount.amount)) == [400, 300])
      #expect(seen.outstanding == payable - 700)
      #expect(seen.document.status == .partiallyPaid)
      let partyID = seen.document.partyID
      #expect(try await device.book.ledger(for: partyID).balance() == payable - 700)
      let receipts = try await device.book.ledger(for: partyID).entries.filter { $0.kind == .paymentReceived }
      #expect(receipts.count == 2)
    }
    let documents = try await server.syncRecords("bill-documents", account: "bills-two-payments")
    #expect(documents.first { $0.id == invoice }?.fields["outstandingAmount"] == .string("\(payable - 700)"))
  }

  @Test func aPaymentDatedBeforeItsInvoiceIsRefused() async throws {
    let server = try #require(SuiteServer.current)
    let device = try await BillsDevice("till-1", account: "bills-early-payment", server: server)
    try await device.reserveInvoiceNumbers()
    let party = try await device.customer("Bala Stores")
    let draft = try await device.bills.createDraft(device.invoice(party: party, product: nil))
    _ = try await device.bills.issue(draft.id)
    let september = try #require(CalendarDate(year: 2025, month: 9, day: 30))
    await #expect(
      throws: BillDocumentError.paymentBeforeDocument(paymentDate: september, issueDate: BillsDevice.october1)
    ) {
      try await device.bills.recordPayment(
        BillPaymentRequest(amount: try Money("100", currency: .inr), date: september, mode: .cash), to: draft.id)
    }
  }
}
