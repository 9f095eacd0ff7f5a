import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct APIClientTests {
  private struct Product: Decodable, Sendable, Equatable {
    var gtin: String
    var name: String
  }

  private func makeClient(_ transport: StubTransport, steps: [any RequestStep] = []) -> APIClient {
    APIClient(
      configuration: APIClientConfiguration(baseURL: URL(string: "https://api.test")!, steps: steps),
      transport: transport)
  }

  @Test func decodesASuccessfulResponse() async throws {
    let transport = StubTransport()
    await transport.on(.get, "/v1/products/{gtin}", reply: .json(#"{"gtin":"1","name":"Chair"}"#))
    let product = try await makeClient(transport).send(Endpoint<Product>(.get, path: ["v1", "products", "1"]))
    #expect(product == Product(gtin: "1", name: "Chair"))
    let sent = try #require(await transport.requests.first)
    #expect(sent.headers["Accept"] == "application/json")
  }

  @Test func emptyResponsesDecodeAsEmpty() async throws {
    let transport = StubTransport()
    await transport.on(.delete, "/v1/items/*", reply: .status(204))
    let result = try await makeClient(transport).send(Endpoint<EmptyBody>(.delete, path: ["v1", "items", "9"]))
    #expect(result == EmptyBody())
  }

  @Test func decodingFailuresNameTheKeyPath() async {
    let transport = StubTransport()
    await transport.on(.get, "/v1/list", reply: .json(#"[{"gtin":"1","name":"a"},{"gtin":2,"name":"b"}]"#))
    await #expect(throws: AppError.decoding(path: "[1].gtin", reason: "expected String")) {
      try await makeClient(transport).send(Endpoint<[Product]>(.get, path: ["v1", "list"]))
    }
  }

  @Test func failuresAreMappedByTheErrorMapper() async {
    let transport = StubTransport()
    await transport.on(.get, "/v1/missing", reply: .error(404, code: "NOT_FOUND"))
    await transport.on(.get, "/v1/broken", reply: .error(500, code: "BOOM", message: "Down", correlationID: "c-9"))
    let client = makeClient(transport)
    await #expect(throws: AppError.notFound) {
      try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "missing"]))
    }
    await #expect(throws: AppError.server(status: 500, code: "BOOM", message: "Down", correlationID: "c-9")) {
      try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "broken"]))
    }
  }

  @Test func transportFailuresSurfaceAsNetworkErrors() async {
    let transport = StubTransport()
    await transport.on(.get, "/v1/ping", reply: .drop)
    await #expect(throws: AppError.network(.connectionLost)) {
      try await makeClient(transport).send(Endpoint<EmptyBody>(.get, path: ["v1", "ping"]))
    }
  }

  @Test func stepsRunOutermostFirst() async throws {
    let transport = StubTransport()
    await transport.on(.get, "/v1/ping", reply: .status(200))
    let order = Recorder()
    let steps: [any RequestStep] = [TagStep(tag: "outer", recorder: order), TagStep(tag: "inner", recorder: order)]
    _ = try await makeClient(transport, steps: steps).send(Endpoint<EmptyBody>(.get, path: ["v1", "ping"]))
    #expect(await order.values == ["outer", "inner"])
    #expect(await transport.requests.first?.headers["X-Tags"] == "outer,inner")
  }

  @Test func cancellationPropagatesToTheTransportAndSurfacesAsCancelled() async {
    let transport = StubTransport()
    await transport.on(.get, "/v1/slow", reply: .status(200, delay: .seconds(30)))
    let client = makeClient(transport)
    let task = Task { try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "slow"])) }
    try? await Task.sleep(for: .milliseconds(50))
    task.cancel()
    let clock = ContinuousClock()
    let start = clock.now
    await #expect(throws: AppError.cancelled) { try await task.value }
    #expect(clock.now - start < .seconds(10))
  }
}

/// Appends its tag to an `X-Tags` header and to a recorder.
private struct TagStep: RequestStep {
  let tag: String
  let recorder: Recorder

  func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    await recorder.append(tag)
    var request = request
    request.http.headers["X-Tags"] = [request.http.headers["X-Tags"], tag].compactMap(\.self).joined(separator: ",")
    return try await next(request)
  }
}

actor Recorder {
  private(set) var values: [String] = []
  func append(_ value: String) { values.append(value) }
}
