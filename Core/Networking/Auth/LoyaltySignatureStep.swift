import Foundation

/// Adds the loyalty platform's signature headers to requests that ask for
/// ``AuthKind/loyaltySignature``:
/// - `loyalty-web-id`: the merchant id;
/// - `loyalty-date`: the current Unix time in whole seconds;
/// - `loyalty-signature`: lowercase hex SHA-256 of `apiKey + timestamp`.
///
/// The construction only binds the timestamp: a captured header can be
/// replayed until the server's window closes, so the inputs are never logged.
public struct LoyaltySignatureStep: RequestStep {
  private let webID: String
  private let apiKey: String
  private let crypto: any CryptoProvider
  private let now: @Sendable () -> Date

  /// Creates the step.
  /// - Parameters:
  ///   - webID: The merchant id sent as `loyalty-web-id`.
  ///   - apiKey: The secret hashed with the timestamp.
  ///   - crypto: Computes the SHA-256.
  ///   - now: The wall clock (injectable for tests).
  public init(
    webID: String,
    apiKey: String,
    crypto: any CryptoProvider,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.webID = webID
    self.apiKey = apiKey
    self.crypto = crypto
    self.now = now
  }

  /// The three headers for the instant `date`.
  public func headers(at date: Date) -> HTTPHeaders {
    let timestamp = String(Int64(date.timeIntervalSince1970.rounded(.down)))
    let signature = crypto.sha256(Data((apiKey + timestamp).utf8)).hexString
    return ["loyalty-web-id": webID, "loyalty-date": timestamp, "loyalty-signature": signature]
  }

  /// Sets the headers, freshly timestamped, when the request asks for them.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    guard request.auth.contains(.loyaltySignature) else { return try await next(request) }
    var request = request
    request.http.headers.merge(headers(at: now()))
    return try await next(request)
  }
}

extension LoyaltySignatureStep: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Redacted: the credentials never appear in descriptions or logs.
  public var description: String { "LoyaltySignatureStep(webID: \(webID), apiKey: <redacted>)" }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no credentials either.
  public var customMirror: Mirror {
    Mirror(self, children: ["webID": webID, "apiKey": "<redacted>"], displayStyle: .struct)
  }
}
