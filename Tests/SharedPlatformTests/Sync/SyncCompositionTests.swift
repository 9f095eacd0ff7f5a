import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Features contribute record types and projections; the platform composes one store and one engine.
@Suite struct SyncCompositionTests {
  /// Two features on one backend: parties with a projection, and sales whose invoices reference
  /// parties (across features) and products.
  struct ShopModule: FeatureModule {
    var salesFeatureName = "sales"

    func register(in builder: inout ContainerBuilder) throws {
      builder.registerBackend(
        BackendDescriptor(name: "shop", errorMapper: JSONErrorEnvelopeMapper()) { r in
          try r.resolve(CoreConfiguration.self).endpoints.baseURL
        })
      builder.registerSync(
        SyncContribution(
          feature: "parties", backend: "shop", types: [.testParties()],
          projections: [SyncProjectionTests.PartyNames()]))
      builder.registerSync(
        SyncContribution(feature: salesFeatureName, backend: "shop", types: [.testProducts(), .testInvoices()]))
    }
  }

  @Test func contributionsComposeIntoOneStoreAndOneEngine() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let container = try Container(modules: [
      PlatformModule(
        applicationID: "org.sharedcore.tests", dataDirectory: temporary.appending("data"), configuration: .development,
        keyDirectory: temporary.appending("keys")),
      ShopModule(),
    ])
    let store = try container.resolve((any SyncStore).self)
    #expect(store.schema.types.map(\.name) == ["parties", "products", "invoices"])
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let invoice = try await store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    #expect(try await store.pendingMutations().map(\.recordID) == [party.id, invoice.id])
    let names = try await store.read { db in
      try db.query("SELECT name FROM test_party_names").map { try $0.value(String.self, named: "name") }
    }
    #expect(names == ["Asha"])
    _ = try container.resolve(SyncEngine.self)
    let report = container.verify()
    #expect(report.isEmpty, "\(report)")
  }

  @Test func aFeatureContributesOnce() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    #expect(throws: ContainerBuildError.self) {
      try Container(modules: [
        PlatformModule(
          applicationID: "org.sharedcore.tests", dataDirectory: temporary.appending("data"),
          configuration: .development, keyDirectory: temporary.appending("keys")),
        ShopModule(salesFeatureName: "parties"),
      ])
    }
  }

  @Test func aTypeNoRouteServesIsACompositionFailureNotAnOutage() async throws {
    let remote = RoutingSyncRemote(routes: [:])
    do {
      _ = try await remote.changes(.testParties(), since: nil, limit: 10)
      Issue.record("an unrouted type must fail")
    } catch .failed(let error) {
      #expect(!error.isRetryable)
      guard case .local(let failure) = error else { throw error }
      #expect(failure.source == .composition)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
