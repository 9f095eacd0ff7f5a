/// The one error vocabulary every feature speaks.
///
/// Each backend's error envelope (TraceWise `{error:{code,message,correlationId}}`, the wallet's
/// code list, Warply status fields) maps into it, so view models handle one type and screens
/// get a ``userMessage`` and an ``isRetryable`` flag without knowing which backend failed.
public enum AppError: Error, Sendable, Hashable {
  /// The request never got a usable HTTP response.
  case network(NetworkFailure)
  /// The credentials are missing, expired or were rejected, and refreshing did not help (401).
  case unauthorized
  /// The caller is authenticated but not allowed to do this (403).
  case forbidden
  /// The requested thing does not exist (404).
  case notFound
  /// The input was rejected; one entry per offending field (400/422, or local form checks).
  case validation([FieldError])
  /// The request conflicts with the current state, e.g. a duplicate or a stale version (409).
  case conflict(message: String?)
  /// Too many requests (429); `retryAfter` is the server's `Retry-After`, when it sent one.
  case rateLimited(retryAfter: Duration?)
  /// Any other failure the server reported, with what it said about it.
  case server(status: Int, code: String?, message: String?, correlationID: String?)
  /// A response or stored value could not be decoded; `path` is the coding path (`items[3].price`).
  case decoding(path: String, reason: String)
  /// The operation was cancelled (a newer request replaced it, or its owner went away).
  case cancelled
  /// The service is deliberately not being called for now (a circuit breaker is cooling down
  /// after repeated failures); `retryAfter` is when it will be tried again, when known.
  case temporarilyUnavailable(retryAfter: Duration?)
  /// Something on this device failed: its database, secure storage, cryptography or composition.
  case local(LocalFailure)
}

extension AppError {
  /// Why a request got no usable response.
  public enum NetworkFailure: Sendable, Hashable {
    /// The device has no connectivity.
    case offline
    /// The request timed out.
    case timeout
    /// The TLS handshake or certificate check failed.
    case tls
    /// The connection dropped before a complete response arrived.
    case connectionLost
    /// The host could not be resolved or refused the connection.
    case cannotConnect
    /// Another transport failure, described (an unclassified error is assumed to be one).
    case other(String)
  }

  /// A failure of this device's own machinery rather than of the network or the server.
  public struct LocalFailure: Sendable, Hashable {
    /// Which part of the device failed.
    public enum Source: String, Sendable, Hashable, CaseIterable {
      /// The on-device database, files or preferences.
      case storage
      /// The Keychain or the encrypted secret store.
      case secureStorage
      /// Encryption, decryption or signature checks.
      case crypto
      /// The app's dependency container: a service is missing or could not be built.
      case composition
    }

    /// Which part of the device failed.
    public var source: Source
    /// A developer-facing explanation (a result code, a path, a key name; never a secret).
    public var reason: String
    /// Whether the condition passes by itself (a busy database, a locked device).
    public var isTransient: Bool

    /// Creates a local failure.
    public init(_ source: Source, reason: String, isTransient: Bool = false) {
      self.source = source
      self.reason = reason
      self.isTransient = isTransient
    }
  }

  /// One rejected input field.
  public struct FieldError: Sendable, Hashable, Codable {
    /// The field's name as the form or the API knows it (`email`, `items[2].quantity`).
    public var field: String
    /// A short, user-presentable explanation.
    public var message: String
    /// A machine-readable code (`required`, `tooLong`, a backend's own code), when known.
    public var code: String?

    /// Creates a field error.
    public init(field: String, message: String, code: String? = nil) {
      self.field = field
      self.message = message
      self.code = code
    }
  }
}

