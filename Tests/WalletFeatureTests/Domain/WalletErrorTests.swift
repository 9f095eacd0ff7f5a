import Foundation
import SharedCore
import Testing
import WalletFeature

@Suite("Wallet errors: the backend's table, typed, with its retry policy")
struct WalletErrorTests {
  private struct Row: Sendable, CustomStringConvertible {
    let code: String
    let error: WalletError
    let isRetryable: Bool
    let message: String
    var description: String { code }
  }

  private static let table: [Row] = [
    Row(
      code: "AUTHENTICATION_REQUIRED", error: .authenticationRequired, isRetryable: false,
      message: "Authentication required. Please log in."),
    Row(
      code: "AUTHORIZATION_FAILED", error: .authorizationFailed, isRetryable: false,
      message: "You don't have permission to perform this action."),
    Row(
      code: "VALIDATION_ERROR", error: .validationError(details: []), isRetryable: false,
      message: "Validation failed."),
    Row(
      code: "RESOURCE_NOT_FOUND", error: .resourceNotFound, isRetryable: false,
      message: "The requested resource was not found."),
    Row(
      code: "RATE_LIMIT_EXCEEDED", error: .rateLimitExceeded(retryAfter: nil), isRetryable: true,
      message: "Too many requests. Please try again later."),
    Row(
      code: "BLOCKCHAIN_ERROR", error: .blockchainError(message: "node down"), isRetryable: true,
      message: "Blockchain error: node down"),
    Row(
      code: "INSUFFICIENT_BALANCE", error: .insufficientBalance, isRetryable: false,
      message: "Insufficient balance for this transaction."),
    Row(code: "TOKEN_EXPIRED", error: .tokenExpired, isRetryable: false, message: "Token has expired."),
    Row(
      code: "TOKEN_ALREADY_SPENT", error: .tokenAlreadySpent, isRetryable: false,
      message: "Token has already been spent."),
    Row(
      code: "DOUBLE_SPENDING_DETECTED", error: .doubleSpendingDetected, isRetryable: false,
      message: "Double spending attempt detected."),
    Row(
      code: "INVALID_SIGNATURE", error: .invalidSignature, isRetryable: false,
      message: "Invalid cryptographic signature."),
    Row(
      code: "NETWORK_ERROR", error: .networkError(.other("node down")), isRetryable: true,
      message: "Network connection error."),
    Row(
      code: "TRANSACTION_FAILED", error: .transactionFailed(reason: "node down"), isRetryable: false,
      message: "Transaction failed: node down"),
    Row(
      code: "SYNC_ERROR", error: .syncError(message: "node down"), isRetryable: true,
      message: "Synchronization error: node down"),
    Row(
      code: "SECURITY_VIOLATION", error: .securityViolation, isRetryable: false,
      message: "Security policy violation detected."),
    Row(
      code: "INTERNAL_SERVER_ERROR", error: .internalServerError, isRetryable: true,
      message: "Internal server error. Please try again."),
  ]

