import Foundation
import SharedCore

/// The offline wallet backend's API: one method per endpoint, over the wallet backend's own
/// `APIClient` (its token store, single-flight refresh, retry, logging and metrics).
///
/// Amounts are decoded exactly in the wallet's currency: an amount with more fraction digits than
/// the currency allows fails with ``WalletError/invalidResponse(path:reason:)``. Every failure is a
/// ``WalletError``.
///
/// ```swift
/// let api = try container.resolve(WalletAPI.self)
/// let balance = try await api.balance(walletId: "wallet-123")
/// for try await page in api.historyPages(WalletHistoryQuery(limit: 50)) { show(page) }
/// ```
public struct WalletAPI: Sendable {
  /// The wallet backend's client.
  public let client: APIClient
  /// The currency of every amount.
  public let currency: Currency
  /// The backend's token manager, signed out on ``logout(refreshToken:)``.
  public let tokens: TokenManager?

  /// Creates the API.
  /// - Parameters:
  ///   - client: The wallet backend's client (`WalletModule` registers it).
  ///   - currency: The currency of the wallet's amounts.
  ///   - tokens: The backend's token manager, if any: logout signs it out.
  public init(client: APIClient, currency: Currency, tokens: TokenManager? = nil) {
    self.client = client
    self.currency = currency
    self.tokens = tokens
  }

  // MARK: - Auth

  /// Rotates `refreshToken` into a new token pair (without a bearer token).
  public func refreshToken(_ refreshToken: String) async throws(WalletError) -> WalletAuthResponse {
    try await send(WalletEndpoints.refresh(refreshToken: refreshToken).auth(.none))
  }

  /// The backend's view of the current session.
  public func validateSession() async throws(WalletError) -> WalletSession {
    try await send(WalletEndpoints.validateSession())
  }

  /// Logs out: asks the backend to invalidate the session's access and refresh tokens, then
  /// clears the local token store whatever the backend answered, so the device is signed out even
  /// offline.
  /// - Throws: The backend's failure (after signing out locally), so the app can tell the session
  ///   may still be valid on the server; or the token store's failure to clear.
  public func logout(refreshToken: String) async throws(WalletError) -> WalletLogoutReceipt {
    let answer: Result<WalletLogoutReceipt, WalletError>
    do {
      answer = .success(try await send(WalletEndpoints.logout(refreshToken: refreshToken)))
    } catch {
      answer = .failure(error)
    }
    do {
      try await tokens?.signOut()
    } catch {
      throw WalletError(AppError(error))
    }
    return try answer.get()
  }

  // MARK: - Wallet

  /// The balances of `walletId`: blockchain, offline and pending.
  public func balance(walletId: String) async throws(WalletError) -> WalletBalance {
    try await send(WalletEndpoints.balance(walletId: walletId))
  }

  /// One page of the transaction history, filtered by `query`.
  /// - Throws: ``WalletError/validationError(details:)`` for an invalid query (before sending).
  public func history(_ query: WalletHistoryQuery) async throws(WalletError) -> WalletHistoryPage {
    try await send(WalletEndpoints.history(try query.queryItems()))
  }

  /// The filtered history as pages, from `query`'s page until the last one.
  public func historyPages(_ query: WalletHistoryQuery) -> PageNumberSequence<WalletTransaction> {
    let api = self
    return PageNumberSequence(firstPage: query.page, pageSize: query.limit) { page, _ in
      try await api.history(query.onPage(page)).transactions
    }
  }

  // MARK: - Tokens

  /// Asks the backend to validate a token.
  public func validateToken(_ request: WalletTokenValidationRequest) async throws(WalletError) -> WalletTokenValidation
  {
    try await send(WalletEndpoints.validateToken(request))
  }

  /// Divides a token for change-making: the backend signs a payment token and a change token.
  /// `operationId` is the request's idempotency key, so a resend after a lost answer divides once.
  public func divideToken(
    _ request: WalletTokenDivisionRequest, operationId: String
  ) async throws(WalletError) -> WalletTokenDivision {
    try await send(WalletEndpoints.divideToken(request, operationId: operationId))
  }

