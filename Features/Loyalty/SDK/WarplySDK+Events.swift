import SharedCore

extension WarplySDK {
  /// The events posted under `name` (`"campaigns_retrieved"`, `"dynatrace"`, `"NB_PushReceived"`,
  /// …), for callers that subscribed by name to the platform SDK; the stream ends when the
  /// subscriber stops iterating.
  public func subscribe(to name: String) -> AsyncStream<any BusEvent> {
    bus?.events(named: name) ?? AsyncStream { $0.finish() }
  }

  /// The events of one type (``LoyaltyCampaignsRetrievedEvent``, ``LoyaltyAnalyticsBusEvent``, …).
  public func subscribe<Event: BusEvent>(_ type: Event.Type) -> AsyncStream<Event> {
    bus?.events(of: type) ?? AsyncStream { $0.finish() }
  }

  /// The tuning as flat `component.field` strings (the platform SDK's `getConfigurationSummary()`).
  public func getConfigurationSummary() -> [String: String] { configuration.sdk.summary }

  /// The configuration the SDK runs with (the platform SDK's `getCurrentConfiguration()`).
  public func getCurrentConfiguration() -> WarplyConfiguration { configuration.sdk }
}
