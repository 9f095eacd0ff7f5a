import Foundation
import SharedCore
import SharedTesting
import Testing

/// The switcher over a container whose company scope holds a service made for its company.
@Suite struct CompanySwitcherTests {
  /// A service of the company scope that records which company it was made for and when it closed.
  final class CompanyService: ClosableService, Sendable {
    let company: Company
    let closed = LockedValue(false)

    init(company: Company) { self.company = company }

    func close() async { closed.withLock { $0 = true } }
  }

  actor RecordingStorage: CompanyStorage {
    var removed: [CompanyID] = []
    func removeFiles(of company: CompanyID) async throws { removed.append(company) }
  }

  struct Harness {
    let root: Container
    let switcher: CompanySwitcher
    let storage = RecordingStorage()
    let directory: CompanyDirectory

    init() throws {
      var builder = ContainerBuilder()
      builder.register(CompanyService.self, lifetime: .scoped(.company)) { r in
        CompanyService(company: try r.container.scopeContext(Company.self, of: .company))
      }
      builder.register(String.self, name: "greeting", lifetime: .scoped(.session)) { r in
        "Hello from \(try r.resolve(CompanyService.self).company.name)"
      }
      root = try builder.build()
      directory = CompanyDirectory(preferences: InMemoryPreferencesStore())
      switcher = CompanySwitcher(root: root, directory: directory, storage: storage)
    }
  }

  @Test func switchingClosesTheOpenCompanyAndBuildsTheNext() async throws {
    let harness = try Harness()
    let first = try await harness.switcher.create(named: "First")
    let firstService = try first.container.resolve(CompanyService.self)
    #expect(try first.session.resolve(String.self, name: "greeting") == "Hello from First")
    let second = try await harness.switcher.create(named: "Second")
    #expect(try second.session.resolve(String.self, name: "greeting") == "Hello from Second")
    #expect(firstService.closed.withLock { $0 })
    #expect(!first.container.isOpen && !first.session.isOpen)
    #expect(throws: ResolutionError.self) { try first.session.resolve(String.self, name: "greeting") }
    #expect(try await harness.directory.current() == second.company)
    // Opening the open company keeps its scope.
    let again = try await harness.switcher.open(second.company.id)
    #expect(again.container === second.container)
  }

  @Test func observersSeeEverySwitchAndRemoval() async throws {
    let harness = try Harness()
    let updates = await harness.switcher.updates()
    var iterator = updates.makeAsyncIterator()
    #expect(await iterator.next()?.map(\.company.name) == .some(nil))
    let first = try await harness.switcher.create(named: "First")
    #expect(await iterator.next()??.company.name == "First")
    try await harness.switcher.remove(first.company.id)
    #expect(await iterator.next()?.map(\.company.name) == .some(nil))
    #expect(await harness.storage.removed == [first.company.id])
    #expect(try await harness.directory.companies().isEmpty)
  }

  @Test func aCompanyWhoseServicesFailToOpenLeavesTheOpenOneOpen() async throws {
    let harness = try Harness()
    let first = try await harness.switcher.create(named: "First")
    await #expect(throws: CompanyError.unknownCompany(try CompanyID("nowhere"))) {
      try await harness.switcher.open(try CompanyID("nowhere"))
    }
    #expect(await harness.switcher.current?.company == first.company)
    #expect(first.container.isOpen)
  }

  @Test func restoreOpensTheCompanyOpenAtTheLastLaunch() async throws {
    let harness = try Harness()
    #expect(try await harness.switcher.restore() == nil)
    let first = try await harness.switcher.create(named: "First")
    try await harness.switcher.create(named: "Second")
    try await harness.switcher.open(first.company.id)
    let relaunched = CompanySwitcher(root: harness.root, directory: harness.directory, storage: harness.storage)
    #expect(try await relaunched.restore()?.company == first.company)
  }
}
