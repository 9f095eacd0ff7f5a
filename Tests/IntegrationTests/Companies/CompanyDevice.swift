import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting

/// One device as an app composes it — `PlatformModule`, Products and Parties — in its own data
/// directory, signed in to the suite's reference server, opening companies with its
/// `CompanySwitcher`.
struct CompanyDevice {
  let container: Container
  let directory: URL
  let switcher: CompanySwitcher
  let files: CompanyFiles

  /// A device over `directory` (a new one by default), signed in as `username`.
  static func make(
    server: ReferenceServer, directory: URL? = nil, username: String = "shop", signIn: Bool = true
  ) async throws -> CompanyDevice {
    let directory =
      directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("company-device-\(UUID().uuidString)")
    var configuration = CoreConfiguration.testing
    configuration.endpoints.baseURL = server.baseURL
    var builder = ContainerBuilder()
    try builder.include(
      PlatformModule(
        applicationID: "org.sharedcore.companies", dataDirectory: directory, configuration: configuration,
        keyDirectory: directory.appendingPathComponent("keys")))
    try builder.include(ProductsModule())
    try builder.include(PartiesModule())
    builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in InMemorySecureStorage() }
    builder.register((any Sleeper).self, lifetime: .singleton, overriding: true) { _ in ImmediateSleeper() }
    let container = try builder.build()
    let device = CompanyDevice(
      container: container, directory: directory, switcher: try container.resolve(CompanySwitcher.self),
      files: CompanyFiles(dataDirectory: directory))
    if signIn {
      let session = try container.resolve(BackendSession.self, name: ProductsModule.backendName)
      let tokens = try await session.client.send(
        BusinessAuthEndpoints.signIn(username: username, password: ReferenceServer.demoPassword))
      try await session.signIn(tokens.authTokens(receivedAt: Date()))
    }
    return device
  }

  /// Opens `company` on this device, adding it to the device's list first when it is new here
  /// (a company created on another device, or one the user was invited to).
  @discardableResult
  func open(_ company: Company) async throws -> CompanyScope {
    try await container.resolve(CompanyDirectory.self).add(company)
    return try await switcher.open(company.id)
  }

  /// A customer named `name` in the open company.
  func addCustomer(_ name: String) async throws {
    guard let scope = await switcher.current else { throw CompanyError.storage("no company is open") }
    try await addCustomer(name, in: scope)
  }

  /// A customer named `name` through `scope`'s party book.
  func addCustomer(_ name: String, in scope: CompanyScope) async throws {
    var form = PartyForm()
    form.name = name
    _ = try await scope.session.resolve(PartyBook.self).create(form)
  }

  /// Syncs the open company.
  func sync() async throws {
    guard let scope = await switcher.current else { throw CompanyError.storage("no company is open") }
    _ = try await scope.container.resolve(SyncEngine.self).sync()
  }

  /// The names of the open company's customers, sorted.
  func customerNames() async throws -> [String] {
    guard let scope = await switcher.current else { throw CompanyError.storage("no company is open") }
    return try await Self.customerNames(in: scope)
  }

  /// The names of `scope`'s customers, sorted.
  static func customerNames(in scope: CompanyScope) async throws -> [String] {
    try await scope.container.resolve((any SyncStore).self).records(of: PartiesSyncTypes.parties.name)
      .compactMap { $0.fields["name"]?.stringValue }.sorted()
  }

  /// Closes every service; the files stay for a "restart" over the same directory.
  func shutDown() async {
    await container.shutDown()
  }

  /// Closes every service and deletes the device's files.
  func remove() async {
    await container.shutDown()
    try? FileManager.default.removeItem(at: directory)
  }
}
