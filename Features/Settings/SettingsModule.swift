import SharedCore

/// Registers the company's settings in the company scope: their synced record type,
/// ``CompanySettings``, the documents' view of them (`any CompanyDocumentSettingsSource`, which the
/// billing feature reads for the seller, numbering and printing) and the product fields (`any
/// CompanyProductFieldsSource`, which the products feature's validation and CSV files read).
///
/// ```swift
/// let container = try Container(modules: [PlatformModule(...), SettingsModule(), BillsModule(...)])
/// let settings = try companyScope.container.resolve(CompanySettings.self)
/// ```
///
/// The host must register the company scope's `any SyncStore` (SharedPlatform's `PlatformModule`
/// does) and a backend named `business`, whose client carries the settings' records.
public struct SettingsModule: FeatureModule {
  /// The backend the settings sync through.
  public static let backendName = BackendDescriptor.business.name

  /// The module.
  public init() {}

  /// Registers the settings' sync contribution, ``CompanySettings``, ``CompanySettingsDocumentSource``
  /// and ``CompanySettingsProductFieldsSource``.
  public func register(in builder: inout ContainerBuilder) throws {
    builder.registerSync(
      SyncContribution(
        feature: "settings", backend: Self.backendName, types: CompanySettingsSyncTypes.all,
        projections: [CompanySettingsProjection()]))
    builder.register(CompanySettings.self, lifetime: .scoped(.company)) { r in
      CompanySettings(store: try r.resolve((any SyncStore).self))
    }
    builder.register((any CompanyDocumentSettingsSource).self, lifetime: .scoped(.company)) { r in
      CompanySettingsDocumentSource(settings: try r.resolve(CompanySettings.self))
    }
    builder.register((any CompanyProductFieldsSource).self, lifetime: .scoped(.company)) { r in
      CompanySettingsProductFieldsSource(settings: try r.resolve(CompanySettings.self))
    }
  }
}
