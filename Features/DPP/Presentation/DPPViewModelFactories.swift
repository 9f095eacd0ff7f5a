import SharedCore

/// Makes ``ScanViewModel``s on the main actor from dependencies resolved off it.
public struct ScanViewModelFactory: Sendable {
  private let loader: ProductDetailsLoader

  /// Creates the factory.
  public init(loader: ProductDetailsLoader) {
    self.loader = loader
  }

  /// A new scan view model.
  @MainActor
  public func make() -> ScanViewModel {
    ScanViewModel(loader: loader)
  }
}

/// Makes the ``PassportViewModel`` of one product on the main actor.
public struct PassportViewModelFactory: Sendable {
  /// The product the view model shows.
  public let id: ProductID
  private let loader: ProductDetailsLoader
  private let register: RegisterProduct
  private let record: RecordLifecycleEvent
  private let export: ExportEPCISDocument

  /// Creates the factory for `id`.
  public init(
    id: ProductID,
    loader: ProductDetailsLoader,
    register: RegisterProduct,
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
  public func make() -> PassportViewModel {
    PassportViewModel(id: id, loader: loader, register: register, record: record, export: export)
  }
}
