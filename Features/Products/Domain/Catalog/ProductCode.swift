import SharedCore

/// A code that finds a product: an SKU or a barcode, the product's own or one of its variants'. No
/// two products share one, on the device or on the server, so a scan or an SKU lookup finds one.
public enum ProductCode: Sendable, Hashable, CustomStringConvertible {
  /// An SKU, as compared: trimmed and uppercased (``ProductUniqueness/key(_:)``).
  case sku(String)
  /// A barcode (compared by ``ProductBarcode/lookupKey``).
  case barcode(ProductBarcode)

  /// `SKU TS-01`, `barcode 8901030865278`.
  public var description: String {
    switch self {
    case .sku(let sku): "SKU \(sku)"
    case .barcode(let barcode): "barcode \(barcode)"
    }
  }

  /// The code named by a server's unique-value `rule` (`"sku"`, `"barcode"`) and compared `key`;
  /// `nil` for a rule products do not have.
  init?(rule: String, key: String) {
    switch rule {
    case Self.skuRule: self = .sku(ProductUniqueness.key(key))
    case Self.barcodeRule:
      guard let barcode = try? ProductBarcode(key) else { return nil }
      self = .barcode(barcode)
    default: return nil
    }
  }

  /// The server's name for SKUs among the unique values of a product.
  static let skuRule = "sku"
  /// The server's name for barcodes among the unique values of a product.
  static let barcodeRule = "barcode"
}

extension Product {
  /// Every code the product holds with where it holds it, in the sync contract's field paths
  /// (`sku`, `barcodes[0]`, `variants[1].sku`, `variants[1].barcode`).
  var heldCodes: [(code: ProductCode, field: String)] {
    var codes: [(code: ProductCode, field: String)] = []
    if let sku { codes.append((.sku(ProductUniqueness.key(sku)), "sku")) }
    for (index, barcode) in barcodes.enumerated() { codes.append((.barcode(barcode), "barcodes[\(index)]")) }
    for (index, variant) in variants.enumerated() {
      if let sku = variant.sku { codes.append((.sku(ProductUniqueness.key(sku)), "variants[\(index)].sku")) }
      if let barcode = variant.barcode { codes.append((.barcode(barcode), "variants[\(index)].barcode")) }
    }
    return codes
  }

  /// The product without its SKUs and barcodes (its variants' too): what a merged product keeps.
  var withoutCodes: Product {
    var product = self
    product.sku = nil
    product.barcodes = []
    for index in product.variants.indices {
      product.variants[index].sku = nil
      product.variants[index].barcode = nil
    }
    return product
  }
}
