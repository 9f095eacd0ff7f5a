import SharedCore
import Testing

/// A module that registers a key StorageModule already registers.
struct BillsModule: FeatureModule {
  func register(in builder: inout ContainerBuilder) throws {
    builder.register(Database.self, lifetime: .singleton) { _ in Database(name: "bills") }
  }
}

/// A module that replaces StorageModule's database on purpose.
struct InMemoryStorageModule: FeatureModule {
  var name: String { "InMemoryStorage" }

  func register(in builder: inout ContainerBuilder) throws {
    builder.register(Database.self, lifetime: .singleton, overriding: true) { _ in Database(name: "memory") }
  }
}

/// A different module that claims InMemoryStorageModule's name.
struct ImpostorStorageModule: FeatureModule {
  var name: String { "InMemoryStorage" }

  func register(in builder: inout ContainerBuilder) throws {
    builder.register(Database.self, name: "impostor") { _ in Database(name: "impostor") }
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
        + " Database (registered by SharedCoreTests.StorageModule, then by SharedCoreTests.BillsModule)."
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

  @Test func aModuleIsNamedByItsModuleQualifiedType() {
    #expect(StorageModule().name == "SharedCoreTests.StorageModule")
    #expect(InMemoryStorageModule().name == "InMemoryStorage")
  }

  @Test func twoDifferentModulesWithOneNameAreAnError() throws {
    let error = try #require(throws: ContainerBuildError.self) {
      try Container(modules: [InMemoryStorageModule(), ImpostorStorageModule(), InMemoryStorageModule()])
    }
    #expect(error.moduleNameClashes.count == 1)
    let clash = try #require(error.moduleNameClashes.first)
    #expect(clash.name == "InMemoryStorage")
    #expect(clash.firstType == "SharedCoreTests.InMemoryStorageModule")
    #expect(clash.secondType == "SharedCoreTests.ImpostorStorageModule")
    #expect(error.duplicates.isEmpty)
    #expect(
      error.description == "Modules with the same name (give each module a unique name): \"InMemoryStorage\""
        + " names both SharedCoreTests.InMemoryStorageModule and SharedCoreTests.ImpostorStorageModule.")
  }

  @Test func moduleConfigurationErrorsPropagate() throws {
    #expect(throws: FactoryFailure.self) { try Container(modules: [MisconfiguredModule()]) }
  }
}
