import DPPFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

/// Every TraceWise endpoint's request (method, path, query, headers, body) and response decoding.
@Suite struct TraceWiseEndpointTests {
  let harness = TraceWiseHarness()

  private func onlyRequest() async throws -> HTTPRequest {
    let requests = await harness.transport.requests
    try #require(requests.count == 1)
    return requests[0]
  }

  private func query(_ request: HTTPRequest) -> [String: String] {
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
  }

  private func body(_ request: HTTPRequest) throws -> [String: String] {
    let object = try JSONSerialization.jsonObject(with: try #require(request.body)) as? [String: Any]
    return try #require(object).compactMapValues { $0 as? String }
  }

  @Test func getProductSendsGTINSerialAndAPIKeyOnly() async throws {
    await harness.transport.on(.get, "/v1/products", reply: .json(TraceWiseJSON.product))
    let product = try await harness.products.product(gtin: TraceWiseHarness.gtin, serial: "SN-1001")
    #expect(
      product
        == DPPProduct(
          gtin: TraceWiseHarness.gtin, serial: "SN-1001", name: "EcoTrail Running Shoe",
          description: "Trail running shoe", manufacturer: "Stride Footwear GmbH",
          category: "footwear"))
    let request = try await onlyRequest()
    #expect(request.method == .get)
    #expect(request.url.path == "/v1/products")
    #expect(query(request) == ["gtin": TraceWiseHarness.gtin, "serial": "SN-1001"])
    #expect(request.headers["X-API-Key"] == TraceWiseHarness.apiKey)
    #expect(request.headers["Authorization"] == nil)
  }

