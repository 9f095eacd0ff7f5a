import SharedCore
import Testing

/// A module that registers a key StorageModule already registers.
private struct BillsModule: FeatureModule {
  func register(in builder: inout ContainerBuilder) throws {
    builder.register(Database.self, lifetime: .singleton) { _ in Database(name: "bills") }
  }
}

/// A module that replaces StorageModule's database on purpose.
private struct InMemoryStorageModule: FeatureModule {
  var name: String { "InMemoryStorage" }

  func register(in builder: inout ContainerBuilder) throws {
    builder.register(Database.self, lifetime: .singleton, overriding: true) { _ in Database(name: "memory") }
  }
}

/// A module whose configuration is invalid.
private struct MisconfiguredModule: FeatureModule {
  func register(in builder: inout ContainerBuilder) throws {
    throw FactoryFailure()
  }
}

@Suite struct ContainerBuilderTests {
  @Test func modulesComposeIntoOneContainer() throws {
    let container = try Container(modules: [ProductsModule(), StorageModule()])
    #expect(try container.resolve(ProductsViewModel.self).repository.source == "remote")
    #expect(try container.resolve(Database.self).name == "main")
  }

  @Test func duplicateRegistrationIsAnError() throws {
    let error = try #require(throws: ContainerBuildError.self) {
      try Container(modules: [StorageModule(), BillsModule()])
    }
    #expect(
      error.description == "Duplicate registrations (pass overriding: true to replace one on purpose):"
        + " Database (registered by StorageModule, then by BillsModule)."
    )
    #expect(error.duplicates.map(\.key) == [ServiceKey(Database.self)])
  }

  @Test func duplicatesOutsideModulesAreReportedToo() throws {
    var builder = ContainerBuilder()
    builder.register(Database.self) { _ in Database() }
    builder.register(Database.self) { _ in Database() }
    builder.register(Database.self, name: "other") { _ in Database() }
    let error = try #require(throws: ContainerBuildError.self) { try builder.build() }
    #expect(
      error.description == "Duplicate registrations (pass overriding: true to replace one on purpose):"
        + " Database (registered by the app, then by the app)."
    )
  }

  @Test func explicitOverrideReplacesTheRegistration() throws {
    let container = try Container(modules: [StorageModule(), InMemoryStorageModule()])
    #expect(try container.resolve(Database.self).name == "memory")
  }

  @Test func aModuleIncludedTwiceRegistersOnce() throws {
    var builder = ContainerBuilder()
    try builder.include(StorageModule())
    try builder.include(StorageModule())
    #expect(try builder.build().resolve(Database.self).name == "main")
  }

  @Test func moduleConfigurationErrorsPropagate() throws {
    #expect(throws: FactoryFailure.self) { try Container(modules: [MisconfiguredModule()]) }
  }
}
