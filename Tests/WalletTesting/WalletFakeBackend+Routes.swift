import Foundation
import SharedCore
import SharedTesting
import WalletFeature

extension WalletFakeBackend {
  /// Answers one request: the route's JSON, the error envelope for a refusal, or a dropped
  /// connection when a drop is scheduled (after the work is done).
  func respond(to route: WalletFakeRoute, _ request: HTTPRequest) -> StubReply {
    let reply: StubReply
    do {
      if route != .refresh { try authenticate(request) }
      reply = .json(String(decoding: try answer(route, request), as: UTF8.self), status: route.successStatus)
    } catch let failure as WalletFakeFailure {
      reply = .error(failure.status, code: failure.code, message: failure.message)
    } catch {
      reply = .error(400, code: "VALIDATION_ERROR", message: "\(error)")
    }
    if let suffix = drops.first(where: { request.url.path.hasSuffix($0.key) && $0.value > 0 })?.key {
      drops[suffix, default: 1] -= 1
      return .drop
    }
    return reply
  }

  private func authenticate(_ request: HTTPRequest) throws {
    let header = request.headers["Authorization"] ?? ""
    guard header.hasPrefix("Bearer "), accessTokens.contains(String(header.dropFirst(7))) else {
      throw WalletFakeFailure(401, "AUTHENTICATION_REQUIRED", "A valid access token is required")
    }
  }

  private func answer(_ route: WalletFakeRoute, _ request: HTTPRequest) throws -> Data {
    switch route {
    case .refresh: return try encode(refresh(try body(request)))
    case .validateSession:
      return try encode(
        WalletSession(valid: true, userId: walletId, walletId: walletId, expiresAt: Date().addingTimeInterval(900)))
    case .logout: return try encode(logout(request, try body(request)))
    case .balance:
      guard request.url.pathComponents.dropLast().last == walletId else {
        throw WalletFakeFailure(403, "AUTHORIZATION_FAILED", "Balance of another wallet")
      }
      return try encode(makeBalance())
    case .history: return try encode(try history(Self.query(request)))
    case .validateToken: return try encode(try validate(try decode(WalletTokenValidationRequest.self, request)))
    case .divideToken: return try encode(try divide(try decode(WalletTokenDivisionRequest.self, request), request))
    case .publicKeys: return try encode(PublicKeys(success: true, data: keyDatabase))
    case .submit: return try encode(try submit(try decode(WalletTransactionSubmission.self, request), request))
    case .sync: return try sync(Self.query(request))
    case .status:
      let id = request.url.pathComponents.dropLast().last ?? ""
      guard let record = records[id] else {
        throw WalletFakeFailure(404, "RESOURCE_NOT_FOUND", "Transaction not found")
      }
      return try encode(report(record))
    case .syncOffline: return try encode(try syncOffline(try decode(WalletOfflineSyncRequest.self, request)))
    case .securityStatus: return try encode(securityStatus())
    case .securityEvent: return try encode(reportEvent(try decode(WalletSecurityEvent.self, request), request))
    case .recommendations: return try encode(WalletSecurityRecommendations(recommendations: recommendations()))
    }
  }

  // MARK: - Auth

  private func refresh(_ body: [String: JSONValue]) throws -> WalletAuthResponse {
    guard let token = body["refreshToken"]?.stringValue, refreshTokens.remove(token) != nil else {
      throw WalletFakeFailure(401, "AUTHENTICATION_REQUIRED", "The refresh token is not valid")
    }
    let access = makeId("wallet-access")
    let refresh = makeId("wallet-refresh")
    accessTokens.insert(access)
    refreshTokens.insert(refresh)
    return WalletAuthResponse(accessToken: access, refreshToken: refresh, expiresIn: 900, tokenType: "Bearer")
  }

  private func logout(_ request: HTTPRequest, _ body: [String: JSONValue]) -> WalletLogoutReceipt {
    if let access = request.headers["Authorization"]?.dropFirst(7) { accessTokens.remove(String(access)) }
    if let refresh = body["refreshToken"]?.stringValue { refreshTokens.remove(refresh) }
    return WalletLogoutReceipt(success: true, message: "Logged out")
  }

