import App
import DPPFeature
import SharedCore
import SharedTesting
import Testing

#if os(macOS) || os(Linux)

  /// The scan screen over real HTTP against the reference server (macOS and Linux: it needs `python3`).
  @MainActor
  @Suite struct ReferenceServerTests {
    @Test func scanLoadsTheProductFromTheServer() async throws {
      let server = try await ReferenceServer.start()
      defer { server.terminate() }
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      var configuration = CoreConfiguration.testing
      configuration.endpoints.baseURL = server.baseURL
      let container = try AppContainer.make(
        dataDirectory: directory.url, configuration: configuration, apiKey: ReferenceServer.demoAPIKey)

      let scan = try container.resolve(DPPScanViewModelFactory.self).make()
      scan.send(.scan("https://id.example/01/09520123456788/21/SN-1001"))
      for await state in scan.states() where state.details.product.isSuccess {
        break
      }

      #expect(scan.state.details.product.value?.name == "EcoTrail Running Shoe")
    }
  }

#endif
