import SharedCore
import Testing

/// A scope made for a value: its services read that value, verification makes it for a sample.
@Suite struct ContainerScopeContextTests {
  struct Shop: Sendable, Equatable {
    var name: String
  }

  struct Ledger: Sendable {
    var shop: Shop
  }

  static func container(sample: Shop?) throws -> Container {
    var builder = ContainerBuilder()
    if let sample { builder.registerVerificationContext(sample, for: .company) }
    builder.register(Ledger.self, lifetime: .scoped(.company)) { r in
      Ledger(shop: try r.container.scopeContext(Shop.self, of: .company))
    }
    builder.register(String.self, lifetime: .scoped(.session)) { r in try r.resolve(Ledger.self).shop.name }
    return try builder.build()
  }

  @Test func servicesReadTheValueTheirScopeWasMadeFor() throws {
    let root = try Self.container(sample: nil)
    let company = root.makeScope(.company, context: Shop(name: "Sharma"))
    #expect(try company.resolve(Ledger.self).shop == Shop(name: "Sharma"))
    #expect(try company.makeScope(.session).resolve(String.self) == "Sharma")
    #expect(try company.scopeContext(Shop.self, of: .company) == Shop(name: "Sharma"))
  }

  @Test func aMissingScopeOrContextIsNamed() throws {
    let root = try Self.container(sample: nil)
    #expect {
      try root.scopeContext(Shop.self, of: .company)
    } throws: { error in
      guard let error = error as? ResolutionError, case .scopeNotActive(.company) = error.reason else { return false }
      return true
    }
    #expect {
      try root.makeScope(.company).resolve(Ledger.self)
    } throws: { error in
      "\(error)".contains("Shop")
    }
  }

  @Test func verificationUsesTheRegisteredSampleOrTheCallersValue() throws {
    #expect(try Self.container(sample: Shop(name: "Sample")).verify().isEmpty)
    let unverifiable = try Self.container(sample: nil)
    #expect(!unverifiable.verify().isEmpty)
    #expect(unverifiable.verify(scopeContexts: [.company: Shop(name: "Given")]).isEmpty)
  }
}
