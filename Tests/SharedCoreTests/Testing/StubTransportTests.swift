import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct StubTransportTests {
  @Test func anUnmatchedRequestThrowsAnErrorNamingMethodAndPath() async throws {
    let transport = StubTransport()
    await transport.on(.get, "/v1/products", reply: .status(200))
    let request = HTTPRequest(url: try #require(URL(string: "https://api.test/v1/events?x=1")), method: .post)

    let error = try await #require(throws: StubTransport.UnmatchedRequest.self) { try await transport.send(request) }

    #expect(error.method == .post)
    #expect(error.path == "/v1/events")
    #expect(error.description == "No StubTransport route for POST /v1/events")
    #expect(await transport.unmatchedRequests.map(\.path) == ["/v1/events"])
  }

  @Test func throughAnAPIClientAnUnmatchedRequestIsNotANotFound() async throws {
    let transport = StubTransport()
    let client = APIClient(
      configuration: APIClientConfiguration(baseURL: try #require(URL(string: "https://api.test"))),
      transport: transport)

    let error = try await #require(throws: AppError.self) {
      try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "products"]))
    }

    #expect(error == .network(.other("UnmatchedRequest")))
    #expect(error != .notFound)
  }
}
