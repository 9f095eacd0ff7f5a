/// Why a product cannot be merged into another.
public enum ProductMergeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A product cannot be merged into itself.
  case sameProduct(String)
  /// The holder is not on this device yet: sync first, so that it is downloaded.
  case holderNotDownloaded(String)
  /// The product's stock names a variant the holder does not have (variants match by id), or, when
  /// `nil`, is not per variant while the holder's is: give the holder that variant, or give the
  /// product another code instead of merging.
  case variantNotInHolder(String?)
  /// The product has stock and the holder does not count stock.
  case holderDoesNotTrackStock(String)

  /// A sentence for the screen.
  public var description: String {
    switch self {
    case .sameProduct: "A product cannot be merged into itself."
    case .holderNotDownloaded: "The product to merge into is not on this device yet: sync, then merge."
    case .variantNotInHolder(let variant?):
      "The product to merge into has no variant \(variant): add it there, or change this product's code instead."
    case .variantNotInHolder(nil):
      "The product to merge into counts its stock per variant and this one does not: change this product's code "
        + "instead."
    case .holderDoesNotTrackStock:
      "The product to merge into does not count stock, and this one has some: change this product's code instead."
    }
  }
}
