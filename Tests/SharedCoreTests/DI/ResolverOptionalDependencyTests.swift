import SharedCore
import Testing

/// `Resolver.resolveIfRegistered(_:name:)`: an optional dependency is `nil` when nothing is
/// registered, the service when it is, and a registered service that fails to build still throws.
@Suite struct ResolverOptionalDependencyTests {
  private final class Basket: Sendable {
    let database: Database?
    init(_ database: Database?) { self.database = database }
  }

  private func container(registering database: (@Sendable (Resolver) throws -> Database)?) throws -> Container {
    var builder = ContainerBuilder()
    if let database { builder.register(Database.self, lifetime: .singleton) { r in try database(r) } }
    builder.register(Basket.self) { r in Basket(try r.resolveIfRegistered(Database.self)) }
    return try builder.build()
  }

  @Test func anUnregisteredDependencyIsNil() throws {
    #expect(try container(registering: nil).resolve(Basket.self).database == nil)
  }

  @Test func aRegisteredDependencyIsResolved() throws {
    let container = try container(registering: { _ in Database() })
    let basket = try container.resolve(Basket.self)
    #expect(basket.database === (try container.resolve(Database.self)))
  }

  @Test func aRegisteredDependencyThatFailsIsNotTurnedIntoNil() throws {
    let container = try container(registering: { _ in throw FactoryFailure() })
    #expect(throws: (any Error).self) { try container.resolve(Basket.self) }
  }
}