extension AppError {
  /// Whether trying the same operation again later may succeed: the one rule every retry,
  /// outbox and use case consults to tell an outage from a failure.
  ///
  /// Retryable: every transport failure (including TLS: a captive portal or an intercepting proxy
  /// presents the wrong certificate until the user gets past it), rate limiting, 408 and 5xx, a
  /// service held back by a circuit breaker, and transient local conditions (a busy database, a
  /// locked device). Not retryable: client errors, decoding errors, cancellation and other local
  /// failures.
  public var isRetryable: Bool {
    switch self {
    case .network: true
    case .rateLimited, .temporarilyUnavailable: true
    case .server(let status, _, _, _): status >= 500 || status == 408
    case .local(let failure): failure.isTransient
    case .unauthorized, .forbidden, .notFound, .validation, .conflict, .decoding, .cancelled: false
    }
  }

  /// A short sentence that can be shown to a person. Never contains secrets or raw payloads.
  public var userMessage: String {
    switch self {
    case .network(.offline): "You appear to be offline. Check your connection and try again."
    case .network(.timeout): "The server took too long to respond. Please try again."
    case .network(.tls): "A secure connection to the server could not be established."
    case .network(.connectionLost): "The connection was lost. Please try again."
    case .network(.cannotConnect): "The server could not be reached. Please try again later."
    case .network(.other): "A network error occurred. Please try again."
    case .unauthorized: "Your session has expired. Please sign in again."
    case .forbidden: "You don't have permission to do that."
    case .notFound: "We couldn't find what you were looking for."
    case .validation(let fields):
      fields.first.map { "\($0.message)" } ?? "Some of the information entered is not valid."
    case .conflict(let message): message ?? "This conflicts with a change made elsewhere."
    case .rateLimited: "Too many requests. Please wait a moment and try again."
    case .server(_, _, let message, _):
      message.map { "The server reported a problem: \($0)" } ?? "The server reported a problem. Please try again later."
    case .decoding: "The server sent a response we couldn't read."
    case .cancelled: "The operation was cancelled."
    case .temporarilyUnavailable: "The service is temporarily unavailable. Please try again shortly."
    case .local(let failure): failure.userMessage
    }
  }

  /// The field errors of a `.validation` failure, keyed by field name (first message wins).
  public var fieldMessages: [String: String] {
    guard case .validation(let fields) = self else { return [:] }
    return fields.reduce(into: [:]) { result, field in
      if result[field.field] == nil { result[field.field] = field.message }
    }
  }
}

extension AppError: CustomStringConvertible {
  /// A developer-facing description including codes and correlation ids (never secrets).
  public var description: String {
    switch self {
    case .network(let failure): "network(\(failure))"
    case .unauthorized: "unauthorized"
    case .forbidden: "forbidden"
    case .notFound: "notFound"
    case .validation(let fields):
      "validation(" + fields.map { "\($0.field): \($0.message)" }.joined(separator: "; ") + ")"
    case .conflict(let message): "conflict(\(message ?? "-"))"
    case .rateLimited(let retryAfter): "rateLimited(retryAfter: \(retryAfter.map { "\($0)" } ?? "-"))"
    case .server(let status, let code, let message, let correlationID):
      "server(status: \(status), code: \(code ?? "-"), message: \(message ?? "-"), "
        + "correlationID: \(correlationID ?? "-"))"
    case .decoding(let path, let reason): "decoding(at: \(path.isEmpty ? "<root>" : path), \(reason))"
    case .cancelled: "cancelled"
    case .temporarilyUnavailable(let retryAfter):
      "temporarilyUnavailable(retryAfter: \(retryAfter.map { "\($0)" } ?? "-"))"
    case .local(let failure):
      "local(\(failure.source.rawValue): \(failure.reason)\(failure.isTransient ? ", transient" : ""))"
    }
  }
}

extension AppError.LocalFailure {
  /// What a person can do about it, without internals.
  var userMessage: String {
    switch (source, isTransient) {
    case (.storage, true): "The app's storage is busy. Please try again."
    case (.storage, false): "The app couldn't read or save its data on this device."
    case (.secureStorage, true): "Secure storage is locked. Unlock your device and try again."
    case (.secureStorage, false): "The app couldn't access its secure storage on this device."
    case (.crypto, _): "The app couldn't protect or verify data on this device."
    case (.composition, _): "The app isn't set up correctly. Please update or reinstall it."
    }
  }
}
