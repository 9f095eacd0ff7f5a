import SharedCore
import SharedPlatform

extension ContainerBuilder {
  /// Registers the platform services every feature module resolves, as quiet test doubles: the
  /// configuration, the transport `transport` makes, a logger that writes nothing, fresh latency
  /// metrics, a sleeper that returns at once (retries and back-off run without waiting) and the
  /// system's text shaper (printing is real and deterministic) and a ``RecordingNotificationScheduler``
  /// (resolve `any LocalNotificationScheduler` to see what was scheduled). A testing kit adds its feature's own
  /// services after this.
  ///
  /// `transport` runs at each resolution, so whatever it captures (a fake backend that its routes
  /// only reference weakly) lives as long as the container.
  ///
  /// ```swift
  /// var builder = ContainerBuilder()
  /// builder.registerTestPlatform { backend.transport }
  /// builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
  /// ```
  public mutating func registerTestPlatform(
    configuration: CoreConfiguration = .development, transport: @escaping @Sendable () -> any Transport
  ) {
    register(CoreConfiguration.self) { _ in configuration }
    register((any Transport).self) { _ in transport() }
    register((any AppLogger).self) { _ in SilentLogger() }
    register(LatencyMetrics.self, lifetime: .singleton) { _ in LatencyMetrics() }
    register((any Sleeper).self) { _ in ImmediateSleeper() }
    register((any TextShaper).self, lifetime: .singleton) { _ in SystemTextShaper() }
    register((any LocalNotificationScheduler).self, lifetime: .singleton) { _ in RecordingNotificationScheduler() }
  }
}
