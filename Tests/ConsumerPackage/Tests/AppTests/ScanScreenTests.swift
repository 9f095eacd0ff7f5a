import App
import DPPFeature
import SharedCore
import SharedTesting
import Testing

/// The scan screen with the network replaced by a stub: no server, no sockets.
@MainActor
@Suite struct ScanScreenTests {
  @Test func invalidLinkFailsValidationWithoutTouchingTheNetwork() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let transport = StubTransport()
    let app = try AppContainer.make(dataDirectory: directory.url, configuration: .testing, apiKey: "test-key")
    let container = try app.overriding { $0.register((any Transport).self, lifetime: .singleton) { _ in transport } }

    let scan = try container.resolve(DPPScanViewModelFactory.self).make()
    scan.send(.scan("https://id.example/01/09520123456789"))

    guard case .failed(.validation(let fields), _) = scan.state.link else {
      Issue.record("expected a validation failure, got \(scan.state.link)")
      return
    }
    #expect(fields.first?.field == "digitalLink")
    #expect(await transport.requests.isEmpty)
  }

  @Test func scanShowsTheProduct() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let transport = StubTransport()
    await transport.on(
      .get, "/v1/products",
      reply: .json(#"{"gtin":"09520123456788","serial":"SN-1001","name":"EcoTrail Running Shoe"}"#))
    let app = try AppContainer.make(dataDirectory: directory.url, configuration: .testing, apiKey: "test-key")
    let container = try app.overriding { $0.register((any Transport).self, lifetime: .singleton) { _ in transport } }

    let scan = try container.resolve(DPPScanViewModelFactory.self).make()
    scan.send(.scan("https://id.example/01/09520123456788/21/SN-1001"))
    for await state in scan.states() where !state.details.product.isLoading && state.details.product != .idle {
      break
    }

    #expect(scan.state.details.product.value?.name == "EcoTrail Running Shoe")
    #expect(await transport.requests(.get, "/v1/products").count == 1)
  }
}
