import Foundation
import SettingsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A company's settings on two devices, synced through the reference server over real HTTP.
@Suite struct CompanySettingsSyncIntegrationTests {
  struct Device {
    let store: SQLiteSyncStore
    let settings: CompanySettings
    let engine: SyncEngine

    init(server: ReferenceServer) async throws {
      store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: SyncSchema(CompanySettingsSyncTypes.all),
        projections: [CompanySettingsProjection()])
      settings = CompanySettings(store: store)
      engine = SyncEngine(store: store, remote: try await server.syncRemote(username: "shop"))
    }
  }

  static func profile(_ change: (inout CompanyProfile) -> Void) -> CompanyProfile {
    var profile = CompanyProfile()
    profile.legalName = "Sharma General Store"
    change(&profile)
    return profile
  }

  /// Both devices change different settings of the profile offline: after both sync, both
  /// changes are on both devices.
  @Test func twoDevicesChangingDifferentSettingsBothKeepTheirChange() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await Device(server: server)
    let tablet = try await Device(server: server)
    try await phone.settings.save(Self.profile { _ in })
    _ = try await phone.engine.sync()
    _ = try await tablet.engine.sync()

    var onPhone = try await phone.settings.value(CompanyProfile.self)
    onPhone.phone = "+91 98200 00000"
    try await phone.settings.save(onPhone)
    var onTablet = try await tablet.settings.value(CompanyProfile.self)
    onTablet.upiID = "sharma@okbank"
    try await tablet.settings.save(onTablet)

    _ = try await phone.engine.sync()
    _ = try await tablet.engine.sync()
    _ = try await phone.engine.sync()
    for device in [phone, tablet] {
      let profile = try await device.settings.value(CompanyProfile.self)
      #expect(profile.phone == "+91 98200 00000")
      #expect(profile.upiID == "sharma@okbank")
      #expect(try await device.store.conflicts().isEmpty)
    }
  }

  /// Both devices save the tax section before either synced: the server keeps the first and
  /// refuses the second as a duplicate; settling folds it in, keeping the setting it changed.
  @Test func aSectionCreatedOnTwoDevicesBeforeSyncingIsSettled() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await Device(server: server)
    let tablet = try await Device(server: server)
    var composition = TaxSettings()
    composition.scheme = .composition
    try await phone.settings.save(composition)
    var grouping = TaxSettings()
    grouping.numberFormat = .international
    try await tablet.settings.save(grouping)

    _ = try await phone.engine.sync()
    _ = try await tablet.engine.sync()
    #expect(try await tablet.store.rejectedMutations().count == 1)
    #expect(try await tablet.settings.settleDuplicates() == ["tax"])
    _ = try await tablet.engine.sync()
    _ = try await phone.engine.sync()
    for device in [phone, tablet] {
      let tax = try await device.settings.value(TaxSettings.self)
      #expect(tax.scheme == .composition)
      #expect(tax.numberFormat == .international)
      #expect(try await device.store.records(of: CompanySettingsSyncTypes.settings.name).count == 1)
      #expect(try await device.store.rejectedMutations().isEmpty)
    }
  }
}