  // MARK: - Wallet

  private func history(_ query: [String: String]) throws -> WalletHistoryPage {
    let page = try Self.integer(query, "page", default: 1, in: 1...10_000)
    let limit = try Self.integer(query, "limit", default: 20, in: 1...100)
    var type: WalletTransactionType?
    if let text = query["type"] {
      guard let parsed = WalletTransactionType(rawValue: text) else { throw WalletFakeFailure.validation("bad type") }
      type = parsed
    }
    var status: WalletTransactionStatus?
    if let text = query["status"] {
      guard let parsed = WalletTransactionStatus(rawValue: text) else {
        throw WalletFakeFailure.validation("bad status")
      }
      status = parsed
    }
    let start = try query["startDate"].map { try Self.date($0, "startDate") } ?? .distantPast
    let end = try query["endDate"].map { try Self.date($0, "endDate") } ?? .distantFuture
    let walletId = walletId
    func matches(_ transaction: WalletTransaction) -> Bool {
      guard transaction.senderId == walletId || transaction.receiverId == walletId else { return false }
      if let type, transaction.type != type { return false }
      if let status, transaction.status != status { return false }
      return start <= transaction.timestamp && transaction.timestamp <= end
    }
    let rows = records.values.map(\.transaction).filter(matches)
      .sorted { ($0.timestamp, $0.id) > ($1.timestamp, $1.id) }
    let chunk = Array(rows.dropFirst((page - 1) * limit).prefix(limit))
    return WalletHistoryPage(
      transactions: chunk,
      pagination: WalletHistoryPagination(
        page: page, limit: limit, total: rows.count, totalPages: (rows.count + limit - 1) / limit))
  }

  // MARK: - Tokens

  private func validate(_ request: WalletTokenValidationRequest) throws -> WalletTokenValidation {
    guard let issued = tokens[request.tokenId] else {
      throw WalletFakeFailure(404, "RESOURCE_NOT_FOUND", "token \(request.tokenId) is unknown")
    }
    let token = issued.token
    let details = WalletTokenValidationDetails(
      signatureValid: request.signature == token.signature && request.amount == token.amount,
      notExpired: Date() < token.expiresAt, notSpent: issued.status == "active",
      ownershipValid: token.ownerId == walletId)
    return WalletTokenValidation(
      valid: details.signatureValid && details.notExpired && details.notSpent && details.ownershipValid,
      token: WalletValidatedToken(
        id: token.id, amount: token.amount, ownerId: token.ownerId, signature: token.signature,
        isSpent: issued.status != "active", expiresAt: token.expiresAt, createdAt: token.createdAt),
      validationDetails: details)
  }

  private func divide(_ body: WalletTokenDivisionRequest, _ request: HTTPRequest) throws -> WalletTokenDivision {
    let key = request.headers["Idempotency-Key"]
    if let key, let division = divisions[key] { return division }
    let issued = try spendable(body.tokenId)
    guard body.signature == issued.token.signature else {
      throw WalletFakeFailure(400, "INVALID_SIGNATURE", "signature does not match token \(body.tokenId)")
    }
    guard body.paymentAmount.minorUnits > 0, body.paymentAmount.minorUnits <= issued.token.amount.minorUnits else {
      throw WalletFakeFailure(422, "INSUFFICIENT_BALANCE", "payment exceeds token \(body.tokenId)")
    }
    tokens[body.tokenId]?.status = "divided"
    tokens[body.tokenId]?.spentBy = "division"
    let lifetime = max(1, Int(issued.token.expiresAt.timeIntervalSinceNow))
    let change = issued.token.amount.minorUnits - body.paymentAmount.minorUnits
    let payment = try issue(body.paymentAmount, lifetime: lifetime)
    let changeToken =
      change > 0 ? try issue(Money(minorUnits: change, currency: issuer.currency), lifetime: lifetime) : nil
    counters["divisions", default: 0] += 1
    let division = WalletTokenDivision(
      originalToken: WalletTokenStatus(id: issued.token.id, amount: issued.token.amount, status: "divided"),
      paymentToken: payment, changeToken: changeToken)
    if let key { divisions[key] = division }
    return division
  }

