import App
import DPPFeature
import DPPTesting
import Foundation
import SharedCore
import SharedTesting
import Testing

/// The app's scan screen with DPP's testing kit standing in for the TraceWise backend: no server,
/// no sockets, as the "Testing your feature" article shows.
@MainActor
@Suite struct ScanScreenTests {
  /// The app's own composition, its network answered by `backend`.
  private func makeApp(_ backend: DPPFakeBackend, directory: TemporaryDirectory) throws -> Container {
    let app = try AppContainer.make(
      dataDirectory: directory.url, configuration: .testing, apiKey: DPPFakeBackend.apiKey)
    return try app.overriding { $0.register((any Transport).self, lifetime: .singleton) { _ in backend.transport } }
  }

  /// The whole graph resolves, and checking it creates no files.
  @Test func theAppsGraphVerifiesWithoutSideEffects() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let dataDirectory = directory.url.appendingPathComponent("data")
    let app = try AppContainer.make(
      dataDirectory: dataDirectory, configuration: .testing, apiKey: DPPFakeBackend.apiKey)

    let report = try app.verifyWithoutSideEffects()

    #expect(report.isEmpty, "\(report)")
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
  }

  @Test func invalidLinkFailsValidationWithoutTouchingTheNetwork() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let backend = DPPFakeBackend()
    let scan = try makeApp(backend, directory: directory).resolve(DPPScanViewModelFactory.self).make()

    scan.send(.scan("https://id.example/01/09520123456789"))

    guard case .failed(.validation(let fields), _) = scan.state.link else {
      Issue.record("expected a validation failure, got \(scan.state.link)")
      return
    }
    #expect(fields.first?.field == "digitalLink")
    #expect(await backend.transport.requests.isEmpty)
  }

  @Test func scanShowsTheProduct() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let backend = DPPFakeBackend()
    try await backend.stubCatalogue()
    let scan = try makeApp(backend, directory: directory).resolve(DPPScanViewModelFactory.self).make()

    scan.send(.scan(DPPSamples.link))
    let state = try await scan.settled(where: { $0.details.product.isSuccess && $0.details.passport.isSuccess })

    #expect(state.details.product.value?.name == DPPSamples.product.name)
    #expect(await backend.transport.requests(.get, "/v1/products").count == 1)
    #expect(await backend.transport.unmatchedRequests.isEmpty)
  }

  /// A request no stub answers is reported as such, never mistaken for "no such product".
  @Test func aMissingStubIsNamedNotTurnedIntoNotFound() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let backend = DPPFakeBackend()  // nothing stubbed
    let scan = try makeApp(backend, directory: directory).resolve(DPPScanViewModelFactory.self).make()

    scan.send(.scan(DPPSamples.link))
    let state = try await scan.settled(where: { !$0.details.product.isLoading && $0.details.product != .idle })

    #expect(state.details.product.error != nil)
    #expect(state.details.product.error != .notFound)
    #expect(await backend.transport.unmatchedRequests.map(\.path).contains("/v1/products"))
  }
}
