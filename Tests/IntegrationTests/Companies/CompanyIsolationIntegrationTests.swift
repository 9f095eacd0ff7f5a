import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Several businesses on one device, against the reference server over real HTTP: each company
/// has its own database, sync cursor and queue, and nothing of one reaches another — not even work
/// still in flight when the user switches.
@Suite struct CompanyIsolationIntegrationTests {
  @Test func eachCompanySeesOnlyItsOwnRecordsHereAndOnAnotherDevice() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await CompanyDevice.make(server: server)
    defer { Task { await phone.remove() } }
    let sharma = try await phone.switcher.create(named: "Sharma General Store")
    try await phone.addCustomer("Asha (Sharma)")
    try await phone.sync()
    let gupta = try await phone.switcher.create(named: "Gupta Traders")
    #expect(try await phone.customerNames() == [])
    #expect(!sharma.container.isOpen)
    try await phone.addCustomer("Ravi (Gupta)")
    try await phone.sync()
    try await phone.switcher.open(sharma.company.id)
    #expect(try await phone.customerNames() == ["Asha (Sharma)"])

    // The same user on a tablet: each company downloads only its own customers.
    let tablet = try await CompanyDevice.make(server: server)
    defer { Task { await tablet.remove() } }
    try await tablet.open(gupta.company)
    try await tablet.sync()
    #expect(try await tablet.customerNames() == ["Ravi (Gupta)"])
    try await tablet.open(sharma.company)
    try await tablet.sync()
    #expect(try await tablet.customerNames() == ["Asha (Sharma)"])
    #expect(FileManager.default.fileExists(atPath: tablet.files.database(of: gupta.company.id).path))
  }

  @Test func aUserWhoIsNotAMemberIsRefusedTheCompanysRecords() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let owner = try await CompanyDevice.make(server: server, username: "owner")
    defer { Task { await owner.remove() } }
    let shop = try await owner.switcher.create(named: "Owner's shop")
    try await owner.addCustomer("Private customer")
    try await owner.sync()
    let stranger = try await CompanyDevice.make(server: server, username: "stranger")
    defer { Task { await stranger.remove() } }
    try await stranger.open(shop.company)
    await #expect(throws: (any Error).self) { try await stranger.sync() }
    #expect(try await stranger.customerNames() == [])
  }

  /// Writes running when the user switches finish into the company they began in (or fail): the
  /// next company never receives one, and every write that reported success is in the company it
  /// began in.
  @Test func writesInFlightDuringASwitchNeverReachTheNextCompany() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let device = try await CompanyDevice.make(server: server, signIn: false)
    defer { Task { await device.remove() } }
    let first = try await device.switcher.create(named: "First")
    let next = try Company(id: .generate(), name: "Second")
    try await device.container.resolve(CompanyDirectory.self).add(next)
    let succeeded = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<40 {
        group.addTask {
          do {
            try await device.addCustomer("First \(index)", in: first)
            return true
          } catch {
            return false
          }
        }
      }
      group.addTask {
        _ = try? await device.switcher.open(next.id)
        return false
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(try await device.customerNames() == [])
    let pending = try await #require(await device.switcher.current).container.resolve((any SyncStore).self)
      .pendingMutations()
    #expect(pending.isEmpty)
    let reopened = try await device.switcher.open(first.company.id)
    let names = try await CompanyDevice.customerNames(in: reopened)
    // A write the closing database cut short after its commit reports the closed database: its
    // record is in the first company too. None is lost, none moved.
    #expect(names.count >= succeeded)
    #expect(names.allSatisfy { $0.hasPrefix("First ") })
  }

  /// An import and a sync running in the old company when the user switches finish into the old
  /// company's store or stop: the next company's store stays empty, with nothing queued.
  @Test func anImportAndASyncInFlightDuringASwitchStayInTheOldCompany() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let device = try await CompanyDevice.make(server: server)
    defer { Task { await device.remove() } }
    let first = try await device.switcher.create(named: "First")
    var csv = "Item Name,SKU Code,Selling Price,GST %\n"
    for index in 0..<300 { csv += "Item \(index),SKU-\(index),\(100 + index),18\n" }
    let catalog = try first.session.resolve(ProductCatalog.self)
    let engine = try first.container.resolve(SyncEngine.self)
    let importing = Task { try await catalog.importCSVReport(Data(csv.utf8)) }
    let syncing = Task { try await engine.sync() }
    let second = try await device.switcher.create(named: "Second")
    _ = await importing.result
    _ = await syncing.result
    let store = try second.container.resolve((any SyncStore).self)
    #expect(try await store.records(of: ProductsSyncTypes.products.name).isEmpty)
    #expect(try await store.pendingMutations().isEmpty)
    let reopened = try await device.switcher.open(first.company.id)
    let products = try await reopened.container.resolve((any SyncStore).self).records(
      of: ProductsSyncTypes.products.name)
    #expect(products.allSatisfy { ($0.fields["name"]?.stringValue ?? "").hasPrefix("Item ") })
  }

  @Test func theCurrentCompanySurvivesARestartAndRemovalDeletesOnlyItsFiles() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "company-restart-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try await CompanyDevice.make(server: server, directory: directory, signIn: false)
    let kept = try await before.switcher.create(named: "Kept")
    try await before.addCustomer("Stays")
    let removed = try await before.switcher.create(named: "Removed")
    try await before.addCustomer("Goes")
    try await before.switcher.open(kept.company.id)
    await before.shutDown()

    let after = try await CompanyDevice.make(server: server, directory: directory, signIn: false)
    defer { Task { await after.shutDown() } }
    let restored = try #require(try await after.switcher.restore())
    #expect(restored.company == kept.company)
    #expect(try await after.customerNames() == ["Stays"])

    let otherFolder = after.files.folder(of: removed.company.id)
    #expect(FileManager.default.fileExists(atPath: otherFolder.path))
    try await after.switcher.remove(removed.company.id)
    #expect(!FileManager.default.fileExists(atPath: otherFolder.path))
    #expect(FileManager.default.fileExists(atPath: after.files.database(of: kept.company.id).path))
    #expect(try await after.container.resolve(CompanyDirectory.self).companies() == [kept.company])
    #expect(try await after.customerNames() == ["Stays"])

    // Removing the open company closes it first.
    try await after.switcher.remove(kept.company.id)
    #expect(await after.switcher.current == nil)
    #expect(!restored.container.isOpen)
    #expect(!FileManager.default.fileExists(atPath: after.files.folder(of: kept.company.id).path))
  }
}
