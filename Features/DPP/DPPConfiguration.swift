import Foundation

/// Where the DPP feature finds TraceWise and the GS1 resolver; registered by the host.
public struct DPPConfiguration: Sendable, Hashable {
  /// The TraceWise API root.
  public var baseURL: URL
  /// The GS1 Digital Link resolver root (often the same host).
  public var resolverURL: URL
  /// The TraceWise `X-API-Key`.
  public var apiKey: String
  /// How many events a page holds.
  public var eventsPageSize: Int

  /// Creates a configuration; the resolver defaults to the API host.
  public init(baseURL: URL, resolverURL: URL? = nil, apiKey: String, eventsPageSize: Int = 20) {
    self.baseURL = baseURL
    self.resolverURL = resolverURL ?? baseURL
    self.apiKey = apiKey
    self.eventsPageSize = eventsPageSize
  }
}

extension DPPConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The URLs and page size; the API key is redacted.
  public var description: String {
    "DPPConfiguration(baseURL: \(baseURL), resolverURL: \(resolverURL), apiKey: <redacted>, "
      + "eventsPageSize: \(eventsPageSize))"
  }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no key either.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "baseURL": baseURL, "resolverURL": resolverURL, "apiKey": "<redacted>", "eventsPageSize": eventsPageSize,
      ],
      displayStyle: .struct)
  }
}
