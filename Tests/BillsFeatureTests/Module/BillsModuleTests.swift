import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

/// The module's registrations and every setting of ``BillsConfiguration``.
@Suite struct BillsModuleTests {
  @Test func theComposedContainerVerifiesAndContributesTheBillTypes() throws {
    let h = try BillsHarness.make(device: "till-9")
    let report = h.container.verify()
    #expect(report.isEmpty, "\(report)")
    let contribution = try h.container.resolve(SyncContribution.self, name: "bills")
    #expect(contribution.backend == BillsModule.backendName)
    #expect(
      contribution.types.map(\.name) == [
        "bill-documents", "bill-payments", "bill-number-blocks", "bill-reminder-settings", "bill-reminder-parties",
      ])
    #expect(try h.container.resolve(BillsConfiguration.self).deviceID == "till-9")
    let session = h.container.makeScope(.session)
    #expect(try session.resolve((any BillsRepository).self) is SyncBillsRepository)
    #expect(try session.resolve((any BillRemindersRepository).self) is SyncBillRemindersRepository)
    #expect(try session.resolve(BillReminderReconciler.self).pendingLimit == BillReminderReconciler.defaultPendingLimit)
  }

  @Test func numberPatternsFinancialYearsAndSeriesNames() throws {
    let october = day("2025-10-01")
    let india = BillsConfiguration(deviceID: "till-1")
    #expect(try india.series(for: .salesInvoice, on: october).number(for: 42) == "INV/25-26/00042")
    #expect(try india.series(for: .creditNote, on: day("2026-03-31")).number(for: 1) == "CN/25-26/00001")
    #expect(try india.series(for: .quotation, on: day("2026-04-01")).number(for: 7) == "QT/26-27/00007")
    #expect(try india.series(for: .salesInvoice, on: october).key.name == "default")

    let calendar = BillsConfiguration(
      deviceID: "till-1", financialYearStartMonth: 1,
      numberPatterns: [.salesInvoice: BillNumberPattern(prefix: "S-", financialYear: .long, sequenceDigits: 4)],
      seriesName: "counter-2")
    let series = try calendar.series(for: .salesInvoice, on: october)
    #expect(try series.number(for: 3) == "S-2025/0003")
    #expect(
      series.key
        == BillNumberSeriesKey(
          kind: .salesInvoice, financialYear: try BillFinancialYear(startYear: 2025, startMonth: 1), name: "counter-2"))
    #expect(try calendar.series(for: .purchaseBill, on: october).number(for: 1) == "BILL/25/00001")

    let tooLong = BillsConfiguration(
      deviceID: "till-1",
      numberPatterns: [.salesInvoice: BillNumberPattern(prefix: "INVOICE/", financialYear: .long, sequenceDigits: 6)])
    #expect(throws: BillNumberingError.self) { try tooLong.series(for: .salesInvoice, on: october) }
    #expect(throws: BillNumberingError.invalidFinancialYear(startYear: 2024, startMonth: 13)) {
      try BillsConfiguration(deviceID: "till-1", financialYearStartMonth: 13).series(for: .salesInvoice, on: october)
    }
  }

  @Test func blockSettingsShapeTheAllocatorAndItsRequests() async throws {
    let state = try BillsConfiguration(deviceID: "till-3", blockSize: 25, lowWaterMark: 4).allocatorState()
    #expect(state.device == "till-3" && state.blockSize == 25 && state.lowWaterMark == 4)
    #expect(throws: BillNumberingError.invalidBlockSize(0)) {
      try BillsConfiguration(deviceID: "till-3", blockSize: 0).allocatorState()
    }
    #expect(throws: BillNumberingError.invalidLowWaterMark(-1)) {
      try BillsConfiguration(deviceID: "till-3", lowWaterMark: -1).allocatorState()
    }

    // The device's requests carry its id and block size; with a low-water mark of 1 a block of 2 is
    // topped up after its first number.
    let h = try BillsHarness.make(device: "till-3", blockSize: 2, lowWaterMark: 1)
    #expect(try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01")))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    #expect(try await !h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01")))
    let party = try await h.customer()
    let draft = try await h.repository.createDraft(BillsHarness.invoice(party: party.id, lines: [(nil, "1", "1")]))
    _ = try await h.repository.issue(draft.id)
    _ = try await h.engine.sync()
    let requests = await h.server.liveRecords(of: BillsSyncTypes.numberBlocks.name).values.map(\.fields)
    #expect(requests.count == 2)
    #expect(requests.allSatisfy { $0["device"] == "till-3" && $0["size"] == 2 })
  }

  @Test func theTimeZoneDecidesWhatTodayIs() throws {
    let h = try BillsHarness.make()
    let lateEvening = Date(timeIntervalSince1970: 1_759_262_400)  // 30 Sep 2025, 20:00 UTC
    for (zone, expected) in [("Asia/Kolkata", "2025-10-01"), ("UTC", "2025-09-30")] {
      let repository = try SyncBillsRepository(
        store: h.store, inventory: h.catalog, accounts: h.book,
        configuration: BillsConfiguration(deviceID: "till-1", timeZone: try #require(TimeZone(identifier: zone))),
        now: { lateEvening })
      #expect(repository.today == day(expected))
    }
  }
}
