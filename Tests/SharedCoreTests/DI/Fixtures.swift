import SharedCore

// Small service types shared by the DI tests.

protocol ProductRepository: Sendable {
  var source: String { get }
}

struct LocalProductRepository: ProductRepository {
  var source: String { "local" }
}

struct RemoteProductRepository: ProductRepository {
  var source: String { "remote" }
}

final class ProductsViewModel: Sendable {
  let repository: any ProductRepository
  init(repository: any ProductRepository) { self.repository = repository }
}

final class ProductDetailViewModel: Sendable {
  let productID: String
  let repository: any ProductRepository
  init(productID: String, repository: any ProductRepository) {
    self.productID = productID
    self.repository = repository
  }
}

final class Database: Sendable {
  let name: String
  init(name: String = "main") { self.name = name }
}

final class Cart: Sendable {
  let database: Database
  init(database: Database) { self.database = database }
}

/// Services that depend on each other in a loop.
final class ServiceA: Sendable { init(_: ServiceB) {} }
final class ServiceB: Sendable { init(_: ServiceA) {} }
final class ServiceC: Sendable { init() {} }

struct FactoryFailure: Error, CustomStringConvertible {
  var description: String { "disk full" }
}

/// A module registering the products feature, as a feature package would.
struct ProductsModule: FeatureModule {
  func register(in builder: inout ContainerBuilder) throws {
    builder.register((any ProductRepository).self, name: "local", lifetime: .singleton) { _ in
      LocalProductRepository()
    }
    builder.register((any ProductRepository).self, lifetime: .singleton) { _ in RemoteProductRepository() }
    builder.register(ProductsViewModel.self) { r in
      ProductsViewModel(repository: try r.resolve((any ProductRepository).self))
    }
    builder.register(ProductDetailViewModel.self) { (r, id: String) in
      ProductDetailViewModel(productID: id, repository: try r.resolve((any ProductRepository).self))
    }
  }
}

/// A module registering the storage services.
struct StorageModule: FeatureModule {
  func register(in builder: inout ContainerBuilder) throws {
    builder.register(Database.self, lifetime: .singleton) { _ in Database() }
    builder.register(Cart.self, lifetime: .scoped(.session)) { r in Cart(database: try r.resolve()) }
  }
}

/// A singleton that (wrongly) depends on a session-scoped service.
final class Checkout: Sendable {
  let cart: Cart
  init(cart: Cart) { self.cart = cart }
}

/// A repository whose source a test chooses.
struct FakeProductRepository: ProductRepository {
  var source: String
}
