import Foundation
import SharedCore

/// The wallet backend's endpoints, relative to its base URL, each with a stable metrics name
/// (`wallet <METHOD> <path template>`). Responses are decoded by ``WalletAPI`` with the wallet's
/// currency, so every endpoint is declared with an undecoded body.
public enum WalletEndpoints {
  /// `POST auth/refresh`: rotates the refresh token (sent without a bearer token).
  public static func refresh(refreshToken: String) -> Endpoint<WalletAuthResponse> {
    Endpoint(.post, path: ["auth", "refresh"], metricsName: "wallet POST /auth/refresh")
      .jsonBody(["refreshToken": refreshToken])
  }

  static func validateSession() -> Endpoint<EmptyBody> {
    get(["auth", "validate-session"], "/auth/validate-session")
  }

  static func logout(refreshToken: String) -> Endpoint<EmptyBody> {
    post(["auth", "logout"], "/auth/logout").jsonBody(["refreshToken": refreshToken])
  }

  static func balance(walletId: String) -> Endpoint<EmptyBody> {
    get(["wallet", walletId, "balance"], "/wallet/{walletId}/balance")
  }

  static func history(_ items: [URLQueryItem]) -> Endpoint<EmptyBody> {
    var endpoint = get(["wallet", "history"], "/wallet/history")
    endpoint.queryItems = items
    return endpoint
  }

  static func validateToken(_ request: WalletTokenValidationRequest) -> Endpoint<EmptyBody> {
    post(["tokens", "validate"], "/tokens/validate").jsonBody(request)
  }

  static func divideToken(_ request: WalletTokenDivisionRequest, operationId: String) -> Endpoint<EmptyBody> {
    post(["tokens", "divide"], "/tokens/divide").jsonBody(request).idempotencyKey(operationId)
  }

  static func publicKeys() -> Endpoint<EmptyBody> {
    get(["tokens", "public-keys"], "/tokens/public-keys")
  }

  static func submit(_ submission: WalletTransactionSubmission, idempotencyKey: String) -> Endpoint<EmptyBody> {
    post(["transactions", "submit"], "/transactions/submit").jsonBody(submission).idempotencyKey(idempotencyKey)
  }

  static func sync(lastSyncTimestamp: Date?, limit: Int) -> Endpoint<EmptyBody> {
    let endpoint = get(["transactions", "sync"], "/transactions/sync").query("limit", String(limit))
    guard let lastSyncTimestamp else { return endpoint }
    return endpoint.query("lastSyncTimestamp", WalletTimestamp.string(from: lastSyncTimestamp))
  }

  static func status(transactionId: String) -> Endpoint<EmptyBody> {
    get(["transactions", transactionId, "status"], "/transactions/{transactionId}/status")
  }

  static func syncOffline(_ request: WalletOfflineSyncRequest, idempotencyKey: String?) -> Endpoint<EmptyBody> {
    let endpoint = post(["transactions", "sync-offline"], "/transactions/sync-offline").jsonBody(request)
    return idempotencyKey.map { endpoint.idempotencyKey($0) } ?? endpoint
  }

  static func securityStatus() -> Endpoint<EmptyBody> {
    get(["security", "mobile", "status"], "/security/mobile/status")
  }

  static func reportEvent(_ event: WalletSecurityEvent, idempotencyKey: String) -> Endpoint<EmptyBody> {
    post(["security", "events"], "/security/events").jsonBody(event).idempotencyKey(idempotencyKey)
  }

  static func recommendations() -> Endpoint<EmptyBody> {
    get(["security", "recommendations"], "/security/recommendations")
  }

  /// The metrics name of an endpoint's path template.
  static func metricsName(_ method: HTTPMethod, _ template: String) -> String { "wallet \(method) \(template)" }

  private static func get(_ path: [String], _ template: String) -> Endpoint<EmptyBody> {
    Endpoint(.get, path: path, auth: .bearer, metricsName: metricsName(.get, template))
  }

  private static func post(_ path: [String], _ template: String) -> Endpoint<EmptyBody> {
    Endpoint(.post, path: path, auth: .bearer, metricsName: metricsName(.post, template))
  }
}
