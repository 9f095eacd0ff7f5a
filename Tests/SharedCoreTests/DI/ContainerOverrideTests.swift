import SharedCore
import SharedTesting
import Testing

@Suite struct ContainerOverrideTests {
  /// One base container shared by every test in the suite, as an app's would be.
  static let base: Container? = try? Container(modules: [ProductsModule(), StorageModule()])

  @Test(arguments: 0..<100)
  func parallelOverridesOfOneTypeDoNotLeak(index: Int) async throws {
    let base = try #require(Self.base)
    try await base.withOverrides({ builder in
      builder.register((any ProductRepository).self, lifetime: .singleton) { _ in
        FakeProductRepository(source: "fake-\(index)")
      }
    }) { container async throws in
      for _ in 0..<5 {
        await Task.yield()
        // Dependents see the override too.
        #expect(try container.resolve(ProductsViewModel.self).repository.source == "fake-\(index)")
        #expect(try container.resolve((any ProductRepository).self, name: "local").source == "local")
      }
    }
    #expect(try base.resolve((any ProductRepository).self).source == "remote")
  }

  @Test func derivedContainersHaveTheirOwnSingletons() throws {
    let base = try Container(modules: [StorageModule()])
    let derived = try base.overriding { _ in }
    #expect(try derived.resolve(Database.self) !== (try base.resolve(Database.self)))
  }

  @Test func overridesMayAddRegistrations() throws {
    let base = try Container(modules: [StorageModule()])
    let derived = try base.overriding { $0.register(ServiceC.self) { _ in ServiceC() } }
    _ = try derived.resolve(ServiceC.self)
    #expect(throws: ResolutionError.self) { try base.resolve(ServiceC.self) }
  }
}
