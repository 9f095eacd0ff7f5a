import SharedCore

/// A transport that is never connected: every request fails with `AppError.network(.offline)`.
/// For a container whose only server is in memory, or to exercise a feature's offline path.
public struct OfflineTransport: Transport {
  /// The transport.
  public init() {}

  /// Fails as offline.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw AppError.network(.offline)
  }
}
