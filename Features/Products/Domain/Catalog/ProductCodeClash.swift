/// Two products answering one code: the product to fix, and the holder, which keeps the code.
///
/// A clash comes from one of two places (``source``): the server refused the product's change
/// because another product already holds the code (two devices created it offline), or this device
/// holds two products with the code (one downloaded while a local one waited, or both from a server
/// that did not check). Either way lookups answer the holder first, and the user resolves the clash
/// by giving the product another code (``ProductCatalog/update(_:with:)``, ``ProductCatalog/save(_:)``)
/// or by merging it into the holder (``ProductCatalog/merge(_:into:)``).
public struct ProductCodeClash: Sendable, Hashable {
  /// Where the clash was found.
  public enum Source: Sendable, Hashable {
    /// The server refused the product's change: the holder has the code there. The product stays
    /// on this device, its change parked, until it is fixed.
    case refusedByServer
    /// Both products are on this device.
    case onDevice
  }

  /// The code both answer.
  public var code: ProductCode
  /// The product to fix.
  public var productID: String
  /// Where the product holds the code (`sku`, `barcodes[0]`, `variants[1].sku`).
  public var field: String
  /// The product that keeps the code: on the server, the one that had it first; on this device, the
  /// one lookups answer first. It may not be on this device yet when the server named it.
  public var holderID: String
  /// Where the clash was found.
  public var source: Source

  /// A clash.
  public init(code: ProductCode, productID: String, field: String, holderID: String, source: Source) {
    self.code = code
    self.productID = productID
    self.field = field
    self.holderID = holderID
    self.source = source
  }
}
