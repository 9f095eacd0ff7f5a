import DPPFeature
import DPPTesting
import Foundation
import SharedCore
import SharedTesting
import Testing

/// The resolver client: `linkType=gs1:dpp`, redirects, passport decoding and errors.
@Suite struct DigitalLinkResolverClientTests {
  @Test func followsTheDPPRedirectAndDecodesThePassport() async throws {
    let harness = TraceWiseHarness()
    try await harness.stubCatalogue()
    let passport = try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: "SN-1001")
    #expect(passport.passportIdentifier == "cirpass-001")
    let requests = await harness.transport.requests
    #expect(
      requests.map(\.url.absoluteString) == [
        "https://api.test/01/09520123456788/21/SN-1001?linkType=gs1:dpp", "https://api.test/dpp/cirpass-001",
      ])
    #expect(requests.allSatisfy { $0.headers["X-API-Key"] == nil })
  }

  @Test func relativeLocationsResolveAgainstTheRequest() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(.get, "/01/**", reply: .status(307, headers: ["Location": "/dpp/cirpass-001"]))
    await harness.transport.on(.get, "/dpp/cirpass-001", reply: .json(try TraceWiseJSON.passport()))
    _ = try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: nil)
    #expect(await harness.transport.requests.last?.url.absoluteString == "https://api.test/dpp/cirpass-001")
  }

  @Test func unknownProductIsNotFound() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(.get, "/01/**", reply: .error(404, code: "PRODUCT_NOT_FOUND"))
    await #expect(throws: AppError.notFound) {
      try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: nil)
    }
  }

  @Test func redirectLoopsStop() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(.get, "/01/**", reply: .status(307, headers: ["Location": "/01/09520123456788"]))
    await #expect(throws: AppError.self) {
      try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: nil)
    }
    let followed = await harness.transport.requests.filter { $0.url.query?.contains("linkset") != true }
    #expect(followed.count == DigitalLinkResolverClient.maxRedirects + 1)
  }

  /// Answers `linkType=linkset` with a linkset (with or without a dpp link), anything else with `reply`.
  private func stubResolver(_ harness: TraceWiseHarness, hasPassport: Bool, reply: StubReply) async {
    let linkset =
      hasPassport
      ? #"{"linkset":[{"anchor":"a","https://gs1.org/voc/dpp":[{"href":"https://api.test/dpp/x"}]}]}"#
      : #"{"linkset":[{"anchor":"a","https://gs1.org/voc/pip":[{"href":"https://api.test/v1/products"}]}]}"#
    await harness.transport.on(.get, "/01/**") { request, _ in
      request.url.query?.contains("linkType=linkset") == true ? .json(linkset) : reply
    }
  }

  @Test func unreadablePassportIsADecodingError() async throws {
    let harness = TraceWiseHarness()
    await stubResolver(harness, hasPassport: true, reply: .json(#"{"unexpected":true}"#))
    await #expect {
      try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: nil)
    } throws: { error in
      if case AppError.decoding(let path, _) = error { return path == "passport" }
      return false
    }
  }

  @Test func aDefaultLinkFallbackWithoutPassportIsNotFound() async throws {
    let harness = TraceWiseHarness()
    await stubResolver(harness, hasPassport: false, reply: .error(401, code: "API_KEY_REQUIRED"))
    await #expect(throws: AppError.notFound) {
      try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: nil)
    }
    let linkset = await harness.transport.requests.last
    #expect(linkset?.headers["Accept"] == "application/linkset+json")
  }

  @Test func failuresOfProductsWithPassportsAreKept() async throws {
    let harness = TraceWiseHarness()
    await stubResolver(harness, hasPassport: true, reply: .error(500, code: "BOOM"))
    await #expect {
      try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: nil)
    } throws: { error in
      if case AppError.server(500, "BOOM", _, _) = error { return true }
      return false
    }
  }
}

/// The composed resolver sends through its backend's pipeline.
@Suite struct DigitalLinkResolverPipelineTests {
  /// Through `DPPModule`, a lookup and its redirect are measured by the host's `LatencyMetrics`
  /// and retried under its policy, like every other request.
  @Test func lookupsGoThroughTheHostsMetricsAndRetries() async throws {
    let backend = DPPFakeBackend()
    try await backend.stubCatalogue()
    await backend.transport.on(
      .get, "/01/**",
      replies: [
        .status(503),
        .status(307, headers: ["Location": DPPFakeBackend.baseURL.absoluteString + DPPFakeBackend.passportPath]),
      ])
    let container = try Container.dppTesting(backend: backend)
    let passport = try await container.resolve((any DigitalLinkResolving).self)
      .passport(gtin: DPPSamples.gtin, serial: DPPSamples.serial)
    #expect(passport.passportIdentifier == "cirpass-001")
    let metrics = try container.resolve(LatencyMetrics.self)
    #expect(await metrics.samples(for: DigitalLinkResolverClient.metricsName).count == 2)
    #expect(await backend.transport.requests(.get, "/01/**").count == 2)
  }
}
