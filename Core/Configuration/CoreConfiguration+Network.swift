extension CoreConfiguration {
  /// Timeouts, concurrency and the retry policy of the HTTP pipeline.
  public struct NetworkSettings: Sendable, Hashable, Codable {
    /// How long one request may wait for data before it times out.
    public var requestTimeout: Duration
    /// How long a whole transfer may take, including retries of its parts.
    public var resourceTimeout: Duration
    /// How many requests may be in flight at once.
    public var maxConcurrentRequests: Int
    /// Whether requests may use cellular data.
    public var allowsCellularAccess: Bool
    /// How failed requests are retried.
    public var retry: RetrySettings

    /// Creates network settings.
    public init(
      requestTimeout: Duration,
      resourceTimeout: Duration,
      maxConcurrentRequests: Int = 6,
      allowsCellularAccess: Bool = true,
      retry: RetrySettings
    ) {
      self.requestTimeout = requestTimeout
      self.resourceTimeout = resourceTimeout
      self.maxConcurrentRequests = maxConcurrentRequests
      self.allowsCellularAccess = allowsCellularAccess
      self.retry = retry
    }

    private enum CodingKeys: String, CodingKey {
      case requestTimeout, resourceTimeout, maxConcurrentRequests, allowsCellularAccess, retry
    }

    /// Decodes settings; timeouts are numbers of seconds.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      requestTimeout = try container.decodeSeconds(forKey: .requestTimeout)
      resourceTimeout = try container.decodeSeconds(forKey: .resourceTimeout)
      maxConcurrentRequests = try container.decode(Int.self, forKey: .maxConcurrentRequests)
      allowsCellularAccess = try container.decode(Bool.self, forKey: .allowsCellularAccess)
      retry = try container.decode(RetrySettings.self, forKey: .retry)
    }

    /// Encodes settings; timeouts become numbers of seconds.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(seconds: requestTimeout, forKey: .requestTimeout)
      try container.encode(seconds: resourceTimeout, forKey: .resourceTimeout)
      try container.encode(maxConcurrentRequests, forKey: .maxConcurrentRequests)
      try container.encode(allowsCellularAccess, forKey: .allowsCellularAccess)
      try container.encode(retry, forKey: .retry)
    }
  }

  /// Exponential backoff with jitter: attempt *n* waits `min(maxDelay, baseDelay × 2ⁿ⁻¹)`,
  /// randomised by ±`jitter` of itself; a server's `Retry-After` takes precedence.
  public struct RetrySettings: Sendable, Hashable, Codable {
    /// Total attempts including the first (1 means no retries).
    public var maxAttempts: Int
    /// The delay before the first retry.
    public var baseDelay: Duration
    /// The longest delay between attempts.
    public var maxDelay: Duration
    /// The random spread as a fraction of each delay, from 0 (none) to 1 (full jitter).
    public var jitter: Double

    /// Creates a retry policy.
    public init(maxAttempts: Int, baseDelay: Duration, maxDelay: Duration, jitter: Double = 0.2) {
      self.maxAttempts = maxAttempts
      self.baseDelay = baseDelay
      self.maxDelay = maxDelay
      self.jitter = jitter
    }

    private enum CodingKeys: String, CodingKey {
      case maxAttempts, baseDelay, maxDelay, jitter
    }

    /// Decodes a policy; delays are numbers of seconds.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      maxAttempts = try container.decode(Int.self, forKey: .maxAttempts)
      baseDelay = try container.decodeSeconds(forKey: .baseDelay)
      maxDelay = try container.decodeSeconds(forKey: .maxDelay)
      jitter = try container.decode(Double.self, forKey: .jitter)
    }

    /// Encodes a policy; delays become numbers of seconds.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(maxAttempts, forKey: .maxAttempts)
      try container.encode(seconds: baseDelay, forKey: .baseDelay)
      try container.encode(seconds: maxDelay, forKey: .maxDelay)
      try container.encode(jitter, forKey: .jitter)
    }
  }
}
