/// Makes ``DPPScanViewModel``s on the main actor from dependencies resolved off it.
public struct DPPScanViewModelFactory: Sendable {
  private let loader: DPPProductDetailsLoader

  /// Creates the factory.
  public init(loader: DPPProductDetailsLoader) {
    self.loader = loader
  }

  /// A new scan view model.
  @MainActor
  public func make() -> DPPScanViewModel {
    DPPScanViewModel(loader: loader)
  }
}
