/// Why the stock keeper refuses a document's stock, naming the line.
public enum InventoryPostingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line names a product that does not exist.
  case productNotFound(lineID: String, productID: String)
  /// The line's unit is not one the product is counted or sold in.
  case unitNotSold(lineID: String, unit: String, productID: String)
  /// The stock rules refuse the line (not enough stock, no such variant or batch, serial numbers that
  /// do not match); `reason` is a sentence for the screen.
  case refused(lineID: String, productID: String, reason: String)

  /// The document line at fault.
  public var lineID: String {
    switch self {
    case .productNotFound(let lineID, _), .unitNotSold(let lineID, _, _), .refused(let lineID, _, _): lineID
    }
  }

  /// A sentence for the screen.
  public var description: String {
    switch self {
    case .productNotFound(_, let productID): "There is no product \(productID)."
    case .unitNotSold(_, let unit, _): "This product is not counted in \(unit)."
    case .refused(_, _, let reason): reason
    }
  }
}