  private func issue(_ amount: Money, lifetime: Int) throws -> WalletOfflineToken {
    let token = try issuer.token(amount: amount, owner: walletId, id: makeId("tok"), lifetime: lifetime)
    tokens[token.id] = IssuedToken(token: token, status: "active")
    return token
  }

  /// The token if `walletId` may spend it; a spent one is refused with `spentCode` (the backend says
  /// `TOKEN_ALREADY_SPENT` online and `DOUBLE_SPENDING_DETECTED` for an offline transaction).
  private func spendable(_ tokenId: String, spentCode: String = "TOKEN_ALREADY_SPENT") throws -> IssuedToken {
    guard let issued = tokens[tokenId] else {
      throw WalletFakeFailure(404, "RESOURCE_NOT_FOUND", "token \(tokenId) is unknown")
    }
    guard issued.status == "active" else {
      throw WalletFakeFailure(409, spentCode, "token \(tokenId) was spent in \(issued.spentBy ?? "?")")
    }
    guard issued.token.ownerId == walletId else {
      throw WalletFakeFailure(403, "AUTHORIZATION_FAILED", "token \(tokenId) belongs to another wallet")
    }
    guard Date() < issued.token.expiresAt else {
      throw WalletFakeFailure(410, "TOKEN_EXPIRED", "token \(tokenId) has expired")
    }
    return issued
  }

  // MARK: - Transactions

  private func submit(_ body: WalletTransactionSubmission, _ request: HTTPRequest) throws -> WalletTransactionReceipt {
    let key = request.headers["Idempotency-Key"]
    if let key, let receipt = receipts[key] { return receipt }
    guard body.senderId == walletId else {
      throw WalletFakeFailure(403, "AUTHORIZATION_FAILED", "senderId must be the signed-in wallet")
    }
    let spent = try body.tokenIds.map { try spendable($0) }
    let total = spent.reduce(Int64(0)) { $0 + $1.token.amount.minorUnits }
    if !spent.isEmpty, total != body.amount.minorUnits {
      throw WalletFakeFailure.validation("amount must equal the sum of the tokens")
    }
    if spent.isEmpty, body.amount.minorUnits > makeBalance().balances.blockchain.amount.minorUnits {
      throw WalletFakeFailure(422, "INSUFFICIENT_BALANCE", "Insufficient balance for this transaction")
    }
    let now = Date()
    let transaction = WalletTransaction(
      id: makeId("tx"), type: body.type, senderId: body.senderId, receiverId: body.receiverId, amount: body.amount,
      status: .completed, blockchainTxHash: "0x" + String(repeating: "ab", count: 32), timestamp: now,
      completedAt: now)
    for tokenId in body.tokenIds {
      tokens[tokenId]?.status = "spent"
      tokens[tokenId]?.spentBy = transaction.id
    }
    records[transaction.id] = Record(transaction: transaction, updatedMilliseconds: stamp(), tokenIds: body.tokenIds)
    let receipt = WalletTransactionReceipt(
      transactionId: transaction.id, status: .completed, blockchainTxHash: transaction.blockchainTxHash, timestamp: now)
    if let key { receipts[key] = receipt }
    return receipt
  }

  private func sync(_ query: [String: String]) throws -> Data {
    let limit = try Self.integer(query, "limit", default: 50, in: 1...500)
    let cursor = try query["lastSyncTimestamp"].map { text -> Int64 in
      Int64((try Self.date(text, "lastSyncTimestamp").timeIntervalSince1970 * 1000).rounded())
    }
    let walletId = walletId
    func matches(_ record: Record) -> Bool {
      guard record.transaction.senderId == walletId || record.transaction.receiverId == walletId else { return false }
      guard let cursor else { return true }
      return record.updatedMilliseconds > cursor
    }
    let rows = records.values.filter(matches).sorted { $0.updatedMilliseconds < $1.updatedMilliseconds }
    let chunk = Array(rows.prefix(limit))
    let last = chunk.last?.updatedMilliseconds ?? cursor ?? 0
    let transactions = try JSONValue(parsing: encode(chunk.map { $0.transaction }))
    let page: JSONValue = [
      "transactions": transactions, "totalCount": .int(Int64(rows.count)), "hasMore": .bool(rows.count > limit),
      "lastSyncTimestamp": .string(Self.milliseconds(last)),
    ]
    return page.serialized()
  }

