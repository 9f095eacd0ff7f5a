import Foundation
import SharedCore
import SharedTesting
import WalletFeature

extension WalletFakeBackend {
  /// Answers one request: the route's JSON or the error envelope for a refusal, with a `Date`
  /// header, unless an injected fault changes the answer (or refuses before the work).
  func respond(to route: WalletFakeRoute, _ request: HTTPRequest) -> StubReply {
    let fault = takeFault(for: request.url.path)
    if case .refuse(let status, let code) = fault {
      return failure(status, code: code, message: "Injected refusal")
    }
    let status: Int
    let body: Data
    do {
      if route != .refresh { try authenticate(request) }
      body = try answer(route, request)
      status = route.successStatus
    } catch let failure as WalletFakeFailure {
      return self.failure(failure.status, code: failure.code, message: failure.message)
    } catch {
      return failure(400, code: "VALIDATION_ERROR", message: "\(error)")
    }
    switch fault {
    case .dropResponse: return .drop
    case .garbleResponse: return reply(status, body: body.prefix(body.count / 2))
    case .replaceAnswer(let status, let code): return failure(status, code: code, message: "Injected answer")
    case .refuse, nil: return reply(status, body: body)
    }
  }

  /// The first injected fault for `path`, counted as used.
  private func takeFault(for path: String) -> WalletFakeFault? {
    guard let index = faults.firstIndex(where: { path.hasSuffix($0.pathSuffix) }) else { return nil }
    let fault = faults[index].fault
    faults[index].remaining -= 1
    if faults[index].remaining == 0 { faults.remove(at: index) }
    return fault
  }

  /// An answer with the backend's `Date` header.
  private func reply(_ status: Int, body: Data, headers: HTTPHeaders = [:]) -> StubReply {
    var headers = headers
    headers["Date"] = Self.httpDate(serverTime())
    return .status(status, json: String(decoding: body, as: UTF8.self), headers: headers)
  }

  /// The error envelope, carrying `code` unless it is `nil`.
  private func failure(_ status: Int, code: String?, message: String) -> StubReply {
    var error: [String: JSONValue] = ["message": .string(message)]
    if let code { error["code"] = .string(code) }
    let body: JSONValue = ["success": false, "error": .object(error)]
    let retryAfter: HTTPHeaders = code == "IDEMPOTENCY_KEY_IN_USE" ? ["Retry-After": "1"] : [:]
    return reply(status, body: body.serialized(), headers: retryAfter)
  }

  /// `date` as an HTTP-date (IMF-fixdate, RFC 9110 §5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`.
  static func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
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

  func refresh(_ body: [String: JSONValue]) throws -> WalletAuthResponse {
    guard let token = body["refreshToken"]?.stringValue, refreshTokens.remove(token) != nil else {
      throw WalletFakeFailure(401, "AUTHENTICATION_REQUIRED", "The refresh token is not valid")
    }
    let access = makeId("wallet-access")
    let refresh = makeId("wallet-refresh")
    accessTokens.insert(access)
    refreshTokens.insert(refresh)
    return WalletAuthResponse(accessToken: access, refreshToken: refresh, expiresIn: 900, tokenType: "Bearer")
  }

  func logout(_ request: HTTPRequest, _ body: [String: JSONValue]) -> WalletLogoutReceipt {
    if let access = request.headers["Authorization"]?.dropFirst(7) { accessTokens.remove(String(access)) }
    if let refresh = body["refreshToken"]?.stringValue { refreshTokens.remove(refresh) }
    return WalletLogoutReceipt(success: true, message: "Logged out")
  }

  // MARK: - Wallet

  func history(_ query: [String: String]) throws -> WalletHistoryPage {
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

  // MARK: - Coding

  /// The `{"success": true, "data": …}` wrapper of the key database.
  struct PublicKeys: Encodable {
    let success: Bool
    let data: WalletPublicKeyDatabase
  }

  func encode(_ value: some Encodable) throws -> Data { try WalletCoding.makeEncoder().encode(value) }

  func decode<Value: Decodable>(_ type: Value.Type, _ request: HTTPRequest) throws -> Value {
    do {
      return try WalletCoding.makeDecoder(currency: issuer.currency).decode(type, from: request.body ?? Data())
    } catch {
      throw WalletFakeFailure.validation("unreadable \(type) body: \(error)")
    }
  }

  func body(_ request: HTTPRequest) throws -> [String: JSONValue] {
    guard let data = request.body, let object = (try? JSONValue(parsing: data))?.objectValue else {
      throw WalletFakeFailure.validation("the body must be a JSON object")
    }
    return object
  }

  static func query(_ request: HTTPRequest) -> [String: String] {
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return Dictionary(items.compactMap { item in item.value.map { (item.name, $0) } }, uniquingKeysWith: { $1 })
  }

  static func integer(
    _ query: [String: String], _ name: String, default value: Int, in range: ClosedRange<Int>
  ) throws -> Int {
    guard let text = query[name] else { return value }
    guard let number = Int(text), range.contains(number) else {
      throw WalletFakeFailure.validation("\(name) must be an integer in \(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }

  static func date(_ text: String, _ name: String) throws -> Date {
    guard let date = ISO8601Timestamp.parse(text) else {
      throw WalletFakeFailure.validation("\(name) must be an ISO 8601 date")
    }
    return date
  }

  /// `2026-11-24T10:00:00.123Z` for a millisecond stamp (exact: no floating-point fraction).
  static func milliseconds(_ stamp: Int64) -> String {
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
