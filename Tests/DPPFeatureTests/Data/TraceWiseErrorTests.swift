import DPPFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

/// The TraceWise error envelope → AppError → TraceWiseError, and the retry rules.
@Suite struct TraceWiseErrorTests {
  struct Case: Sendable, CustomStringConvertible {
    var status: Int
    var code: String
    var appError: AppError
    var sdkCode: String
    var description: String { "\(status) \(code)" }
  }

  static let cases: [Case] = [
    Case(
      status: 400, code: "INVALID_GTIN",
      appError: .server(
        status: 400, code: "INVALID_GTIN", message: "bad gtin", correlationID: "c-1"), sdkCode: "INVALID_GTIN"),
    Case(status: 401, code: "API_KEY_REQUIRED", appError: .unauthorized, sdkCode: "AUTH_ERROR"),
    Case(status: 403, code: "INVALID_API_KEY", appError: .forbidden, sdkCode: "FORBIDDEN"),
    Case(status: 404, code: "PRODUCT_NOT_FOUND", appError: .notFound, sdkCode: "NOT_FOUND"),
    Case(status: 409, code: "ALREADY_REGISTERED", appError: .conflict(message: "bad gtin"), sdkCode: "CONFLICT"),
    Case(status: 429, code: "RATE_LIMITED", appError: .rateLimited(retryAfter: .seconds(1)), sdkCode: "RATE_LIMITED"),
    Case(
      status: 500, code: "INTERNAL",
      appError: .server(
        status: 500, code: "INTERNAL", message: "bad gtin", correlationID: "c-1"), sdkCode: "INTERNAL"),
  ]

  @Test(arguments: cases)
  func envelopeMapsToAppErrorAndTraceWiseError(_ testCase: Case) async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(
      .get, "/v1/products",
      reply: .error(testCase.status, code: testCase.code, message: "bad gtin", correlationID: "c-1", retryAfter: "1"))
    await #expect(throws: testCase.appError) {
      try await harness.products.product(gtin: TraceWiseHarness.gtin, serial: nil)
    }
    let sdkError = TraceWiseError(testCase.appError)
    #expect(sdkError.code == testCase.sdkCode)
    if case .apiError(_, _, let status) = sdkError { #expect(status == testCase.status) }
  }

  @Test(arguments: [(400, 1), (401, 1), (403, 1), (404, 1), (409, 1), (429, 4), (500, 4), (503, 4)])
  func getsRetryOnlyTransientStatuses(status: Int, attempts: Int) async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(.get, "/v1/products", reply: .error(status, code: "X"))
    _ = try? await harness.products.product(gtin: TraceWiseHarness.gtin, serial: nil)
    #expect(await harness.transport.requests.count == attempts)
  }

  @Test func transientFailureThenSuccessRecovers() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(
      .get, "/v1/products",
      replies: [
        .fail(.network(.connectionLost)), .error(503, code: "DOWN"),
        .json(TraceWiseJSON.product),
      ])
    let product = try await harness.products.product(gtin: TraceWiseHarness.gtin, serial: nil)
    #expect(product.name == "EcoTrail Running Shoe")
    #expect(await harness.transport.requests.count == 3)
  }

  @Test func postsWithoutIdempotencyKeyAreNotReplayed() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(.post, "/v1/products/register", reply: .error(503, code: "DOWN"))
    await #expect(throws: AppError.self) {
      try await harness.products.register(gtin: TraceWiseHarness.gtin, serial: nil, userId: nil)
    }
    #expect(await harness.transport.requests.count == 1)
  }

  @Test func eventPostsWithIdempotencyKeyAreRetriedWithTheSameKey() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(
      .post, "/v1/events", replies: [.error(503, code: "DOWN"), .json(TraceWiseJSON.eventResponse, status: 201)])
    _ = try await harness.events.add(sampleEvent(), idempotencyKey: "k-1")
    let keys = await harness.transport.requests.map { $0.headers["Idempotency-Key"] }
    #expect(keys == ["k-1", "k-1"])
  }

  @Test func unauthorizedRefreshesOnceAndReplays() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(
      .post, "/v1/auth/refresh", reply: .json(#"{"accessToken":"access-2","refreshToken":"r2","expiresIn":900}"#))
    await harness.transport.on(
      .post, "/v1/products/register", replies: [.error(401, code: "TOKEN_EXPIRED"), .json(#"{"status":"registered"}"#)])
    _ = try await harness.products.register(gtin: TraceWiseHarness.gtin, serial: nil, userId: nil)
    let auth = await harness.transport.requests(.post, "/v1/products/register").map { $0.headers["Authorization"] }
    #expect(auth == ["Bearer access-1", "Bearer access-2"])
  }

  @Test func sdkMappingCoversTransportAndDecodingFailures() {
    #expect(TraceWiseError(.network(.timeout)).code == "TIMEOUT")
    #expect(TraceWiseError(.network(.offline)).code == "NETWORK_ERROR")
    #expect(TraceWiseError(.decoding(path: "items[0]", reason: "x")).code == "INVALID_RESPONSE")
    #expect(
      TraceWiseError(.server(status: 502, code: nil, message: nil, correlationID: nil)).errorDescription
        == "HTTP 502")
  }
}
