import Foundation

extension TraceWiseSDK {
  /// How a ``TraceWiseSDK`` reaches the TraceWise API (the TraceWise SDK's initializer).
  ///
  /// Differences from the original TraceWise SDK: the type is `Sendable` and the token provider must be `@Sendable`;
  /// an unparsable `baseURL` does not crash but makes every call fail with
  /// ``TraceWiseError/invalidURL``.
  public struct Config: Sendable {
    /// The API root, e.g. `https://api.tracewise.example`.
    public let baseURL: String
    /// Sent as `X-API-Key`.
    public let apiKey: String?
    /// Supplies the bearer token for user-scoped calls (registration, events, a user's products).
    public let firebaseTokenProvider: (@Sendable () async throws -> String)?
    /// Seconds one attempt may take.
    public let timeoutInterval: TimeInterval
    /// Retries after the first attempt for connection failures, 408, 429 and 5xx.
    public let maxRetries: Int
    /// Whether requests are logged (through the host's logger; secrets masked).
    public let enableLogging: Bool

    /// Creates a configuration (the TraceWise SDK's signature and defaults).
    public init(
      baseURL: String,
      apiKey: String? = nil,
      firebaseTokenProvider: (@Sendable () async throws -> String)? = nil,
      timeoutInterval: TimeInterval = 30.0,
      maxRetries: Int = 3,
      enableLogging: Bool = false
    ) {
      self.baseURL = baseURL
      self.apiKey = apiKey
      self.firebaseTokenProvider = firebaseTokenProvider
      self.timeoutInterval = timeoutInterval
      self.maxRetries = maxRetries
      self.enableLogging = enableLogging
    }
  }
}

extension TraceWiseSDK.Config: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The settings; the API key is redacted and the token provider only noted.
  public var description: String {
    "TraceWiseSDK.Config(baseURL: \(baseURL), apiKey: \(apiKey == nil ? "nil" : "<redacted>"), "
      + "firebaseTokenProvider: \(firebaseTokenProvider == nil ? "nil" : "<provider>"), "
      + "timeoutInterval: \(timeoutInterval), maxRetries: \(maxRetries), enableLogging: \(enableLogging))"
  }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no key either.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "baseURL": baseURL, "apiKey": apiKey == nil ? "nil" : "<redacted>",
        "firebaseTokenProvider": firebaseTokenProvider == nil ? "nil" : "<provider>",
        "timeoutInterval": timeoutInterval, "maxRetries": maxRetries, "enableLogging": enableLogging,
      ],
      displayStyle: .struct)
  }
}
