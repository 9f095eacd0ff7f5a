import SharedCore

/// An analytics sink that keeps every event, for assertions.
///
/// ```swift
/// let analytics = RecordingAnalyticsSink()
/// _ = try? await analytics.track("products.load") { throw AppError.notFound }
/// #expect(analytics.events == [AnalyticsEvent(name: "products.load", outcome: .failure(errorCase: "notFound"))])
/// ```
public final class RecordingAnalyticsSink: AnalyticsSink {
  private let recorded = LockedValue<[AnalyticsEvent]>([])

  /// Creates an empty sink.
  public init() {}

  /// The events, oldest first.
  public var events: [AnalyticsEvent] { recorded.withLock { $0 } }

  /// The events' names, oldest first.
  public var names: [String] { events.map(\.name) }

  /// Forgets every event.
  public func removeAll() {
    recorded.withLock { $0.removeAll() }
  }

  /// Records `event`.
  public func record(_ event: AnalyticsEvent) {
    recorded.withLock { $0.append(event) }
  }
}
