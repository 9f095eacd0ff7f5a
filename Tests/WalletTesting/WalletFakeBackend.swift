import Foundation
import SharedCore
import SharedTesting
import WalletFeature

/// A fake offline wallet backend for tests and previews: every endpoint of the real one, answered
/// in memory through a `StubTransport`, with tokens and key databases signed by a
/// ``WalletTestIssuer``.
///
/// It keeps the real backend's rules: balances derived from the funding, the completed
/// transactions and the active tokens; a token spent once (a second spend is
/// `DOUBLE_SPENDING_DETECTED`); divisions and submissions idempotent by their `Idempotency-Key`; an
/// offline transaction resent under its id answered with its first result; bearer tokens checked,
/// rotated on refresh and invalidated at logout; history filtered and paged; the sync cursor
/// exact to the millisecond.
///
/// ```swift
/// let backend = WalletFakeBackend()
/// let container = try await Container.walletTesting(backend: backend)
/// let tokens = try await backend.issue(["25.00", "12.50"])
/// ```
/// ``inject(_:into:times:)`` makes answers that prove nothing (dropped, unreadable, replaced after
/// the work) or refusals; ``dropResponses(to:times:)`` is the first of them. Every answer carries an
/// HTTP `Date` header read from ``setServerTime(_:)``'s clock, as a real backend's answers do.
public actor WalletFakeBackend {
  /// The API root the fake answers on.
  public static let baseURL = URL(string: "https://wallet.test/api/v1") ?? URL(fileURLWithPath: "/")
  /// The access token of the session a signed-in testing container starts with.
  public static let initialAccessToken = "wallet-access-1"
  /// The refresh token of that session.
  public static let initialRefreshToken = "wallet-refresh-1"

  /// One token the backend issued, and what became of it.
  struct IssuedToken {
    var token: WalletOfflineToken
    var status: String
    var spentBy: String?
  }

  /// One transaction, stamped (milliseconds, strictly increasing) when last changed.
  struct Record {
    var transaction: WalletTransaction
    var updatedMilliseconds: Int64
    var tokenIds: [String]
    var reason: String?
  }

  /// The transport the wallet's `APIClient` sends through.
  public nonisolated let transport = StubTransport()
  /// Signs the tokens and key databases.
  public nonisolated let issuer: WalletTestIssuer
  /// The wallet the session belongs to.
  public nonisolated let walletId: String
  /// The wallet's blockchain address.
  public nonisolated let walletAddress: String

  /// The key database `GET tokens/public-keys` serves.
  public private(set) var keyDatabase: WalletPublicKeyDatabase
  /// How many offline transactions were accepted, rejected and answered again from a first result,
  /// and how many divisions were made (`offlineAccepted`, `offlineRejected`, `offlineReplayed`,
  /// `divisions`).
  public internal(set) var counters: [String: Int] = [
    "offlineAccepted": 0, "offlineRejected": 0, "offlineReplayed": 0, "divisions": 0,
  ]

  var funded: Money
  var tokens: [String: IssuedToken] = [:]
  var records: [String: Record] = [:]
  var offlineResults: [String: WalletOfflineSyncResult] = [:]
  var divisions: [String: WalletTokenDivision] = [:]
  var receipts: [String: WalletTransactionReceipt] = [:]
  var eventReceipts: [String: WalletSecurityEventReceipt] = [:]
  var events: [(WalletSecurityEvent, WalletSecurityEventReceipt)] = []
  var accessTokens: Set<String> = [WalletFakeBackend.initialAccessToken]
  var refreshTokens: Set<String> = [WalletFakeBackend.initialRefreshToken]
  var faults: [(pathSuffix: String, fault: WalletFakeFault, remaining: Int)] = []
  var serverTime: @Sendable () -> Date = { Date() }
  var nextId = 0
  var lastStamp: Int64 = 0

  /// Creates a backend for `walletId` funded with `balance` on chain.
  /// - Parameters:
  ///   - walletId: The signed-in wallet (tokens are made out to it).
  ///   - balance: The blockchain balance, exact text (`"1000.00"`).
  ///   - issuer: Signs tokens and key databases.
  /// - Throws: `MoneyError` for a bad balance; `CryptoError` if the key database cannot be signed.
  public init(
    walletId: String = WalletSamples.walletId, balance: String = "1000.00",
    issuer: WalletTestIssuer = WalletTestIssuer()
  ) throws {
    self.walletId = walletId
    self.issuer = issuer
    walletAddress = "0x" + String(repeating: "5a", count: 20)
    funded = try Money(balance, currency: issuer.currency)
    keyDatabase = try issuer.keyDatabase(version: "1")
  }

  /// Installs the routes on ``transport``; `Container.walletTesting(backend:signedIn:)` calls it.
  public func install() async {
    for route in WalletFakeRoute.allCases {
      await transport.on(route.method, Self.baseURL.path + route.pattern) { [weak self] request, _ in
        guard let self else { return .fail(.cancelled) }
        return await self.respond(to: route, request)
      }
    }
  }

  // MARK: - Test controls

  /// Issues tokens of `amounts` (exact text) to the wallet, as the real backend's admin route does.
  /// - Throws: `MoneyError` for a bad amount, `CryptoError` if a token cannot be signed.
  public func issue(_ amounts: [String], lifetime: Int = 30 * 86_400) throws -> [WalletOfflineToken] {
    try amounts.map { amount in
      let token = try issuer.token(amount: amount, owner: walletId, id: makeId("tok"), lifetime: lifetime)
      tokens[token.id] = IssuedToken(token: token, status: "active")
      return token
    }
  }

  /// Makes `vault` ready to accept this backend's tokens offline, as a first online session does:
  /// installs the key database and records a successful sync.
  /// - Throws: `WalletKeyDatabaseError` when the vault does not trust the issuer, or a storage error.
  public func prepare(_ vault: WalletVault) async throws {
    try await vault.installKeyDatabase(keyDatabase)
    try await vault.recordSuccessfulSync()
  }

  /// Signs and serves the next version of the key database, with `limits` when given.
  /// - Throws: `CryptoError` if it cannot be signed.
  @discardableResult
  public func rotateKeyDatabase(limits: WalletOfflineLimits? = nil) throws -> WalletPublicKeyDatabase {
    let next = (Int(keyDatabase.version) ?? 1) + 1
    keyDatabase = try issuer.keyDatabase(version: String(next), limits: limits ?? keyDatabase.offlineLimits)
    return keyDatabase
  }

  /// Records a transaction in the history (the other party's payments, for example).
  public func record(_ transaction: WalletTransaction) {
    records[transaction.id] = Record(transaction: transaction, updatedMilliseconds: stamp(), tokenIds: [])
  }

  /// Moves a transaction to `status` (and stamps it, so the next sync returns it).
  public func setStatus(_ status: WalletTransactionStatus, ofTransaction id: String, reason: String? = nil) {
    guard var record = records[id] else { return }
    record.transaction.status = status
    record.reason = reason
    record.updatedMilliseconds = stamp()
    records[id] = record
  }

  /// Answers the next `times` requests whose path ends with `pathSuffix` (`"transactions/sync-offline"`)
  /// by dropping the connection after the backend has done the work.
  public func dropResponses(to pathSuffix: String, times: Int = 1) {
    inject(.dropResponse, into: pathSuffix, times: times)
  }

  /// Applies `fault` to the next `times` requests whose path ends with `pathSuffix`
  /// (`"tokens/divide"`); faults injected earlier for the same requests come first.
  public func inject(_ fault: WalletFakeFault, into pathSuffix: String, times: Int = 1) {
    guard times > 0 else { return }
    faults.append((pathSuffix, fault, times))
  }

  /// Sets the clock the answers' `Date` header is read from (the system clock by default).
  public func setServerTime(_ now: @escaping @Sendable () -> Date) {
    serverTime = now
  }

  /// A token's status on the backend: `active`, `spent` or `divided`; `nil` when never issued.
  public func status(ofToken id: String) -> String? { tokens[id]?.status }

  /// The transactions recorded, newest first.
  public var transactions: [WalletTransaction] {
    records.values.sorted { $0.updatedMilliseconds > $1.updatedMilliseconds }.map(\.transaction)
  }

  /// The balance the backend reports for the wallet.
  public var balance: WalletBalance { makeBalance() }

  // MARK: - Helpers

  func makeId(_ prefix: String) -> String {
    nextId += 1
    return "\(prefix)-\(nextId)"
  }

  /// A strictly increasing millisecond stamp.
  func stamp() -> Int64 {
    let now = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    lastStamp = max(now, lastStamp + 1)
    return lastStamp
  }

  func makeBalance() -> WalletBalance {
    let currency = issuer.currency
    var blockchain = funded.minorUnits
    var pending: Int64 = 0
    var pendingCount = 0
    for record in records.values {
      let transaction = record.transaction
      if transaction.status == .completed {
        if transaction.receiverId == walletId, transaction.type != .tokenPurchase {
          blockchain += transaction.amount.minorUnits
        }
        if transaction.senderId == walletId, record.tokenIds.isEmpty { blockchain -= transaction.amount.minorUnits }
      } else if !transaction.status.isFinal, transaction.senderId == walletId {
        pending += transaction.amount.minorUnits
        pendingCount += 1
      }
    }
    let active = tokens.values.filter { $0.token.ownerId == walletId && $0.status == "active" }
    let offline = active.reduce(Int64(0)) { $0 + $1.token.amount.minorUnits }
    let now = Date()
    return WalletBalance(
      walletId: walletId, walletAddress: walletAddress,
      balances: WalletBalances(
        blockchain: WalletBlockchainBalance(
          amount: Money(minorUnits: blockchain, currency: currency), lastUpdated: now),
        offline: WalletOfflineBalance(
          amount: Money(minorUnits: offline, currency: currency), tokenCount: active.count, lastUpdated: now),
        pending: WalletPendingBalance(
          amount: Money(minorUnits: pending, currency: currency), transactionCount: pendingCount)),
      totalBalance: Money(minorUnits: blockchain + offline, currency: currency))
  }
}
