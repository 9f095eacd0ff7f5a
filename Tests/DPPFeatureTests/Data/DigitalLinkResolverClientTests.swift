import DPPFeature
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
    #expect(requests.map(\.url.absoluteString) == [
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
    #expect(await harness.transport.requests.count == DigitalLinkResolverClient.maxRedirects + 1)
  }

  @Test func unreadablePassportIsADecodingError() async throws {
    let harness = TraceWiseHarness()
    await harness.transport.on(.get, "/01/**", reply: .json(#"{"unexpected":true}"#))
    await #expect {
      try await harness.resolver.passport(gtin: TraceWiseHarness.gtin, serial: nil)
    } throws: { error in
      if case AppError.decoding(let path, _) = error { return path == "passport" }
      return false
    }
  }
}
