import Foundation
import LoyaltyFeature
import SharedCore
import Testing

/// Every error case with the platform SDK's code, and its honest mapping to and from `AppError`:
/// outages stay retryable, refusals stay permanent.
@Suite struct WarplyErrorMappingTests {
  // MARK: - WarplyError

  static let warplyCases: [(WarplyError, code: Int, retryable: Bool)] = [
    (.networkError(.connectionLost), -1000, true),
    (.networkError(.tls), -1000, true),
    (.invalidResponse, -1001, false),
    (.authenticationFailed, 401, false),
    (.dataParsingError(path: "MAPP_COUPON.result"), -1002, false),
    (.serverError(500), 500, true),
    (.serverError(503), 503, true),
    (.serverError(404), 404, false),
    (.serverError(403), 403, false),
    (.serverError(409), 409, false),
    (.serverError(408), 408, true),
    (.serverError(429), 429, true),
    (.noInternetConnection, -1009, true),
    (.requestTimeout, -1001, true),
    (.unknownError(-7), -7, false),
    (.platformStatus(-2, message: "Coupon already redeemed"), -2, false),
    (.rateLimited(retryAfter: .seconds(3)), 429, true),
    (.invalidInput(field: "cardNumber", reason: "fails the Luhn check"), -1003, false),
    (.temporarilyUnavailable(retryAfter: .seconds(30)), 503, true),
  ]

  @Test(arguments: warplyCases)
  func warplyErrorCodesAndRetryability(error: WarplyError, code: Int, retryable: Bool) {
    #expect(error.code == code)
    #expect(error.isRetryable == retryable)
    #expect(error.appError.isRetryable == retryable, "the shared vocabulary agrees: \(error.appError)")
    #expect(AppError(error) == error.appError)
  }

  static let fromAppError: [(AppError, WarplyError)] = [
    (.network(.offline), .noInternetConnection),
    (.network(.timeout), .requestTimeout),
    (.network(.connectionLost), .networkError(.connectionLost)),
    (.network(.tls), .networkError(.tls)),
    (.network(.cannotConnect), .networkError(.cannotConnect)),
    (.unauthorized, .authenticationFailed),
    (.forbidden, .serverError(403)),
    (.notFound, .serverError(404)),
    (.conflict(message: nil), .serverError(409)),
    (.rateLimited(retryAfter: .seconds(2)), .rateLimited(retryAfter: .seconds(2))),
    (.server(status: 502, code: nil, message: nil, correlationID: nil), .serverError(502)),
    (.decoding(path: "tokens", reason: "missing"), .dataParsingError(path: "tokens")),
    (.cancelled, .unknownError(-999)),
    (.temporarilyUnavailable(retryAfter: nil), .temporarilyUnavailable(retryAfter: nil)),
    (
      .local(.init(.storage, reason: "database is locked", isTransient: true)), .temporarilyUnavailable(retryAfter: nil)
    ),
    (.local(.init(.storage, reason: "disk full")), .unknownError(-1)),
    (.validation([.init(field: "email", message: "required")]), .invalidInput(field: "email", reason: "required")),
  ]

