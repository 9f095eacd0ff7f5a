import SharedCore

/// What the scan screen shows.
public struct DPPScanState: DPPProductDetailsHolding {
  /// The text last scanned.
  public var text: String = ""
  /// The product id the text names, or the `.validation` failure explaining why it names none.
  public var link: ResourceState<DPPProductID, AppError> = .idle
  /// What is loaded about the scanned product.
  public var details = DPPProductDetails()

  /// Creates the initial state.
  public init() {}

  /// The scanned product's id, once the text parsed.
  public var productID: DPPProductID? { link.value }
}