  @Test func listProductsSendsPagingAndDecodesThePage() async throws {
    await harness.transport.on(
      .get, "/v1/products/list",
      reply: .json(#"{"items":[\#(TraceWiseJSON.product)],"nextPageToken":"t2","totalCount":6}"#))
    let page = try await harness.products.listProducts(pageSize: 1, pageToken: "t1")
    #expect(page.items.map(\.name) == ["EcoTrail Running Shoe"])
    #expect(page.nextPageToken == "t2")
    #expect(page.totalCount == 6)
    let request = try await onlyRequest()
    #expect(query(request) == ["pageSize": "1", "pageToken": "t1"])
    #expect(request.headers["X-API-Key"] == TraceWiseHarness.apiKey)
  }

  @Test func registerPostsTheBodyWithAPIKeyAndBearer() async throws {
    await harness.transport.on(.post, "/v1/products/register", reply: .json(#"{"status":"registered"}"#, status: 201))
    let response = try await harness.products.register(gtin: TraceWiseHarness.gtin, serial: "SN-1001", userId: "demo")
    #expect(response == TraceWiseRegisterResponse(status: "registered"))
    let request = try await onlyRequest()
    #expect(request.method == .post)
    #expect(request.headers["Content-Type"] == "application/json")
    #expect(request.headers["X-API-Key"] == TraceWiseHarness.apiKey)
    #expect(request.headers["Authorization"] == "Bearer \(TraceWiseHarness.accessToken)")
    #expect(try body(request) == ["gtin": TraceWiseHarness.gtin, "serial": "SN-1001", "userId": "demo"])
  }

  @Test func userProductsPercentEncodesTheUserId() async throws {
    await harness.transport.on(.get, "/v1/products/users/*", reply: .json(#"{"items":[],"nextPageToken":null}"#))
    let page = try await harness.products.userProducts(userId: "demo user", pageSize: 5, pageToken: nil)
    #expect(page.items.isEmpty && page.nextPageToken == nil && page.totalCount == nil)
    let request = try await onlyRequest()
    #expect(request.url.absoluteString == "https://api.test/v1/products/users/demo%20user?pageSize=5")
    #expect(request.headers["Authorization"] == "Bearer \(TraceWiseHarness.accessToken)")
  }

  @Test func anEmptyUserIdIsAValidationErrorAndSendsNothing() async throws {
    await harness.transport.on(.get, "/v1/products/users", reply: .json(#"{"items":[],"nextPageToken":null}"#))
    await #expect {
      _ = try await harness.products.userProducts(userId: "", pageSize: nil, pageToken: nil)
    } throws: { error in
      guard case AppError.validation(let fields) = error else { return false }
      return fields.map(\.code) == ["EMPTY_PATH_PARAMETER"]
    }
    #expect(await harness.transport.requests.isEmpty)
  }

  @Test func addEventPostsWireJSONWithIdempotencyKey() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    let response = try await harness.events.add(sampleEvent(), idempotencyKey: "sha256:abc")
    #expect(response == TraceWiseEventResponse(id: "e-new", status: "accepted", epcisUrn: "urn:uuid:e-new"))
    let request = try await onlyRequest()
    #expect(request.headers["Idempotency-Key"] == "sha256:abc")
    #expect(request.headers["Authorization"] == "Bearer \(TraceWiseHarness.accessToken)")
    let sent = try body(request)
    #expect(sent["when"] == "2026-03-01T10:00:00Z")
    #expect(sent["bizStep"] == "retail_selling")
    #expect(sent["serial"] == "SN-1001")
  }

  @Test func eventsUseTheCompositeIdAndLimit() async throws {
    await harness.transport.on(.get, "/v1/events/*", reply: .json(TraceWiseJSON.eventsPage(count: 2, next: "n")))
    let id = DPPProductID(gtin: TraceWiseHarness.gtin, serial: "SN-1001")
    let page = try await harness.events.events(for: id, pageSize: 2, pageToken: "p")
    #expect(page.items.map(\.bizStep) == ["retail_selling", "retail_selling"])
    #expect(page.nextPageToken == "n")
    let request = try await onlyRequest()
    #expect(request.url.path == "/v1/events/09520123456788:SN-1001")
    #expect(query(request) == ["limit": "2", "pageToken": "p"])
  }

  @Test func cirpassEndpointsDecodePassports() async throws {
    let passport = try TraceWiseJSON.passport()
    await harness.transport.on(.get, "/v1/cirpass-sim/product/*", reply: .json(passport))
    await harness.transport.on(.get, "/v1/cirpass-sim/products", reply: .json(#"{"products":[\#(passport)]}"#))
    let one = try await harness.passports.cirpassProduct(id: "cirpass-001")
    let list = try await harness.passports.listCirpassProducts(limit: 3)
    #expect(one.id == "cirpass-001")
    #expect(list.products == [one])
    let requests = await harness.transport.requests
    #expect(requests.map(\.url.path) == ["/v1/cirpass-sim/product/cirpass-001", "/v1/cirpass-sim/products"])
    #expect(requests.last.map(query) == ["limit": "3"])
    #expect(requests.allSatisfy { $0.headers["X-API-Key"] == TraceWiseHarness.apiKey })
  }

  @Test func healthIsPublic() async throws {
    await harness.transport.on(.get, "/v1/health", reply: .json(#"{"status":"ok","timestamp":"t","version":"1"}"#))
    let health = try await harness.client.send(TraceWiseEndpoints.health())
    #expect(health == TraceWiseHealthResponse(status: "ok", timestamp: "t", version: "1"))
    #expect(try await onlyRequest().headers["X-API-Key"] == nil)
  }

  @Test func signInPostsCredentialsWithoutAuth() async throws {
    await harness.transport.on(
      .post, "/v1/auth/token",
      reply: .json(#"{"accessToken":"a","refreshToken":"r","expiresIn":900,"tokenType":"Bearer"}"#))
    let response = try await harness.client.send(TraceWiseEndpoints.signIn(username: "demo", password: "pw"))
    let received = Date()
    #expect(response.authTokens(receivedAt: received).expiresAt == received.addingTimeInterval(900))
    #expect(!response.description.contains("a\""))
    let request = try await onlyRequest()
    #expect(try body(request) == ["username": "demo", "password": "pw"])
    #expect(request.headers["Authorization"] == nil && request.headers["X-API-Key"] == nil)
  }
}
