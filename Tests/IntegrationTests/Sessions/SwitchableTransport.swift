import SharedCore

/// A transport that fails every request with `AppError.network(.offline)` while switched off, as
/// the device does in airplane mode, and otherwise sends through `base`.
final class SwitchableTransport: Transport {
  private let base: any Transport
  private let online = LockedValue(true)

  init(_ base: any Transport) {
    self.base = base
  }

  /// Turns connectivity on or off.
  func set(online isOnline: Bool) {
    online.withLock { $0 = isOnline }
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard online.withLock({ $0 }) else { throw AppError.network(.offline) }
    return try await base.send(request)
  }
}
