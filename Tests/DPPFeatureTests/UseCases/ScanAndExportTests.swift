import DPPFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

/// Scanning a Digital Link and exporting EPCIS documents.
@Suite struct ScanAndExportTests {
  let harness = TraceWiseHarness()

  private var scan: ScanDigitalLink {
    ScanDigitalLink(products: harness.products, resolver: harness.resolver, events: harness.events)
  }

  @Test func scanFindsProductPassportAndEvents() async throws {
    try await harness.stubCatalogue(eventCount: 2)
    let result = try await scan(" \(TraceWiseHarness.link)\n")
    #expect(result.id == DPPProductID(gtin: TraceWiseHarness.gtin, serial: "SN-1001"))
    #expect(result.product.name == "EcoTrail Running Shoe")
    #expect(result.passport?.passportIdentifier == "cirpass-001")
    #expect(result.events.items.count == 2)
  }

  @Test func productsWithoutPassportStillScan() async throws {
    try await harness.stubCatalogue()
    await harness.transport.on(.get, "/01/**", reply: .error(404, code: "PRODUCT_NOT_FOUND"))
    let result = try await scan(TraceWiseHarness.link)
    #expect(result.passport == nil)
  }

  @Test(arguments: [
    ("not a link", "digitalLink"),
    ("https://id.example/01/09520123456789/21/SN-1001", "ai01"),
    ("https://id.example/414/9520123456788", "notGTIN"),
  ])
  func invalidLinksAreValidationErrors(text: String, code: String) async throws {
    await #expect {
      try await scan(text)
    } throws: { error in
      guard case AppError.validation(let fields) = error else { return false }
      return fields.first?.field == "digitalLink" && fields.first?.code == code
    }
    #expect(await harness.transport.requests.isEmpty)
  }

  @Test func exportReadsEveryPageIntoOneDocument() async throws {
    await harness.transport.on(.get, "/v1/events/*") { request, _ in
      let isSecond = request.url.query?.contains("pageToken=p2") == true
      return .json(
        isSecond
          ? TraceWiseJSON.eventsPage(count: 1, from: 3, total: 3)
          : TraceWiseJSON.eventsPage(count: 2, next: "p2", total: 3))
    }
    let export = ExportEPCISDocument(events: harness.events, pageSize: 2)
    let document = try await export(DPPProductID(gtin: TraceWiseHarness.gtin, serial: "SN-1001"))
    #expect(document.eventList.count == 3)
    let json = try #require(String(data: try document.jsonData(), encoding: .utf8))
    #expect(json.contains("EPCISDocument"))
    #expect(json.contains("https://id.gs1.org/01/09520123456788/21/SN-1001"))
    #expect(await harness.transport.requests.count == 2)
  }

  @Test func exportNamesTheEventThatCannotBeExpressed() throws {
    let bad = LifecycleEvent(gtin: "123", bizStep: "x", timestamp: "2026-03-01T10:00:00Z")
    #expect {
      try ExportEPCISDocument.document([sampleEvent(), bad])
    } throws: { error in
      (error as? AppError)?.fieldMessages["events[1]"] != nil
    }
  }
}
