import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import PartiesTesting
import PrintingTesting
import SharedCore
import SharedTesting
import Testing

/// The bill detail: load, PDF, payments, conversion, credit notes and cancellation, with their events.
@MainActor @Suite struct BillDetailViewModelTests {
  @Test func paymentsSettleAndPostTheirEvents() async throws {
    let screens = try BillScreens()
    let invoice = try await screens.issued(BillsSamples.interStateInvoice(partyID: "p1"))
    let events = screens.bus.events(of: BillsEvent.self)
    let detail = screens.factory.makeDetail(documentID: invoice.id)
    detail.send(.recordPayment(amount: "100", date: BillsSamples.date, mode: .cash, reference: nil))
    #expect(detail.state.operation == .failed(.notFound, previous: nil))
    detail.send(.load)
    var state = try await detail.settled(where: { $0.item.isSuccess }, timeout: .seconds(30))
    #expect(state.item.value?.outstanding == 1770)

    for (amount, message) in [
      ("0", "Enter an amount above zero, like 2500.50."), ("12.345", "Use at most 2 decimals for INR."),
      ("abc", "Enter an amount above zero, like 2500.50."),
    ] {
      detail.send(.recordPayment(amount: amount, date: BillsSamples.date, mode: .cash, reference: nil))
      #expect(
        detail.state.operation
          == .failed(.validation([AppError.FieldError(field: "amount", message: message)]), previous: nil))
    }
    detail.send(.recordPayment(amount: "1,000.50", date: BillsSamples.date, mode: .upi, reference: " UPI-77 "))
    state = try await detail.settled(where: { $0.operation.isSuccess }, timeout: .seconds(30))
    #expect(state.item.value?.document.status == .partiallyPaid)
    #expect(state.item.value?.document.payments.first?.reference == "UPI-77")
    #expect(state.item.value?.outstanding == dec("769.50"))
    detail.send(.recordPayment(amount: "800", date: BillsSamples.date, mode: .cash, reference: nil))
    state = try await detail.settled(where: { $0.operation.error != nil }, timeout: .seconds(30))
    #expect(
      state.operation.error
        == .validation([
          AppError.FieldError(field: "amount", message: "payment 800 is more than the outstanding 769.5")
        ]))
    detail.send(.recordPayment(amount: "769.50", date: BillsSamples.date, mode: .cash, reference: nil))
    state = try await detail.settled(where: { $0.operation.isSuccess }, timeout: .seconds(30))
    #expect(state.item.value?.document.status == .paid)
    detail.send(.cancel)
    state = try await detail.settled(where: { $0.operation.error != nil }, timeout: .seconds(30))
    #expect(state.operation.error == .conflict(message: "a paid document cannot become cancelled"))

    let received = await firstEvents(events, count: 2)
    #expect(
      received == [
        .partiallyPaid(documentID: invoice.id, paymentID: "P1", outstanding: dec("769.50")),
        .paid(documentID: invoice.id, paymentID: "P2"),
      ])
  }

  /// A quotation converts to an order; an invoice takes a credit note, which then blocks its
  /// cancellation; another invoice is cancelled keeping its number; a missing document is not found.
  @Test func convertCreditAndCancel() async throws {
    let screens = try BillScreens()
    let events = screens.bus.events(of: BillsEvent.self)
    let quote = try await screens.repository.createDraft(BillsSamples.quotation(partyID: "p1"))
    let quoteDetail = screens.factory.makeDetail(documentID: quote.id)
    quoteDetail.send(.convert(to: .salesOrder, issueDate: BillsSamples.date))
    var state = try await quoteDetail.settled(where: { $0.converted.isSuccess }, timeout: .seconds(30))
    let order = try #require(state.converted.value)
    #expect(order.document.kind == .salesOrder)
    #expect(order.document.convertedFrom?.documentID == quote.id)
    quoteDetail.send(.convert(to: .purchaseBill, issueDate: BillsSamples.date))
    state = try await quoteDetail.settled(where: { $0.converted.error != nil }, timeout: .seconds(30))
    #expect(state.converted.error == .conflict(message: "a quotation does not convert to a purchaseBill"))

    let invoice = try await screens.issued(BillsSamples.intraStateInvoice(partyID: "p1"))
    let detail = screens.factory.makeDetail(documentID: invoice.id)
    detail.send(.issueCreditNote(lines: [BillsSamples.shirts], issueDate: BillsSamples.date))
    state = try await detail.settled(where: { $0.creditNote.isSuccess && $0.item.isSuccess }, timeout: .seconds(30))
    let note = try #require(state.creditNote.value)
    #expect(note.document.number == "CN/25-26/00001")
    #expect(note.totals.payableAmount == 1572)
    #expect(state.item.value?.document.status == .partiallyPaid)
    #expect(state.item.value?.outstanding == invoice.totals.payableAmount - 1572)
    detail.send(.cancel)
    state = try await detail.settled(where: { $0.operation.error != nil }, timeout: .seconds(30))
    #expect(
      state.operation.error
        == .conflict(
          message: BillsRepositoryError.creditsApplied(id: invoice.id, creditNotes: ["CN/25-26/00001"])
            .description))
    #expect(state.item.value?.document.status == .partiallyPaid)

    let other = try await screens.issued(BillsSamples.intraStateInvoice(partyID: "p1"))
    let otherDetail = screens.factory.makeDetail(documentID: other.id)
    otherDetail.send(.cancel)
    state = try await otherDetail.settled(where: { $0.operation.isSuccess }, timeout: .seconds(30))
    #expect(state.item.value?.document.status == .cancelled)
    #expect(state.item.value?.document.number == "INV/25-26/00002")

    let received = await firstEvents(events, count: 3)
    #expect(
      received == [
        .converted(fromDocumentID: quote.id, toDocumentID: order.id, kind: .salesOrder),
        .creditNoteIssued(creditNoteID: note.id, originalID: invoice.id, number: "CN/25-26/00001", amount: 1572),
        .cancelled(documentID: other.id, number: "INV/25-26/00002"),
      ])

    let missing = screens.factory.makeDetail(documentID: "nope")
    missing.send(.load)
    let gone = try await missing.settled(where: { $0.item.error != nil }, timeout: .seconds(30))
    #expect(gone.item.error == .notFound)
  }

  /// The PDF is written into the folder (created when missing), owner-only, named after the number,
  /// with the title, number, seller, buyer, GSTIN and payable amount; a party missing from the book is
  /// named.
  @Test func sharesAPDF() async throws {
    let screens = try BillScreens()
    defer { try? FileManager.default.removeItem(at: screens.directory) }
    let asha = try await screens.parties.create(PartiesSamples.ashaTraders)
    let invoice = try await screens.issued(BillsSamples.intraStateInvoice(partyID: asha.id))
    let detail = screens.factory.makeDetail(documentID: invoice.id)
    detail.send(.sharePDF)
    let state = try await detail.settled(where: { $0.pdf.isSuccess }, timeout: .seconds(60))
    let url = try #require(state.pdf.value)
    #expect(url.path == screens.directory.appendingPathComponent("INV-25-26-00001.pdf").path)
    let data = try Data(contentsOf: url)
    #expect(data.starts(with: Data("%PDF-1.7".utf8)))
    let runs = Set(try PDFInspector(data).textRuns(page: 0))
    let payable = BillAmountFormatter.rupees.string(for: invoice.totals.payableAmount)
    for text in ["Tax Invoice", "INV/25-26/00001", "Sharma Traders", "Asha Traders", "27AAPFU0939F1ZV", payable] {
      #expect(runs.contains { $0.contains(text) }, "the PDF lacks \(text)")
    }
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? attributes[.posixPermissions] as? Int
    #expect(permissions == 0o600)

    let orphan = try await screens.issued(BillsSamples.intraStateInvoice(partyID: "nobody"))
    let orphanDetail = screens.factory.makeDetail(documentID: orphan.id)
    orphanDetail.send(.sharePDF)
    let refused = try await orphanDetail.settled(where: { $0.pdf.error != nil }, timeout: .seconds(60))
    #expect(
      refused.pdf.error
        == .validation([AppError.FieldError(field: "party", message: "no party with id nobody")]))
  }
}
