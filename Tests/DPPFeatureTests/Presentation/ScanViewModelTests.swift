import DPPFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

/// The scan screen's state sequences, validation errors, cache-first loading and cancellation.
@MainActor
@Suite struct ScanViewModelTests {
  let harness = TraceWiseHarness()

  private func settled(_ state: DPPScanState) -> Bool {
    let details = state.details
    return details.product.isSuccess && details.product.origin == .network
      && !details.passport.isLoading && details.passport != .idle
      && !details.events.isLoading && details.events != .idle
  }

  @Test func scanLoadsProductPassportAndEvents() async throws {
    try await harness.stubCatalogue(eventCount: 2)
    let viewModel = DPPScanViewModel(loader: harness.makeLoader())
    let sequence = await states(
      of: viewModel, after: { viewModel.send(.scan(TraceWiseHarness.link)) },
      until: settled)
    let final = try #require(sequence.last)
    #expect(sequence.first?.link == .idle)
    #expect(sequence.contains { $0.details.product == .loading(previous: nil) })
    #expect(final.link == .success(DPPProductID(gtin: TraceWiseHarness.gtin, serial: "SN-1001"), origin: .local))
    #expect(final.details.product.value?.name == "EcoTrail Running Shoe")
    #expect(final.details.passport.value?.passportIdentifier == "cirpass-001")
    #expect(final.details.events.value?.count == 2)
  }

  @Test func invalidLinkFailsWithValidationAndLoadsNothing() async throws {
    let viewModel = DPPScanViewModel(loader: harness.makeLoader())
    viewModel.send(.scan("https://id.example/01/09520123456789"))
    guard case .failed(.validation(let fields), nil) = viewModel.state.link else {
      Issue.record("expected a validation failure, got \(viewModel.state.link)")
      return
    }
    #expect(fields.first?.field == "digitalLink")
    #expect(viewModel.state.details == DPPProductDetails())
    #expect(await harness.transport.requests.isEmpty)
  }

  @Test func cachedProductIsShownFirstThenRefreshed() async throws {
    try await harness.stubCatalogue()
    let cache = InMemoryCacheStore()
    let first = DPPScanViewModel(loader: harness.makeLoader(cache: cache))
    _ = await states(of: first, after: { first.send(.scan(TraceWiseHarness.link)) }, until: settled)

    let second = DPPScanViewModel(loader: harness.makeLoader(cache: cache))
    let sequence = await states(of: second, after: { second.send(.scan(TraceWiseHarness.link)) }, until: settled)
    #expect(sequence.contains { $0.details.product.origin == .cache })
    #expect(sequence.last?.details.product.origin == .network)
  }

  @Test func missingPassportIsEmptyAndFailuresKeepTheirError() async throws {
    try await harness.stubCatalogue()
    await harness.transport.on(.get, "/01/**", reply: .error(404, code: "PRODUCT_NOT_FOUND"))
    await harness.transport.on(.get, "/v1/events/*", reply: .error(403, code: "INVALID_API_KEY"))
    let viewModel = DPPScanViewModel(loader: harness.makeLoader())
    let sequence = await states(
      of: viewModel, after: { viewModel.send(.scan(TraceWiseHarness.link)) },
      until: settled)
    #expect(sequence.last?.details.passport == .empty)
    #expect(sequence.last?.details.events == .failed(.forbidden, previous: nil))
  }

  @Test func aNewScanCancelsTheOlderOne() async throws {
    try await harness.stubCatalogue()
    await harness.transport.on(
      .get, "/v1/products",
      reply: .status(200, json: TraceWiseJSON.product, delay: .seconds(30)))
    let viewModel = DPPScanViewModel(loader: harness.makeLoader())
    viewModel.send(.scan(TraceWiseHarness.link))
    try await harness.stubCatalogue()
    let other = "https://id.example/01/09520123456788"
    let sequence = await states(of: viewModel, after: { viewModel.send(.scan(other)) }, until: settled)
    #expect(sequence.last?.link.value == DPPProductID(gtin: TraceWiseHarness.gtin))
    #expect(viewModel.tasks.count <= 1)
  }

  @Test func loadMoreAppendsTheNextPage() async throws {
    try await harness.stubCatalogue()
    await harness.transport.on(.get, "/v1/events/*") { request, _ in
      let isSecond = request.url.query?.contains("pageToken=p2") == true
      return .json(
        isSecond
          ? TraceWiseJSON.eventsPage(count: 1, from: 3, total: 3)
          : TraceWiseJSON.eventsPage(count: 2, next: "p2", total: 3))
    }
    let viewModel = DPPScanViewModel(loader: harness.makeLoader())
    _ = await states(of: viewModel, after: { viewModel.send(.scan(TraceWiseHarness.link)) }, until: settled)
    #expect(viewModel.state.details.nextEventsPageToken == "p2")
    let sequence = await states(of: viewModel, after: { viewModel.send(.loadMoreEvents) }) {
      $0.details.events.value?.count == 3
    }
    #expect(sequence.last?.details.nextEventsPageToken == nil)
    viewModel.send(.loadMoreEvents)
    #expect(!viewModel.state.details.events.isLoading)
  }
}
