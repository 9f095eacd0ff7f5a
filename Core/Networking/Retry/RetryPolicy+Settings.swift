extension RetryPolicy {
  /// A policy from a configuration's retry settings (`CoreConfiguration.NetworkSettings.retry`), keeping
  /// this policy's defaults for statuses, `Retry-After` cap and vetoes.
  public init(settings: CoreConfiguration.RetrySettings) {
    self.init(
      maxRetries: max(0, settings.maxAttempts - 1),
      baseDelay: settings.baseDelay,
      maxDelay: settings.maxDelay,
      jitter: settings.jitter)
  }

  /// The policy of `configuration.network.retry`: `maxAttempts` counts every attempt, so a value of
  /// 1 sends a request exactly once and never retries it.
  public init(configuration: CoreConfiguration) {
    self.init(settings: configuration.network.retry)
  }
}
