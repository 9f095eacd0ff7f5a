import SharedCore
import SharedTesting
import Testing

@Suite struct AnalyticsSinkTests {
  struct Unmapped: Error {}

  @Test func successRecordsOneSuccessEventAndReturnsTheValue() async {
    let analytics = RecordingAnalyticsSink()
    let value = await analytics.track("products.load", parameters: ["page": "1"]) { 42 }
    #expect(value == 42)
    #expect(analytics.events == [AnalyticsEvent(name: "products.load", outcome: .success, parameters: ["page": "1"])])
  }

  @Test(arguments: [
    (AppError.notFound, "notFound"), (.network(.offline), "network"), (.unauthorized, "unauthorized"),
    (.validation([]), "validation"), (.server(status: 500, code: nil, message: nil, correlationID: nil), "server"),
    (.rateLimited(retryAfter: nil), "rateLimited"), (.decoding(path: "a", reason: "b"), "decoding"),
  ])
  func failureRecordsTheAppErrorCaseAndRethrows(error: AppError, errorCase: String) async {
    let analytics = RecordingAnalyticsSink()
    await #expect(throws: error) {
      try await analytics.track("coupons.redeem") { () throws -> Int in throw error }
    }
    #expect(analytics.events == [AnalyticsEvent(name: "coupons.redeem", outcome: .failure(errorCase: errorCase))])
  }

  @Test func foreignErrorsAreMappedButRethrownUnchanged() async {
    let analytics = RecordingAnalyticsSink()
    await #expect(throws: Unmapped.self) {
      try await analytics.track("wallet.sync") { () throws -> Void in throw Unmapped() }
    }
    #expect(analytics.events.first?.outcome == .failure(errorCase: "network"))
  }

  @Test func cancellationIsRecordedAsCancelled() async {
    let analytics = RecordingAnalyticsSink()
    _ = try? await analytics.track("products.load") { () throws -> Void in throw CancellationError() }
    #expect(analytics.events.map(\.outcome) == [.cancelled])
    analytics.removeAll()
    #expect(analytics.names.isEmpty)
  }

  @MainActor
  @Test func trackRunsInTheCallersIsolation() async {
    let analytics = RecordingAnalyticsSink()
    var counter = 0  // main-actor state mutated inside the tracked operation
    await analytics.track("counter.increment") { counter += 1 }
    #expect(counter == 1)
    #expect(analytics.names == ["counter.increment"])
  }
}