  /// The signed public key database (install it in the vault, which refuses an older version).
  public func fetchPublicKeys() async throws(WalletError) -> WalletPublicKeyDatabase {
    let envelope: WalletDataEnvelope<WalletPublicKeyDatabase> = try await send(WalletEndpoints.publicKeys())
    return envelope.data
  }

  // MARK: - Transactions

  /// Submits a transaction; `idempotencyKey` makes a resend after a lost answer submit it once.
  public func submitTransaction(
    _ submission: WalletTransactionSubmission, idempotencyKey: String
  ) async throws(WalletError) -> WalletTransactionReceipt {
    try await send(WalletEndpoints.submit(submission, idempotencyKey: idempotencyKey))
  }

  /// One page of transaction changes after `lastSyncTimestamp` (from the start when `nil`).
  public func syncTransactions(
    lastSyncTimestamp: Date? = nil, limit: Int = 50
  ) async throws(WalletError) -> WalletTransactionSyncPage {
    try await send(WalletEndpoints.sync(lastSyncTimestamp: lastSyncTimestamp, limit: limit))
  }

  /// Every transaction change after `lastSyncTimestamp`, following the cursor while the backend
  /// has more; returns them with the cursor to start from next time.
  public func syncAllTransactions(
    lastSyncTimestamp: Date? = nil, limit: Int = 50
  ) async throws(WalletError) -> (transactions: [WalletTransaction], lastSyncTimestamp: Date?) {
    var cursor = lastSyncTimestamp
    var transactions: [WalletTransaction] = []
    while true {
      if Task.isCancelled { throw .cancelled }
      let page = try await syncTransactions(lastSyncTimestamp: cursor, limit: limit)
      transactions += page.transactions
      cursor = page.lastSyncTimestamp
      if !page.hasMore || page.transactions.isEmpty { return (transactions, cursor) }
    }
  }

  /// The status of a transaction.
  public func transactionStatus(transactionId: String) async throws(WalletError) -> WalletTransactionStatusReport {
    try await send(WalletEndpoints.status(transactionId: transactionId))
  }

  /// Sends offline transactions; the answer has one result per transaction. A transaction sent
  /// again under its id gets its first result, so resending after a lost answer counts it once.
  public func syncOfflineTransactions(
    _ transactions: [WalletOfflineTransaction], idempotencyKey: String? = nil
  ) async throws(WalletError) -> WalletOfflineSyncResponse {
    try await send(
      WalletEndpoints.syncOffline(WalletOfflineSyncRequest(transactions: transactions), idempotencyKey: idempotencyKey))
  }

  // MARK: - Security

  /// The device's security status as the backend sees it.
  public func mobileSecurityStatus() async throws(WalletError) -> WalletSecurityStatus {
    try await send(WalletEndpoints.securityStatus())
  }

  /// Reports a security event; `idempotencyKey` (a new UUID by default) makes a resend record it once.
  public func reportSecurityEvent(
    _ event: WalletSecurityEvent, idempotencyKey: String = UUID().uuidString
  ) async throws(WalletError) -> WalletSecurityEventReceipt {
    try await send(WalletEndpoints.reportEvent(event, idempotencyKey: idempotencyKey))
  }

  /// The backend's security recommendations.
  public func securityRecommendations() async throws(WalletError) -> WalletSecurityRecommendations {
    try await send(WalletEndpoints.recommendations())
  }

  // MARK: - Sending

  private func send<Request, Response: Decodable & Sendable>(
    _ endpoint: Endpoint<Request>
  ) async throws(WalletError) -> Response {
    try await answer(to: endpoint).value
  }

  /// Sends `endpoint` and decodes its answer, with the time the backend said it was (its `Date`).
  func answer<Request, Response: Decodable & Sendable>(
    to endpoint: Endpoint<Request>
  ) async throws(WalletError) -> WalletServerAnswer<Response> {
    let response: HTTPResponse
    do {
      response = try await client.sendRaw(endpoint)
    } catch {
      throw WalletError(error)
    }
    do {
      let value = try WalletCoding.makeDecoder(currency: currency).decode(Response.self, from: response.body)
      return WalletServerAnswer(value: value, serverTime: response.headers["Date"].flatMap(HTTPDate.parse))
    } catch {
      throw WalletError(AppError(error))
    }
  }
}
