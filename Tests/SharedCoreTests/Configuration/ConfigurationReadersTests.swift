import Foundation
import SharedCore
import SharedTesting
import Testing

/// Each `CoreConfiguration` setting changes what the component reading it does.
@Suite struct ConfigurationReadersTests {
  // MARK: - network.retry.maxAttempts

  /// `maxAttempts` counts every attempt: the testing preset (1) sends a failing request exactly once,
  /// the development preset (2) sends it twice, production (3) three times.
  @Test(arguments: [("testing", 1), ("development", 2), ("production", 3)])
  func presetRetryAttemptsAreTheAttemptsSent(preset: String, attempts: Int) async throws {
    let configuration = try #require(CoreConfiguration.presets[preset])
    let transport = StubTransport()
    await transport.on(.get, "/v1/x", reply: .status(503))
    let step = RetryStep(policy: RetryPolicy(configuration: configuration), sleeper: ImmediateSleeper())
    let client = APIClient(
      configuration: APIClientConfiguration(baseURL: URL(string: "https://api.test")!, steps: [step]),
      transport: transport)
    await #expect(throws: AppError.self) { _ = try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "x"])) }
    #expect(await transport.requests.count == attempts)
  }

  // MARK: - logging.masksSensitiveData, logging.logsNetworkTraffic

  @Test(arguments: [true, false])
  func maskingFollowsTheSetting(masks: Bool) {
    let settings = CoreConfiguration.LoggingSettings(level: .info, masksSensitiveData: masks)
    let formatter = LogFormatter(masker: LogMasker(settings: settings))
    let record = LogRecord(
      level: .info, category: "http", message: "Authorization: Bearer abc.def.ghi", metadata: ["password": "hunter2"])
    let line = formatter.body(of: record)
    if masks {
      #expect(line == "Authorization: *** password=***")
    } else {
      #expect(line == "Authorization: Bearer abc.def.ghi password=hunter2")
    }
  }

  @Test(arguments: [true, false])
  func networkTrafficIsLoggedOnlyWhenAsked(logsTraffic: Bool) async throws {
    let logger = RecordingLogger()
    let settings = CoreConfiguration.LoggingSettings(level: .info, logsNetworkTraffic: logsTraffic)
    let transport = StubTransport()
    await transport.on(.get, "/v1/x", reply: .status(200))
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: URL(string: "https://api.test")!, steps: [LoggingStep(logger: logger, settings: settings)]),
      transport: transport)
    _ = try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "x"]))
    #expect(logger.records.count == (logsTraffic ? 1 : 0))
  }

  // MARK: - analytics

  private static let success = AnalyticsEvent(name: "products.load", outcome: .success)
  private static let failure = AnalyticsEvent(name: "products.load", outcome: .failure(errorCase: "network"))

  private func record(
    _ settings: CoreConfiguration.AnalyticsSettings, draw: Double, events: [AnalyticsEvent]
  ) -> [AnalyticsEvent] {
    let recorder = RecordingAnalyticsSink()
    let sink = SampledAnalyticsSink(wrapping: recorder, settings: settings, draw: draw)
    events.forEach(sink.record)
    return recorder.events
  }

  @Test(arguments: [0.0, 0.5, 0.999_999])
  func sampleRateZeroRecordsNothingAndOneEverything(draw: Double) {
    let events = [Self.success, Self.failure]
    #expect(record(.init(isEnabled: true, sampleRate: 0), draw: draw, events: events) == [])
    #expect(record(.init(isEnabled: true, sampleRate: 1), draw: draw, events: events) == events)
  }

  /// A seeded sequence of sessions: each session draws once and reports all or nothing, and the
  /// reporting fraction approaches the rate.
  @Test func sessionsAreSampledAtTheRate() {
    var generator = SeededGenerator(seed: 0x5EED)
    let settings = CoreConfiguration.AnalyticsSettings(isEnabled: true, sampleRate: 0.25)
    var reporting = 0
    for _ in 0..<2_000 {
      let draw = Double(generator.next() >> 11) / Double(1 << 53)
      let recorded = record(settings, draw: draw, events: [Self.success, Self.success])
      #expect(recorded.count == 0 || recorded.count == 2)
      if !recorded.isEmpty { reporting += 1 }
    }
    #expect((440...560).contains(reporting), "\(reporting) of 2000 sessions reported at rate 0.25")
  }

  @Test func disabledOrErrorlessAnalyticsDropWhatTheySay() {
    #expect(record(.init(isEnabled: false), draw: 0, events: [Self.success]) == [])
    let errorless = CoreConfiguration.AnalyticsSettings(isEnabled: true, recordsErrors: false)
    #expect(record(errorless, draw: 0, events: [Self.success, Self.failure]) == [Self.success])
  }

  // MARK: - cache.timeToLive

  /// A value younger than the time to live is served without a fetch; an older one is refetched.
  @Test(arguments: [(30.0, false), (90.0, true)])
  func cacheTimeToLiveExpiresEntries(age: TimeInterval, refetches: Bool) async throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let store = InMemoryCacheStore(entries: [
      CacheEntry(key: "k", data: Data(#""cached""#.utf8), storedAt: now.addingTimeInterval(-age))
    ])
    let cache = OfflineCache(store: store, settings: .init(timeToLive: .seconds(60)), now: { now })
    let fetches = CallCounter()
    var states: [ResourceState<String, AppError>] = []
    for await state in cache.states(
      for: "k",
      fetch: {
        _ = fetches.increment(); return "fetched"
      })
    {
      states.append(state)
    }
    #expect(fetches.count == (refetches ? 1 : 0))
    #expect(states.last?.value == (refetches ? "fetched" : "cached"))
  }
}
