import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct EndpointTests {
  private let client = APIClient(
    configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com/api/")!),
    transport: StubTransport())

  private func url<R>(_ endpoint: Endpoint<R>) throws -> String {
    try client.makeRequest(endpoint).http.url.absoluteString
  }

  @Test(arguments: [
    (["v1", "products", "09506000134352"], "https://api.example.com/api/v1/products/09506000134352"),
    (["v1", "items", "a/b?c#d"], "https://api.example.com/api/v1/items/a%2Fb%3Fc%23d"),
    (["v1", "names", "José Ñ"], "https://api.example.com/api/v1/names/Jos%C3%A9%20%C3%91"),
    (["v1", "x;y"], "https://api.example.com/api/v1/x%3By"),
  ])
  func pathSegmentsArePercentEncodedOneByOne(path: [String], expected: String) throws {
    #expect(try url(Endpoint<EmptyBody>(.get, path: path)) == expected)
  }

  @Test(arguments: [
    (["v1", "products", "users", ""], 3, "/v1/products/users"),
    (["", "v1"], 0, "/"),
    (["v1", "", "events"], 1, "/v1"),
  ])
  func emptyPathParametersAreRejectedNotDropped(path: [String], index: Int, parent: String) {
    #expect(
      throws: AppError.validation([
        .init(
          field: "path[\(index)]", message: "The path parameter after \(parent) is empty",
          code: "EMPTY_PATH_PARAMETER")
      ])
    ) { try url(Endpoint<EmptyBody>(.get, path: path)) }
  }

  @Test(arguments: [".", ".."])
  func dotSegmentsAreRejected(segment: String) {
    #expect(throws: AppError.self) { try url(Endpoint<EmptyBody>(.get, path: ["v1", segment])) }
  }

  @Test func queryValuesAreEncodedIncludingPlusAndAmpersand() throws {
    let endpoint = Endpoint<EmptyBody>(.get, path: ["search"])
      .query("q", "a+b & c=d")
      .query("flag", nil)
      .query("ü", "#1")
    #expect(try url(endpoint) == "https://api.example.com/api/search?q=a%2Bb%20%26%20c%3Dd&flag&%C3%BC=%231")
  }

  @Test func literalPathSplitsAtSlashes() throws {
    #expect(
      try url(Endpoint<EmptyBody>(.post, literalPath: "/v1/auth/token")) == "https://api.example.com/api/v1/auth/token")
  }

  @Test(arguments: [
    (HTTPMethod.get, true), (.head, true), (.options, true), (.put, true), (.delete, true),
    (.post, false), (.patch, false),
  ])
  func idempotencyDerivesFromTheMethod(method: HTTPMethod, idempotent: Bool) {
    #expect(Endpoint<EmptyBody>(method, path: ["x"]).isIdempotent == idempotent)
  }

  @Test func idempotencyCanBeOverriddenAndKeysMakeRequestsReplayable() throws {
    #expect(Endpoint<EmptyBody>(.post, path: ["x"], isIdempotent: true).isIdempotent)
    let plain = try client.makeRequest(Endpoint<EmptyBody>(.post, path: ["x"]))
    #expect(!plain.isReplayable)
    let keyed = try client.makeRequest(Endpoint<EmptyBody>(.post, path: ["x"]).idempotencyKey("k-1"))
    #expect(keyed.isReplayable)
    #expect(keyed.http.headers["idempotency-key"] == "k-1")
  }

  @Test func metricsNameDefaultsToMethodAndPathAndCanBeATemplate() {
    #expect(Endpoint<EmptyBody>(.get, path: ["v1", "ping"]).metricsName == "GET /v1/ping")
    let named = Endpoint<EmptyBody>(.get, path: ["v1", "products", "123"], metricsName: "GET /v1/products/{gtin}")
    #expect(named.metricsName == "GET /v1/products/{gtin}")
  }

  @Test func makeRequestMergesHeadersEncodesJSONAndCarriesTimeoutAndAuth() throws {
    struct Body: Encodable, Sendable {
      var name: String
      var count: Int
    }
    let endpoint = Endpoint<EmptyBody>(.post, path: ["v1", "things"])
      .header("accept", "application/problem+json")
      .jsonBody(Body(name: "a/b", count: 2))
      .timeout(.seconds(7))
      .auth([.apiKey, .bearer])
    let request = try client.makeRequest(endpoint)
    #expect(request.http.headers["Accept"] == "application/problem+json")
    #expect(request.http.headers.count == 2)
    #expect(request.http.headers["content-type"] == "application/json")
    #expect(request.http.body.map { String(decoding: $0, as: UTF8.self) } == #"{"count":2,"name":"a/b"}"#)
    #expect(request.http.timeout == .seconds(7))
    #expect(request.auth == [.apiKey, .bearer])
    #expect(request.http.method == .post)
  }

  @Test func headersAreCaseInsensitiveAndReplaceEarlierValues() {
    var headers: HTTPHeaders = ["X-Trace": "1"]
    headers["x-trace"] = "2"
    #expect(headers.count == 1)
    #expect(headers["X-TRACE"] == "2")
    headers["X-Trace"] = nil
    #expect(!headers.contains("x-trace"))
  }
}