  private func report(_ record: Record) -> WalletTransactionStatusReport {
    WalletTransactionStatusReport(
      transactionId: record.transaction.id, status: record.transaction.status,
      confirmations: record.transaction.status == .completed ? 12 : 0,
      blockchainTxHash: record.transaction.blockchainTxHash, reason: record.reason,
      updatedAt: Date(timeIntervalSince1970: TimeInterval(record.updatedMilliseconds) / 1000))
  }

  private func syncOffline(_ body: WalletOfflineSyncRequest) throws -> WalletOfflineSyncResponse {
    guard (1...500).contains(body.transactions.count) else {
      throw WalletFakeFailure.validation("transactions must be an array of 1...500 offline transactions")
    }
    let results = body.transactions.map { offline($0) }
    let accepted = results.filter { $0.status == .accepted }.count
    return WalletOfflineSyncResponse(results: results, syncedCount: accepted, failedCount: results.count - accepted)
  }

  /// Applies one offline transaction; a resent id gets its first result.
  private func offline(_ item: WalletOfflineTransaction) -> WalletOfflineSyncResult {
    if let first = offlineResults[item.id] {
      counters["offlineReplayed", default: 0] += 1
      return first
    }
    func finish(_ result: WalletOfflineSyncResult) -> WalletOfflineSyncResult {
      counters[result.status == .accepted ? "offlineAccepted" : "offlineRejected", default: 0] += 1
      offlineResults[item.id] = result
      return result
    }
    guard item.senderId == walletId else {
      return finish(.init(transactionId: item.id, status: .rejected, errorCode: "AUTHORIZATION_FAILED"))
    }
    guard !item.tokenIds.isEmpty, Set(item.tokenIds).count == item.tokenIds.count else {
      return finish(
        .init(
          transactionId: item.id, status: .rejected, errorCode: "VALIDATION_ERROR",
          reason: "tokenIds must be distinct token ids"))
    }
    let spent: [IssuedToken]
    do {
      spent = try item.tokenIds.map { try spendable($0, spentCode: "DOUBLE_SPENDING_DETECTED") }
    } catch let failure as WalletFakeFailure {
      return finish(.init(transactionId: item.id, status: .rejected, errorCode: failure.code, reason: failure.message))
    } catch {
      return finish(.init(transactionId: item.id, status: .rejected, errorCode: "VALIDATION_ERROR"))
    }
    guard spent.reduce(Int64(0), { $0 + $1.token.amount.minorUnits }) == item.amount.minorUnits else {
      return finish(
        .init(
          transactionId: item.id, status: .rejected, errorCode: "VALIDATION_ERROR",
          reason: "amount must equal the sum of the tokens"))
    }
    let transaction = WalletTransaction(
      id: makeId("tx"), type: .offlineTransfer, senderId: walletId, receiverId: item.receiverId, amount: item.amount,
      status: .completed, timestamp: item.timestamp, completedAt: Date())
    for tokenId in item.tokenIds {
      tokens[tokenId]?.status = "spent"
      tokens[tokenId]?.spentBy = transaction.id
    }
    records[transaction.id] = Record(transaction: transaction, updatedMilliseconds: stamp(), tokenIds: item.tokenIds)
    return finish(.init(transactionId: item.id, status: .accepted, serverTransactionId: transaction.id))
  }

  // MARK: - Security