  @Test(arguments: fromAppError)
  func warplyErrorFromAppErrorKeepsRetryability(appError: AppError, expected: WarplyError) {
    let error = WarplyError(appError)
    #expect(error == expected)
    if appError != .cancelled { #expect(error.isRetryable == appError.isRetryable, "\(appError) → \(error)") }
  }

  // MARK: - What a write's answer proved

  /// Every answer the pipeline reports, as the loyalty client sees it.
  static let pipelineFailures: [AppError] =
    [
      .network(.offline), .network(.timeout), .network(.tls), .network(.connectionLost), .network(.cannotConnect),
      .network(.other("reset")), .unauthorized, .forbidden, .notFound,
      .validation([.init(field: "coupon", message: "bad")]),
      .conflict(message: "IDEMPOTENCY_KEY_IN_USE"), .rateLimited(retryAfter: .seconds(1)),
      .temporarilyUnavailable(retryAfter: nil), .decoding(path: "", reason: "cut in half"), .cancelled,
      .local(.init(.storage, reason: "disk full")),
    ] + [400, 408, 410, 412, 422, 425, 500, 502, 503, 504].map { AppError(status: $0) }

  /// `RemoteUncertainty` sorts a loyalty failure exactly as it sorts the pipeline's own: the
  /// `WarplyError` in between loses nothing it needs (a 409 stays in progress, a 403 a refusal, an
  /// unreachable host undelivered, an unreadable body unreadable).
  @Test(arguments: pipelineFailures)
  func warplyErrorKeepsWhatTheAnswerProved(failure: AppError) {
    let loyalty = WarplyError(failure)
    #expect(
      RemoteUncertainty(failure: loyalty.appError)?.kind == RemoteUncertainty(failure: failure)?.kind, "\(loyalty)")
    #expect(
      RemoteOutcome<Void, AppError>(failure: loyalty) { $0 }.isPending
        == RemoteOutcome<Void, AppError>(failure: failure) { $0 }.isPending)
  }

  @Test func thePlatformsFailureStatusIsADefiniteRefusalWithItsMessage() {
    let refusal = WarplyError.platformStatus(-2, message: "Coupon already redeemed")
    #expect(RemoteUncertainty(failure: refusal.appError) == nil)
    #expect(refusal.appError.userMessage == "Coupon already redeemed")
    #expect(refusal.appError.fieldMessages == ["status": "Coupon already redeemed"])
    let silent = WarplyError.platformStatus(-1, message: nil)
    #expect(RemoteUncertainty(failure: silent.appError) == nil)
    #expect(silent.appError.userMessage == "The loyalty platform refused the request (status -1).")
    #expect(RemoteUncertainty(failure: WarplyError.invalidResponse.appError)?.kind == .unreadableAnswer)
  }

  // MARK: - WarplyNetworkError

  static let networkCases: [(WarplyNetworkError, code: Int, retryable: Bool)] = [
    (.invalidURL, -1001, false),
    (.noData, -1002, false),
    (.decodingError(path: "result", reason: "not an array"), -1003, false),
    (.serverError(500), 500, true),
    (.serverError(408), 408, true),
    (.serverError(429), 429, true),
    (.serverError(400), 400, false),
    (.serverError(401), 401, false),
    (.networkError(.offline), -1009, true),
    (.networkError(.timeout), -1001, true),
    (.networkError(.tls), -1200, true),
    (.networkError(.connectionLost), -1005, true),
    (.networkError(.cannotConnect), -1004, true),
    (.networkError(.other("reset")), -1000, true),
    (.authenticationRequired, 401, false),
    (.invalidResponse, -1004, false),
    (.cancelled, -999, false),
  ]

  @Test(arguments: networkCases)
  func networkErrorCodesAndRetryability(error: WarplyNetworkError, code: Int, retryable: Bool) {
    #expect(error.code == code)
    #expect(error.isRetryable == retryable)
    #expect(error.warplyError.isRetryable == retryable, "the SDK-level error agrees: \(error.warplyError)")
  }

  static let everyAppError: [AppError] = [
    .network(.offline), .network(.timeout), .network(.tls), .network(.connectionLost), .network(.cannotConnect),
    .network(.other("x")), .unauthorized, .forbidden, .notFound, .validation([]), .conflict(message: "c"),
    .rateLimited(retryAfter: nil), .server(status: 503, code: nil, message: nil, correlationID: nil),
    .server(status: 422, code: nil, message: nil, correlationID: nil), .decoding(path: "p", reason: "r"), .cancelled,
    .temporarilyUnavailable(retryAfter: .seconds(1)), .local(.init(.storage, reason: "r")),
  ]

  @Test(arguments: everyAppError)
  func networkErrorRoundTripKeepsRetryability(appError: AppError) {
    guard let error = WarplyNetworkError(appError) else {
      #expect(appError == .local(.init(.storage, reason: "r")), "only local failures are not network errors")
      return
    }
    #expect(error.appError.isRetryable == appError.isRetryable, "\(appError) → \(error) → \(error.appError)")
  }

  // MARK: - WarplyTokenRefreshError

  static let refreshCases: [(WarplyTokenRefreshError, AppError)] = [
    (.noTokensAvailable, .unauthorized),
    (.invalidRefreshToken, .unauthorized),
    (.networkError(.networkError(.offline)), .network(.offline)),
    (.serverError(502), .server(status: 502, code: nil, message: nil, correlationID: nil)),
    (.maxRetriesExceeded(attempts: 3, last: .network(.timeout)), .network(.timeout)),
    (.refreshInProgress, .temporarilyUnavailable(retryAfter: nil)),
    (.invalidResponse, .decoding(path: "tokens", reason: "the refresh answer held no tokens")),
    (.circuitOpen(retryAfter: .seconds(300)), .temporarilyUnavailable(retryAfter: .seconds(300))),
    (
      .tokenStoreFailure(reason: "locked", isTransient: true),
      .local(.init(.secureStorage, reason: "locked", isTransient: true))
    ),
  ]

  @Test(arguments: refreshCases)
  func tokenRefreshErrorMapsToAppError(error: WarplyTokenRefreshError, expected: AppError) {
    #expect(error.appError == expected)
    #expect(error.isRetryable == expected.isRetryable)
    #expect(AppError(error) == expected, "the token manager reads it through AppErrorConvertible")
    #expect(error.warplyError == WarplyError(expected), "callers see the SDK-level error")
  }

  static let refreshFromAppError: [(AppError, WarplyTokenRefreshError)] = [
    (.unauthorized, .invalidRefreshToken),
    (.forbidden, .invalidRefreshToken),
    (.validation([]), .invalidRefreshToken),
    (.server(status: 400, code: "INVALID_GRANT", message: nil, correlationID: nil), .invalidRefreshToken),
    (.server(status: 503, code: nil, message: nil, correlationID: nil), .serverError(503)),
    (.network(.offline), .networkError(.networkError(.offline))),
    (.temporarilyUnavailable(retryAfter: .seconds(5)), .circuitOpen(retryAfter: .seconds(5))),
    (.decoding(path: "tokens", reason: "missing"), .invalidResponse),
    (.rateLimited(retryAfter: nil), .networkError(.serverError(429))),
    (.cancelled, .networkError(.cancelled)),
    (.local(.init(.secureStorage, reason: "gone")), .tokenStoreFailure(reason: "gone", isTransient: false)),
  ]

  @Test(arguments: refreshFromAppError)
  func tokenRefreshErrorFromAppError(appError: AppError, expected: WarplyTokenRefreshError) {
    let error = WarplyTokenRefreshError(appError)
    #expect(error == expected)
    #expect(error.isRetryable == appError.isRetryable || appError == .validation([]))
  }

  // MARK: - WarplyConfigurationError

  static let configurationCases: [WarplyConfigurationError] = [
    .missingAppUUID, .invalidAppUUID("abc"), .unsupportedLanguage("fr"), .invalidRefreshThreshold(0),
    .invalidRetryAttempts(field: "tokenConfig.maxRetryAttempts", value: 0),
    .retryDelaysMismatch(attempts: 3, delays: 2),
    .invalidTimeout(field: "networkConfig.requestTimeout", value: 0), .invalidCacheSize(1),
    .invalidCircuitBreakerThreshold(0), .invalidCircuitBreakerResetTime(1), .invalidConcurrentRequests(0),
    .invalidRequestRate(burst: 0, perSecond: 0), .invalidQueueLimit(0), .unreadableJSON("x"),
  ]

  @Test(arguments: configurationCases)
  func configurationErrorsArePermanentCompositionFailures(error: WarplyConfigurationError) {
    #expect(!error.errorDescription.isEmpty && !error.recoverySuggestion.isEmpty)
    guard case .local(let failure) = error.appError else {
      Issue.record("expected a local failure, got \(error.appError)")
      return
    }
    #expect(failure.source == .composition && !failure.isTransient && !error.appError.isRetryable)
    #expect(failure.reason == error.description)
  }
}
