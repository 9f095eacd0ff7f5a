/// An ``AnalyticsSink`` that applies ``CoreConfiguration/AnalyticsSettings`` before passing events on.
///
/// - `isEnabled == false`: nothing is recorded.
/// - `sampleRate`: the fraction of *sessions* that report. Each sink is one session: it draws one
///   number in `0..<1` when created and reports everything if the draw is below the rate, nothing
///   otherwise, so a session's events are never half-recorded. A rate of 0 records nothing and 1
///   records everything, whatever the draw.
/// - `recordsErrors == false`: failures are dropped; successes and cancellations still go through.
///
/// ```swift
/// let analytics = SampledAnalyticsSink(wrapping: vendorSink, settings: configuration.analytics)
/// ```
public struct SampledAnalyticsSink: AnalyticsSink {
  /// Where the events that pass go.
  public let base: any AnalyticsSink
  /// The settings applied.
  public let settings: CoreConfiguration.AnalyticsSettings
  /// Whether this session was drawn to report.
  public let isSampled: Bool

  /// Creates a sink for one session.
  /// - Parameters:
  ///   - base: Receives the events that pass.
  ///   - settings: Enablement, error recording and the sample rate.
  ///   - draw: This session's uniform random number in `0..<1`; pass a fixed or seeded value in tests.
  public init(
    wrapping base: any AnalyticsSink,
    settings: CoreConfiguration.AnalyticsSettings,
    draw: Double = Double.random(in: 0..<1)
  ) {
    self.base = base
    self.settings = settings
    isSampled = settings.isEnabled && draw < settings.sampleRate
  }

  /// Passes `event` on if this session is sampled and the event's outcome is recorded.
  public func record(_ event: AnalyticsEvent) {
    guard isSampled else { return }
    if case .failure = event.outcome, !settings.recordsErrors { return }
    base.record(event)
  }
}
