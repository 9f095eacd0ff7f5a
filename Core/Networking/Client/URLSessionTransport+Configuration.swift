import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionTransport {
  /// A transport that honours `configuration`:
  ///
  /// | setting | effect |
  /// |---|---|
  /// | `network.requestTimeout` | `timeoutIntervalForRequest`: the default per-attempt timeout |
  /// | `network.resourceTimeout` | `timeoutIntervalForResource`: the cap on one whole transfer |
  /// | `network.allowsCellularAccess` | the session's `allowsCellularAccess` |
  /// | `network.maxConcurrentRequests` | requests beyond it wait for a free slot (and `httpMaximumConnectionsPerHost`) |
  /// | `security.certificatePinningEnabled`, `pinnedKeyHashes` | ``CertificatePinning`` of every TLS server |
  ///
  /// Pinning is enforced through the session delegate on Apple platforms. FoundationNetworking
  /// (Linux) never shows the server's certificate chain, so there a transport configured to pin
  /// **fails closed**: every request throws `AppError.network(.tls)` without being sent, and
  /// ``CoreConfiguration/validate()`` reports the setting as unsupported.
  /// - Parameters:
  ///   - configuration: The settings read: `network` and `security`.
  ///   - crypto: Computes the SHA-256 of the servers' keys for pinning.
  public convenience init(configuration: CoreConfiguration, crypto: any CryptoProvider) {
    let network = configuration.network
    let sessionConfiguration = Self.defaultConfiguration()
    sessionConfiguration.timeoutIntervalForRequest = URLSessionTransport.platformTimeout(
      DurationSeconds.seconds(of: network.requestTimeout))
    sessionConfiguration.timeoutIntervalForResource = URLSessionTransport.platformTimeout(
      DurationSeconds.seconds(of: network.resourceTimeout))
    sessionConfiguration.allowsCellularAccess = network.allowsCellularAccess
    sessionConfiguration.httpMaximumConnectionsPerHost = max(1, network.maxConcurrentRequests)
    let limiter = ConcurrencyLimiter(limit: network.maxConcurrentRequests)
    let security = configuration.security
    guard security.certificatePinningEnabled else {
      self.init(
        session: URLSession(configuration: sessionConfiguration), ownsSession: true, limiter: limiter, refusal: nil,
        wasRefusedByPins: { _ in false })
      return
    }
    #if canImport(Security)
      let delegate = PinningSessionDelegate(pinning: CertificatePinning(pins: security.pinnedKeyHashes, crypto: crypto))
      self.init(
        session: URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil),
        ownsSession: true, limiter: limiter, refusal: nil, wasRefusedByPins: { delegate.takeRefusal(of: $0) })
    #else
      self.init(
        session: URLSession(configuration: sessionConfiguration), ownsSession: true, limiter: limiter,
        refusal: .network(.tls),
        wasRefusedByPins: { _ in false })
    #endif
  }
}
