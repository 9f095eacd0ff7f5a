/// Why the outcome of a write is not known, and what that allows: the one table every feature uses
/// to sort a failed write into "refused" or "still pending".
///
/// | Answer | ``Kind`` | May the server have applied it? |
/// | --- | --- | --- |
/// | offline, host unreachable, TLS handshake failed, circuit breaker open | ``Kind/notDelivered`` | no: retry later |
/// | 429 | ``Kind/throttled`` | no: retry after the delay |
/// | 401 (refresh did not help) | ``Kind/signInRequired`` | no: held until the user signs in |
/// | timeout, connection dropped, any other transport failure, 408 | ``Kind/noAnswer`` | **yes** |
/// | 409 (no stale-version answer): the first request with this key is still running | ``Kind/inProgress`` | **yes** |
/// | 425, 5xx | ``Kind/serverFailure`` | **yes** |
/// | 2xx whose body could not be read | ``Kind/unreadableAnswer`` | **yes** (probably done) |
/// | cancelled by the caller | ``Kind/cancelled`` | **yes** |
/// | this device failed (storage, keys) | ``Kind/localFailure`` | **yes** |
/// | 400, 403, 404, 405, 410, 412, 413, 415, 422 and any other 4xx; a validation failure | — (refused) | no: the server said it will not |
///
/// Every ``Kind`` keeps the write pending under the same idempotency key. A feature that knows more
/// about an answer decides before consulting the table: the sync contract's `409` with the server's
/// current record is a stale-version conflict, not an answer still in progress.
public struct RemoteUncertainty: Sendable, Hashable {
  /// Why the outcome is not known.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The request provably never reached the server (offline, unreachable, circuit breaker open).
    case notDelivered
    /// The server asked to be called later (429); it did not apply it.
    case throttled
    /// The credentials were refused; the write waits until the user signs in again.
    case signInRequired
    /// The request was sent but no answer arrived (timeout, dropped connection, 408).
    case noAnswer
    /// The server is still running the first request sent with this key (409).
    case inProgress
    /// The server failed while handling it (5xx, 425): it may have applied it first.
    case serverFailure
    /// The server answered success but the body could not be read.
    case unreadableAnswer
    /// The caller stopped waiting after the request may have left.
    case cancelled
    /// This device failed around the request (its database or keys).
    case localFailure
  }

  /// Why the outcome is not known.
  public var kind: Kind
  /// What was observed.
  public var error: AppError
  /// When the server said to try again, if it did.
  public var retryAfter: Duration?

  /// Creates an uncertainty.
  public init(_ kind: Kind, error: AppError, retryAfter: Duration? = nil) {
    self.kind = kind
    self.error = error
    self.retryAfter = retryAfter
  }

  /// Whether the server may have applied the write: `false` only when the answer proves it did
  /// not (never delivered, throttled, credentials refused).
  public var mayHaveBeenApplied: Bool {
    switch kind {
    case .notDelivered, .throttled, .signInRequired: false
    case .noAnswer, .inProgress, .serverFailure, .unreadableAnswer, .cancelled, .localFailure: true
    }
  }

  /// A sentence for a "pending" badge: never phrased as a failure.
  public var userMessage: String {
    switch kind {
    case .notDelivered: "Waiting for a connection; it will be sent automatically."
    case .throttled: "The server asked us to wait; it will be sent again shortly."
    case .signInRequired: "Waiting for you to sign in again; nothing has been lost."
    case .inProgress: "The server is still processing it."
    case .noAnswer, .serverFailure, .unreadableAnswer, .cancelled, .localFailure:
      "Waiting for the server to confirm; it will be checked again automatically."
    }
  }

  /// Sorts a failed write by the table above: `nil` when the answer is a definite refusal.
  public init?(failure error: AppError) {
    switch error {
    case .network(.offline), .network(.cannotConnect), .network(.tls):
      self.init(.notDelivered, error: error)
    case .temporarilyUnavailable(let retryAfter):
      self.init(.notDelivered, error: error, retryAfter: retryAfter)
    case .network(.timeout), .network(.connectionLost), .network(.other):
      self.init(.noAnswer, error: error)
    case .rateLimited(let retryAfter):
      self.init(.throttled, error: error, retryAfter: retryAfter)
    case .unauthorized:
      self.init(.signInRequired, error: error)
    case .conflict:
      self.init(.inProgress, error: error)
    case .server(let status, _, _, _):
      guard let kind = Self.kind(ofStatus: status) else { return nil }
      self.init(kind, error: error)
    case .decoding:
      self.init(.unreadableAnswer, error: error)
    case .cancelled:
      self.init(.cancelled, error: error)
    case .local:
      self.init(.localFailure, error: error)
    case .forbidden, .notFound, .validation:
      return nil
    }
  }

  /// The kind an HTTP status that is not success leaves the write in; `nil` for a definite refusal.
  ///
  /// 401, 409 and 429 are listed for callers that sort raw statuses; `AppError(status:)` already
  /// maps them to their own cases.
  public static func kind(ofStatus status: Int) -> Kind? {
    switch status {
    case 401: .signInRequired
    case 408: .noAnswer
    case 409: .inProgress
    case 429: .throttled
    case 425, 500...599: .serverFailure
    default: nil
    }
  }
}
