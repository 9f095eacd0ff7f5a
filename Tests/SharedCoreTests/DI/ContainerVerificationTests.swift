import SharedCore
import SharedTesting
import Testing

@Suite struct ContainerVerificationTests {
  @Test func aSoundGraphVerifiesClean() throws {
    let container = try Container(modules: [ProductsModule(), StorageModule()])
    let report = container.verify()
    #expect(report.problems.isEmpty)
    #expect(report.verifiedCount == 5)
    #expect(report.unverified == [ServiceKey(ProductDetailViewModel.self)])
  }

  @Test func anArgumentFactoryWithoutASampleIsAProblem() throws {
    let container = try Container(modules: [ProductsModule(), StorageModule()])
    let report = container.verify()
    #expect(!report.isEmpty)
    #expect(
      report.description == "Verified 5 registrations: 1 problem.\n"
        + "1. ProductDetailViewModel was not verified: its factory takes a runtime argument;"
        + " declare a verificationArgument (or a verificationExemption with the reason)."
    )
  }

  @Test func anExemptedArgumentFactoryIsListedWithItsReason() throws {
    var builder = ContainerBuilder()
    try builder.include(StorageModule())
    builder.register(ProductDetailViewModel.self, verificationExemption: "needs a signed-in user") {
      (r, id: String) in ProductDetailViewModel(productID: id, repository: try r.resolve())
    }
    let report = try builder.build().verify()
    #expect(report.isEmpty)
    #expect(report.unverified.isEmpty)
    #expect(report.exempted.map(\.reason) == ["needs a signed-in user"])
    #expect(
      report.description.hasSuffix(
        "\nExempted from verification: ProductDetailViewModel (needs a signed-in user)."))
  }

  @Test func reportsEveryProblemOnce() throws {
    var builder = ContainerBuilder()
    try builder.include(StorageModule())
    builder.register(ProductsViewModel.self) { r in ProductsViewModel(repository: try r.resolve()) }
    builder.register(ProductDetailViewModel.self) { r in
      ProductDetailViewModel(productID: "1", repository: try r.resolve())
    }
    builder.register(ServiceA.self) { r in ServiceA(try r.resolve()) }
    builder.register(ServiceB.self) { r in ServiceB(try r.resolve()) }
    builder.register(ServiceC.self, lifetime: .singleton) { _ in throw FactoryFailure() }
    builder.register(Checkout.self, lifetime: .singleton) { r in Checkout(cart: try r.resolve()) }
    let report = try builder.build().verify()
    #expect(!report.isEmpty)
    #expect(
      report.description == """
        Verified 8 registrations: 4 problems.
        1. No registration for ProductRepository. Resolution path: ProductsViewModel → ProductRepository. \
        No similar registrations.
        2. Circular dependency: ServiceA → ServiceB → ServiceA.
        3. The factory of ServiceC threw: disk full. Resolution path: ServiceC.
        4. Cart is scoped to "session", which is not active here. Resolution path: Checkout → Cart.
        """
    )
  }

  @Test func argumentFactoriesAreVerifiedWithTheirVerificationArgument() throws {
    var builder = ContainerBuilder()
    builder.register(ProductDetailViewModel.self, verificationArgument: { "sample" }) { (r, id: String) in
      ProductDetailViewModel(productID: id, repository: try r.resolve())
    }
    let report = try builder.build().verify()
    #expect(report.unverified.isEmpty)
    #expect(
      report.description == """
        Verified 1 registration: 1 problem.
        1. No registration for ProductRepository. Resolution path: ProductDetailViewModel → ProductRepository. \
        No similar registrations.
        """
    )
  }

  @Test func verifyDoesNotCreateTheRealSingletons() throws {
    let creations = CallCounter()
    var builder = ContainerBuilder()
    builder.register(Database.self, lifetime: .singleton) { _ in
      creations.increment()
      return Database()
    }
    let container = try builder.build()
    #expect(container.verify().isEmpty)
    #expect(creations.count == 1)
    _ = try container.resolve(Database.self)
    #expect(creations.count == 2)
  }
}
