import SharedCore
import SharedTesting
import Testing

@Suite struct ContainerResolutionTests {
  let container: Container

  init() throws {
    container = try Container(modules: [ProductsModule(), StorageModule()])
  }

  @Test func singletonsResolveToOneInstance() throws {
    let first = try container.resolve(Database.self)
    let second = try container.resolve(Database.self)
    #expect(first === second)
  }

  @Test func transientsResolveToNewInstances() throws {
    let first = try container.resolve(ProductsViewModel.self)
    let second = try container.resolve(ProductsViewModel.self)
    #expect(first !== second)
  }

  @Test func namesSelectRegistrations() throws {
    #expect(try container.resolve((any ProductRepository).self).source == "remote")
    #expect(try container.resolve((any ProductRepository).self, name: "local").source == "local")
  }

  @Test func factoriesTakeRuntimeArguments() throws {
    let model = try container.resolve(ProductDetailViewModel.self, argument: "123")
    #expect(model.productID == "123")
    #expect(model.repository.source == "remote")
  }

  @Test func argumentOfTheWrongTypeIsATypedError() throws {
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(ProductDetailViewModel.self, argument: 123)
    }
    #expect(
      error.description == "ProductDetailViewModel takes an argument of type String but was resolved with"
        + " an argument of type Int. Resolution path: ProductDetailViewModel."
    )
  }

  @Test func missingOrUnexpectedArgumentsAreTypedErrors() throws {
    let missing = try #require(throws: ResolutionError.self) {
      try container.resolve(ProductDetailViewModel.self)
    }
    #expect(
      missing.description == "ProductDetailViewModel takes an argument of type String but was resolved with"
        + " none. Resolution path: ProductDetailViewModel."
    )
    let unexpected = try #require(throws: ResolutionError.self) {
      try container.resolve(Database.self, argument: "x")
    }
    #expect(
      unexpected.description == "Database takes no argument but was resolved with an argument of type String."
        + " Resolution path: Database."
    )
  }

  @Test func missingRegistrationNamesTypePathAndSimilarRegistrations() throws {
    var builder = ContainerBuilder()
    builder.register((any ProductRepository).self, name: "local") { _ in LocalProductRepository() }
    builder.register((any ProductRepository).self) { _ in RemoteProductRepository() }
    builder.register(ProductsViewModel.self) { r in
      ProductsViewModel(repository: try r.resolve((any ProductRepository).self, name: "remote"))
    }
    let container = try builder.build()
    let error = try #require(throws: ResolutionError.self) { try container.resolve(ProductsViewModel.self) }
    #expect(
      error.description == #"No registration for ProductRepository (name: "remote"). Resolution path:"#
        + #" ProductsViewModel → ProductRepository (name: "remote"). Registered: ProductRepository"#
        + #" (name: "local"), ProductRepository."#
    )
    #expect(error.path.map(\.description) == ["ProductsViewModel", #"ProductRepository (name: "remote")"#])
  }

  @Test func missingRegistrationSuggestsTypesWithMatchingNames() throws {
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(RemoteProductRepository.self)
    }
    #expect(
      error.description == "No registration for RemoteProductRepository. Resolution path: RemoteProductRepository."
        + #" Registered: ProductRepository (name: "local"), ProductRepository."#
    )
    let unrelated = try #require(throws: ResolutionError.self) { try container.resolve(ServiceC.self) }
    #expect(
      unrelated.description == "No registration for ServiceC. Resolution path: ServiceC. No similar registrations."
    )
  }

  @Test func throwingFactoriesAreWrappedWithTheirPath() throws {
    var builder = ContainerBuilder()
    builder.register(Database.self, lifetime: .singleton) { _ in throw FactoryFailure() }
    builder.register(Cart.self) { r in Cart(database: try r.resolve()) }
    let container = try builder.build()
    let error = try #require(throws: ResolutionError.self) { try container.resolve(Cart.self) }
    #expect(error.description == "The factory of Database threw: disk full. Resolution path: Cart → Database.")
    guard case .factoryFailed(let underlying) = error.reason else {
      Issue.record("expected factoryFailed, got \(error.reason)")
      return
    }
    #expect(underlying is FactoryFailure)
  }

  @Test func aFailedSingletonIsRetriedOnTheNextResolve() throws {
    let attempts = CallCounter()
    var builder = ContainerBuilder()
    builder.register(Database.self, lifetime: .singleton) { _ in
      if attempts.increment() == 1 { throw FactoryFailure() }
      return Database()
    }
    let container = try builder.build()
    #expect(throws: ResolutionError.self) { try container.resolve(Database.self) }
    #expect(try container.resolve(Database.self).name == "main")
    #expect(attempts.count == 2)
  }
}
