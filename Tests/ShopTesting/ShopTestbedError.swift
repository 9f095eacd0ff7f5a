/// Why a ``ShopTestbed`` could not do what a test asked.
public enum ShopTestbedError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The catalog found a product like the one asked for (same name, SKU or barcode) and created none.
  case similarProductExists(name: String)

  /// What went wrong, for a test failure's message.
  public var description: String {
    switch self {
    case .similarProductExists(let name): "the catalog already has a product like \(name); none was created"
    }
  }
}