  private func securityStatus() -> WalletSecurityStatus {
    let penalty: [WalletSecuritySeverity: Int] = [.low: 2, .medium: 5, .high: 15, .critical: 40]
    let score = max(0, 100 - events.reduce(0) { $0 + (penalty[$1.0.severity] ?? 0) })
    let alerts = events.filter { $0.0.severity == .high || $0.0.severity == .critical }.map { event, receipt in
      WalletSecurityAlert(
        id: "alert-\(receipt.eventId)", type: event.severity == .critical ? .error : .warning,
        message: event.description, timestamp: receipt.recordedAt)
    }
    let overall: WalletSecurityLevel =
      events.contains { $0.0.severity == .critical } ? .critical : alerts.isEmpty ? .healthy : .warning
    return WalletSecurityStatus(
      overallStatus: overall, securityScore: score, alerts: alerts, recommendations: recommendations(),
      lastSecurityScan: Date())
  }

  private func reportEvent(_ event: WalletSecurityEvent, _ request: HTTPRequest) -> WalletSecurityEventReceipt {
    let key = request.headers["Idempotency-Key"]
    if let key, let receipt = eventReceipts[key] { return receipt }
    let receipt = WalletSecurityEventReceipt(eventId: makeId("evt"), recordedAt: Date())
    events.append((event, receipt))
    if let key { eventReceipts[key] = receipt }
    return receipt
  }

  private func recommendations() -> [WalletSecurityRecommendation] {
    var result = [
      WalletSecurityRecommendation(
        id: "rec-biometrics", priority: .medium, title: "Enable biometric authentication",
        description: "Use Face ID or Touch ID to protect the wallet.")
    ]
    for kind in Set(events.map { $0.0.eventType.rawValue }).sorted() {
      result.append(
        WalletSecurityRecommendation(
          id: "rec-\(kind)", priority: .high, title: "Review \(kind.replacingOccurrences(of: "_", with: " "))",
          description: "A \(kind.replacingOccurrences(of: "_", with: " ")) event was reported."))
    }
    return result
  }

  // MARK: - Coding

  /// The `{"success": true, "data": …}` wrapper of the key database.
  private struct PublicKeys: Encodable {
    let success: Bool
    let data: WalletPublicKeyDatabase
  }

  private func encode(_ value: some Encodable) throws -> Data { try WalletCoding.makeEncoder().encode(value) }

  private func decode<Value: Decodable>(_ type: Value.Type, _ request: HTTPRequest) throws -> Value {
    do {
      return try WalletCoding.makeDecoder(currency: issuer.currency).decode(type, from: request.body ?? Data())
    } catch {
      throw WalletFakeFailure.validation("unreadable \(type) body: \(error)")
    }
  }

  private func body(_ request: HTTPRequest) throws -> [String: JSONValue] {
    guard let data = request.body, let object = (try? JSONValue(parsing: data))?.objectValue else {
      throw WalletFakeFailure.validation("the body must be a JSON object")
    }
    return object
  }

  private static func query(_ request: HTTPRequest) -> [String: String] {
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return Dictionary(items.compactMap { item in item.value.map { (item.name, $0) } }, uniquingKeysWith: { $1 })
  }

  private static func integer(
    _ query: [String: String], _ name: String, default value: Int, in range: ClosedRange<Int>
  ) throws -> Int {
    guard let text = query[name] else { return value }
    guard let number = Int(text), range.contains(number) else {
      throw WalletFakeFailure.validation("\(name) must be an integer in \(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }

  private static func date(_ text: String, _ name: String) throws -> Date {
    guard let date = ISO8601Timestamp.parse(text) else {
      throw WalletFakeFailure.validation("\(name) must be an ISO 8601 date")
    }
    return date
  }

  /// `2026-11-24T10:00:00.123Z` for a millisecond stamp (exact: no floating-point fraction).
  private static func milliseconds(_ stamp: Int64) -> String {
    let seconds = stamp >= 0 ? stamp / 1000 : (stamp - 999) / 1000
    let fraction = String(stamp - seconds * 1000)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    let whole = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    return whole.dropLast() + "." + String(repeating: "0", count: 3 - fraction.count) + fraction + "Z"
  }
}

extension WalletFakeRoute {
  /// The status of a successful answer: 201 for what creates a record.
  fileprivate var successStatus: Int {
    switch self {
    case .submit, .securityEvent: 201
    default: 200
    }
  }
}
