import SharedCore
import Testing

@Suite struct ContainerScopeTests {
  let container: Container

  init() throws {
    container = try Container(modules: [StorageModule()])
  }

  @Test func scopedServicesLiveOncePerScopeAndSeeRootSingletons() throws {
    let session = container.makeScope(.session)
    let cart = try session.resolve(Cart.self)
    #expect(try session.resolve(Cart.self) === cart)
    #expect(cart.database === (try container.resolve(Database.self)))
    let otherSession = container.makeScope(.session)
    #expect(try otherSession.resolve(Cart.self) !== cart)
    #expect(session.scopeName == .session)
    #expect(container.scopeName == nil)
  }

  @Test func nestedScopesSeeOuterScopes() throws {
    let session = container.makeScope(.session)
    let screen = session.makeScope("screen")
    #expect(try screen.resolve(Cart.self) === (try session.resolve(Cart.self)))
  }

  @Test func closingReleasesInstancesAndRefusesResolves() throws {
    let session = container.makeScope(.session)
    let screen = session.makeScope("screen")
    weak var weakCart: Cart?
    do {
      let cart = try session.resolve(Cart.self)
      weakCart = cart
    }
    #expect(weakCart != nil)
    session.close()
    #expect(weakCart == nil)
    #expect(!session.isOpen && !screen.isOpen && container.isOpen)
    let error = try #require(throws: ResolutionError.self) { try session.resolve(Cart.self) }
    #expect(error.description == #"Scope "session" is closed; cannot resolve Cart. Resolution path: Cart."#)
    #expect(throws: ResolutionError.self) { try session.resolve(Database.self) }
    #expect(throws: ResolutionError.self) { try screen.resolve(Cart.self) }
    #expect(try container.resolve(Database.self).name == "main")
    session.close()  // closing twice does nothing
  }

  @Test func scopedServiceOutsideItsScopeIsATypedError() throws {
    let error = try #require(throws: ResolutionError.self) { try container.resolve(Cart.self) }
    #expect(
      error.description == #"Cart is scoped to "session", which is not active here. Resolution path: Cart."#
    )
  }

  @Test func singletonCannotCaptureAScopedService() throws {
    var builder = ContainerBuilder()
    try builder.include(StorageModule())
    builder.register(Checkout.self, lifetime: .singleton) { r in Checkout(cart: try r.resolve()) }
    let session = try builder.build().makeScope(.session)
    let error = try #require(throws: ResolutionError.self) { try session.resolve(Checkout.self) }
    #expect(
      error.description == #"Cart is scoped to "session", which is not active here."#
        + " Resolution path: Checkout → Cart."
    )
  }
}