  @Test("each code maps to its case, message, retry flag and back to its code", arguments: table)
  private func code(_ row: Row) throws {
    let error = WalletError(code: row.code, message: "node down")
    #expect(error == row.error)
    #expect(error.code == row.code)
    #expect(error.isRetryable == row.isRetryable)
    #expect(error.userMessage == row.message)
    #expect(WalletError(error.appError) == row.error)
    #expect(
      error.appError.isRetryable == row.isRetryable || row.code == "VALIDATION_ERROR" || row.code.hasPrefix("TOKEN_"))
  }

  @Test("the table covers every code, and an unknown code is an internal server error")
  func coverage() {
    #expect(Set(Self.table.map(\.code)) == WalletError.codes)
    #expect(WalletError(code: "SOMETHING_NEW", message: "?") == .internalServerError)
  }

  @Test("never retried, whatever the shared rules say: auth, authorization, validation, expired, spent")
  func neverRetried() {
    let never: [WalletError] = [
      .authenticationRequired, .authorizationFailed, .validationError(details: []), .tokenExpired, .tokenAlreadySpent,
    ]
    #expect(never.allSatisfy { !$0.isRetryable })
    #expect(WalletError.networkError(.timeout).isRetryable)
    #expect(WalletError.temporarilyUnavailable(retryAfter: .seconds(5)).isRetryable)
    #expect(WalletError.local(.init(.storage, reason: "busy", isTransient: true)).isRetryable)
    #expect(!WalletError.local(.init(.storage, reason: "corrupt")).isRetryable)
    #expect(!WalletError.cancelled.isRetryable)
  }

  @Test("the error envelope, with field details for a validation error")
  func envelope() throws {
    let body = #"""
      {"success": false, "error": {"code": "VALIDATION_ERROR", "message": "Invalid input",
       "details": [{"field": "amount", "message": "Amount must be positive", "code": "min"}, {"message": "no field"}]}}
      """#
    let error = try WalletError(envelope: Data(body.utf8))
    #expect(
      error == .validationError(details: [.init(field: "amount", message: "Amount must be positive", code: "min")]))
    #expect(error.userMessage == "Validation failed: Amount must be positive")
    let spent = try WalletError(envelope: Data(#"{"error":{"code":"TOKEN_ALREADY_SPENT","message":"spent"}}"#.utf8))
    #expect(spent == .tokenAlreadySpent)
    #expect(throws: WalletError.invalidResponse(path: "error", reason: "missing key")) {
      try WalletError(envelope: Data(#"{"message":"nope"}"#.utf8))
    }
  }

  @Test("from the shared pipeline's errors")
  func fromAppError() {
    #expect(WalletError(AppError.network(.offline)) == .networkError(.offline))
    #expect(WalletError(AppError.unauthorized) == .authenticationRequired)
    #expect(WalletError(AppError.forbidden) == .authorizationFailed)
    #expect(WalletError(AppError.notFound) == .resourceNotFound)
    #expect(WalletError(AppError.rateLimited(retryAfter: .seconds(3))) == .rateLimitExceeded(retryAfter: .seconds(3)))
    #expect(
      WalletError(AppError.conflict(message: "in use")) == .unlistedFailure(status: 409, code: nil, message: "in use"),
      "a request still in progress, not a refused transaction")
    #expect(WalletError(AppError.decoding(path: "a.b", reason: "x")) == .invalidResponse(path: "a.b", reason: "x"))
    #expect(WalletError(AppError.cancelled) == .cancelled)
    #expect(WalletError(AppError.temporarilyUnavailable(retryAfter: nil)) == .temporarilyUnavailable(retryAfter: nil))
    let code = AppError.server(status: 409, code: "DOUBLE_SPENDING_DETECTED", message: "again", correlationID: "c")
    #expect(WalletError(code) == .doubleSpendingDetected)
    #expect(
      WalletError(AppError.server(status: 503, code: nil, message: nil, correlationID: nil)) == .internalServerError)
    #expect(
      WalletError(AppError.server(status: 422, code: "IDEMPOTENCY_KEY_REUSED", message: "m", correlationID: nil))
        == .unlistedFailure(status: 422, code: "IDEMPOTENCY_KEY_REUSED", message: "m"))
    #expect(
      WalletError.unlistedFailure(status: 422, code: "IDEMPOTENCY_KEY_REUSED", message: "m").code
        == "IDEMPOTENCY_KEY_REUSED")
    #expect(WalletError.unlistedFailure(status: 409, code: nil, message: nil).isRetryable, "asked again under its key")
  }

  @Test("the mapper keeps wallet codes a generic status would lose, and shared cases for the rest")
  func mapper() {
    let decoder = JSONDecoder()
    func response(_ status: Int, _ code: String) -> HTTPResponse {
      HTTPResponse(
        status: status, headers: ["X-Correlation-ID": "corr-1"],
        body: Data(#"{"success":false,"error":{"code":"\#(code)","message":"m"}}"#.utf8))
    }
    let doubleSpend = WalletErrorMapper().map(response(409, "DOUBLE_SPENDING_DETECTED"), decoder: decoder)
    #expect(
      doubleSpend == .server(status: 409, code: "DOUBLE_SPENDING_DETECTED", message: "m", correlationID: "corr-1"))
    #expect(WalletError(doubleSpend) == .doubleSpendingDetected)
    #expect(!doubleSpend.isRetryable)
    let expired = WalletErrorMapper().map(response(410, "TOKEN_EXPIRED"), decoder: decoder)
    #expect(WalletError(expired) == .tokenExpired)
    let auth = WalletErrorMapper().map(response(401, "AUTHENTICATION_REQUIRED"), decoder: decoder)
    #expect(auth == .unauthorized)
    let chain = WalletErrorMapper().map(response(502, "BLOCKCHAIN_ERROR"), decoder: decoder)
    #expect(WalletError(chain) == .blockchainError(message: "m"))
    #expect(chain.isRetryable)
  }
}
