import SharedCore

/// Makes the ``DPPPassportViewModel`` of one product on the main actor.
///
/// Resolve it with the product's ``DPPProductID`` as the argument:
///
/// ```swift
/// let id = try DPPProductID(parsing: "09520123456788:SN-1001")
/// let passport = try container.resolve(DPPPassportViewModelFactory.self, argument: id).make()
/// ```
public struct DPPPassportViewModelFactory: Sendable {
  /// The product the view model shows.
  public let id: DPPProductID
  private let loader: DPPProductDetailsLoader
  private let register: RegisterDPPProduct
  private let record: RecordLifecycleEvent
  private let export: ExportEPCISDocument

  /// Creates the factory for `id`.
  public init(
    id: DPPProductID,
    loader: DPPProductDetailsLoader,
    register: RegisterDPPProduct,
    record: RecordLifecycleEvent,
    export: ExportEPCISDocument
  ) {
    self.id = id
    self.loader = loader
    self.register = register
    self.record = record
    self.export = export
  }

  /// A new passport view model for ``id``.
  @MainActor
  public func make() -> DPPPassportViewModel {
    DPPPassportViewModel(id: id, loader: loader, register: register, record: record, export: export)
  }
}
