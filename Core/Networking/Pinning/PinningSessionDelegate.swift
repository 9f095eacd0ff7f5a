#if canImport(Security)
  import Foundation
  import Security

  /// Enforces ``CertificatePinning`` on a `URLSession`: after the system's own trust evaluation
  /// (root, host name, dates), the server's chain must contain a pinned key, else the connection
  /// is cancelled and the task remembered so ``URLSessionTransport`` reports `.network(.tls)`.
  ///
  /// Only server-trust challenges are handled; every other challenge gets the default handling.
  final class PinningSessionDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    private let pinning: CertificatePinning
    /// Identifiers of tasks whose server failed the pins, until ``takeRefusal(of:)`` reads them.
    private let refusedTasks = LockedValue<Set<Int>>([])

    init(pinning: CertificatePinning) {
      self.pinning = pinning
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge
    ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
      guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
        let trust = challenge.protectionSpace.serverTrust
      else { return (.performDefaultHandling, nil) }
      let certificates = SecTrustCopyCertificateChain(trust) as? [SecCertificate] ?? []
      let chain = certificates.map { SecCertificateCopyData($0) as Data }
      do {
        guard SecTrustEvaluateWithError(trust, nil) else { throw AppError.network(.tls) }
        try pinning.evaluate(chain: chain)
        return (.useCredential, URLCredential(trust: trust))
      } catch {
        let identifier = task.taskIdentifier
        refusedTasks.withLock { _ = $0.insert(identifier) }
        return (.cancelAuthenticationChallenge, nil)
      }
    }

    /// Whether the task's server failed the pins (answered once per task).
    func takeRefusal(of taskIdentifier: Int) -> Bool {
      refusedTasks.withLock { $0.remove(taskIdentifier) != nil }
    }
  }
#endif
