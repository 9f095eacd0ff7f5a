import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Health, products, pagination, registration, CIRPASS and the resolver against the reference server.
@Suite(.referenceServer) struct TraceWiseCatalogueIntegrationTests {
  @Test func healthIsPublic() async throws {
    let api = try await DPPServer.make(apiKey: nil, signedIn: false)
    let health = try await api.client.send(TraceWiseEndpoints.health())
    #expect(health.status == "ok")
    #expect(ISO8601Timestamp.parse(health.timestamp) != nil)
  }

  @Test func productsBySerialAndByClass() async throws {
    let api = try await DPPServer.make(signedIn: false)
    let unit = try await api.products.product(gtin: "09520123456788", serial: "SN-1001")
    #expect(unit.serial == "SN-1001" && unit.name == "EcoTrail Running Shoe")
    let productClass = try await api.products.product(gtin: "04012345678901", serial: nil)
    #expect(productClass.serial == nil && productClass.manufacturer == "AquaPure AG")
  }

  @Test func catalogueIsPagedToTheEnd() async throws {
    let api = try await DPPServer.make(signedIn: false)
    var all: [DPPProduct] = []
    var token: String?
    var pages = 0
    repeat {
      let page = try await api.products.listProducts(pageSize: 2, pageToken: token)
      all += page.items
      token = page.nextPageToken
      pages += 1
      #expect(page.totalCount == 6)
    } while token != nil && pages < 10
    #expect(pages == 3)
    #expect(all.count == 6)
    #expect(Set(all.map(\.id)).count == 6)
  }

  @Test func registrationIsIdempotentPerUserAndConflictsAcrossUsers() async throws {
    let owner = try await DPPServer.make()
    let id = DPPServer.freshShoe()
    let first = try await owner.products.register(gtin: id.gtin, serial: id.serial, userId: owner.username)
    let again = try await owner.products.register(gtin: id.gtin, serial: id.serial, userId: nil)
    #expect(first.status == "registered" && again.status == "already_registered")
    let mine = try await owner.products.userProducts(userId: owner.username, pageSize: 10, pageToken: nil)
    #expect(mine.items.map(\.id) == [id])

    let other = try await DPPServer.make()
    await #expect {
      try await other.products.register(gtin: id.gtin, serial: id.serial, userId: other.username)
    } throws: { error in
      if case AppError.conflict = error { return true }
      return false
    }
    await #expect(throws: AppError.forbidden) {
      try await other.products.userProducts(userId: owner.username, pageSize: nil, pageToken: nil)
    }
  }

  @Test func cirpassPassports() async throws {
    let api = try await DPPServer.make(signedIn: false)
    let passport = try await api.passports.cirpassProduct(id: "cirpass-003")
    #expect(passport.serial == "BAT-48V-0007" && passport.repairability?.score == 8.0)
    let list = try await api.passports.listCirpassProducts(limit: 2)
    #expect(list.products.map(\.id) == ["cirpass-001", "cirpass-002"])
    await #expect(throws: AppError.notFound) { try await api.passports.cirpassProduct(id: "cirpass-999") }
    await #expect {
      try await api.passports.listCirpassProducts(limit: 0)
    } throws: { error in
      if case AppError.server(400, "INVALID_LIMIT", _, _) = error { return true }
      return false
    }
  }

  @Test func resolverLeadsToThePassport() async throws {
    let api = try await DPPServer.make(apiKey: nil, signedIn: false)
    let shoe = try await api.resolver.passport(gtin: "09520123456788", serial: "SN-1001")
    #expect(shoe.passportIdentifier == "cirpass-001")
    #expect(shoe.productName == "EcoTrail Running Shoe")
    let battery = try await api.resolver.passport(gtin: "05412345000013", serial: "BAT-48V-0007")
    #expect(battery.passportIdentifier == "cirpass-003")
    await #expect(throws: AppError.notFound) {
      try await api.resolver.passport(gtin: "07612345000008", serial: nil)
    }
    await #expect(throws: AppError.notFound) {
      try await api.resolver.passport(gtin: "00000000000000", serial: nil)
    }
  }

  @Test func credentialErrorsMapToAppErrors() async throws {
    let missingKey = try await DPPServer.make(apiKey: nil, signedIn: false)
    await #expect(throws: AppError.unauthorized) {
      try await missingKey.products.product(gtin: "09520123456788", serial: nil)
    }
    let wrongKey = try await DPPServer.make(apiKey: "wrong-key", signedIn: false)
    await #expect(throws: AppError.forbidden) {
      try await wrongKey.products.product(gtin: "09520123456788", serial: nil)
    }
    let signedOut = try await DPPServer.make(signedIn: false)
    await #expect(throws: AppError.unauthorized) {
      try await signedOut.products.register(gtin: "09520123456788", serial: nil, userId: nil)
    }
    await #expect(throws: AppError.notFound) {
      try await signedOut.products.product(gtin: "00000000000000", serial: nil)
    }
  }

  @Test func facadeOverRealHTTP() async throws {
    let server = try #require(SuiteServer.current)
    let config = TraceWiseSDK.Config(baseURL: server.baseURL.absoluteString, apiKey: ReferenceServer.demoAPIKey)
    let sdk = TraceWiseSDK(config: config)
    #expect(try await sdk.healthCheck().status == "ok")
    #expect(try await sdk.products.getProduct(gtin: "09520123456788").name == "EcoTrail Running Shoe")
    #expect(try await sdk.cirpass.listCirpassProducts(limit: 1).products.count == 1)
    do {
      _ = try await sdk.products.getProduct(gtin: "00000000000000")
      Issue.record("expected a 404")
    } catch {
      #expect(error.code == "NOT_FOUND")
    }
    let unauthenticated = TraceWiseSDK(config: TraceWiseSDK.Config(baseURL: server.baseURL.absoluteString))
    do {
      _ = try await unauthenticated.products.listProducts()
      Issue.record("expected a 401")
    } catch {
      #expect(error.code == "AUTH_ERROR")
    }
  }
}
