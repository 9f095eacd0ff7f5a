import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import PrintingTesting
import SharedCore
import SharedTesting
import Testing

/// The screens the module registers print PDFs as ``BillsConfiguration`` says: its seller, folder,
/// amount format and words; without a seller, sharing names the missing setting.
@MainActor @Suite struct BillsModuleScreensTests {
  @Test func theFactoryPrintsPDFsWithTheConfiguredSellerFolderAndMoney() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bills-module-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let dollars = BillAmountFormatter(grouping: .international, fractionDigits: 2, symbol: "$")
    let words = BillAmountInWords(
      system: .international,
      unit: BillAmountInWords.Unit(singular: "Dollar", plural: "Dollars", minorSingular: "Cent", minorPlural: "Cents"))
    let h = try BillsHarness.make {
      $0.seller = BillsSamples.seller
      $0.pdfDirectory = directory
      $0.amountFormatter = dollars
      $0.amountInWords = words
    }
    let factory = try h.container.makeScope(.session).resolve(BillsViewModelFactory.self)
    #expect(factory.seller == BillsSamples.seller)
    #expect(factory.pdfDirectory == directory)
    #expect(factory.bus == nil, "the harness registers no event bus, so the screens post nothing")

    let party = try await h.customer()
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let draft = try await h.repository.createDraft(
      BillsHarness.invoice(party: party.id, lines: [(nil, "3", "1234567.50")]))
    let issued = try await h.repository.issue(draft.id)

    let detail = factory.makeDetail(documentID: issued.id)
    detail.send(.sharePDF)
    let state = try await detail.settled(where: { $0.pdf.isSuccess || $0.pdf.error != nil }, timeout: .seconds(60))
    let url = try #require(state.pdf.value, "\(String(describing: state.pdf.error))")
    #expect(url.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path)
    let text = try PDFInspector(try Data(contentsOf: url)).textRuns(page: 0).joined(separator: "\n")
    #expect(text.contains(dollars.string(for: issued.totals.payableAmount)))
    #expect(text.contains("Dollars"))
    #expect(text.contains(BillsSamples.seller.name))
    #expect(!text.contains("₹"))
  }

  @Test func withoutASellerSharingAPDFNamesTheMissingSetting() async throws {
    let h = try BillsHarness.make()
    let factory = try h.container.makeScope(.session).resolve(BillsViewModelFactory.self)
    #expect(factory.seller == nil)
    let party = try await h.customer()
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let issued = try await h.repository.issue(
      try await h.repository.createDraft(BillsHarness.invoice(party: party.id, lines: [(nil, "1", "10")])).id)

    let detail = factory.makeDetail(documentID: issued.id)
    detail.send(.sharePDF)
    let state = try await detail.settled(where: { $0.pdf.error != nil }, timeout: .seconds(60))
    guard case .local(let failure) = state.pdf.error else {
      Issue.record("expected a local failure, got \(String(describing: state.pdf.error))")
      return
    }
    #expect(failure.source == .composition)
    #expect(failure.reason.contains("BillsConfiguration.seller"))
  }
}
