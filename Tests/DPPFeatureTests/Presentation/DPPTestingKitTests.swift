import DPPFeature
import DPPTesting
import SharedCore
import SharedTesting
import Testing

/// The DPP screens driven through DPPTesting's kit, as an app's feature tests drive them.
@MainActor
@Suite struct DPPTestingKitTests {
  @Test func theKitsContainerVerifies() throws {
    let report = try Container.dppTesting().verify()
    #expect(report.isEmpty, "\(report)")
  }

  @Test func scanLoadsTheSampleProductFromTheFakeBackend() async throws {
    let backend = DPPFakeBackend()
    try await backend.stubCatalogue(eventCount: 2)
    let scan = try Container.dppTesting(backend: backend).resolve(DPPScanViewModelFactory.self).make()

    scan.send(.scan(DPPSamples.link))
    let state = try await scan.settled(where: {
      $0.details.product.origin == .network && $0.details.passport.isSuccess && $0.details.events.isSuccess
    })

    #expect(state.link == .success(DPPSamples.productID, origin: .local))
    #expect(state.details.product.value == DPPSamples.product)
    #expect(state.details.passport.value?.passportIdentifier == "cirpass-001")
    #expect(state.details.events.value?.count == 2)
    #expect(await backend.transport.unmatchedRequests.isEmpty)
  }

  @Test func passportRegistersAndRecordsAgainstTheFakeBackend() async throws {
    let backend = DPPFakeBackend()
    try await backend.stubCatalogue()
    let container = try Container.dppTesting(backend: backend)
    let passport = try container.resolve(DPPPassportViewModelFactory.self, argument: DPPSamples.productID).make()

    passport.send(.register(userId: "user-1"))
    passport.send(.recordEvent(DPPSamples.event(bizStep: "repairing")))
    let state = try await passport.settled(where: { $0.registration.isSuccess && $0.recording.isSuccess })

    #expect(state.registration.isSuccess)
    #expect(await backend.transport.requests(.post, "/v1/events").count == 1)
    #expect(await backend.transport.unmatchedRequests.isEmpty)
  }

  @Test func aCallTheTestDidNotStubFailsLoudly() async throws {
    let backend = DPPFakeBackend()
    let scan = try Container.dppTesting(backend: backend).resolve(DPPScanViewModelFactory.self).make()

    scan.send(.scan(DPPSamples.link))
    let state = try await scan.settled(where: { $0.details.product.error != nil })

    #expect(state.details.product.error == .network(.other("UnmatchedRequest")))
    #expect(await backend.transport.unmatchedRequests.contains { $0.method == .get && $0.path == "/v1/products" })
  }
}
