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

    let scan = try container.resolve(ScanViewModelFactory.self).make()
    scan.send(.scan("https://id.example/01/09520123456789"))

    guard case .failed(.validation(let fields), _) = scan.state.link else {
      Issue.record("expected a validation failure, got \(scan.state.link)")
      return
    }
    #expect(fields.first?.field == "digitalLink")
    #expect(await transport.requests.isEmpty)
  }
}
