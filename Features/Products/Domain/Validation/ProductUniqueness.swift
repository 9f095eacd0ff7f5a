import Foundation
import SharedCore

/// Which products already use which SKUs and barcodes, for the uniqueness checks of
/// ``ProductValidator``. SKUs compare case-insensitively; barcodes by ``ProductBarcode/lookupKey``.
public struct ProductUniqueness: Sendable, Hashable {
  private var skuOwners: [String: String]
  private var barcodeOwners: [String: String]

  /// The SKUs and barcodes of `products` (and their variants).
  public init(_ products: [Product] = []) {
    skuOwners = [:]
    barcodeOwners = [:]
    products.forEach { add($0) }
  }

  /// Owners by SKU key (``key(_:)``) and by barcode lookup key, as a store's index holds them.
  public init(skuOwners: [String: String], barcodeOwners: [String: String]) {
    self.skuOwners = skuOwners
    self.barcodeOwners = barcodeOwners
  }

  /// Records `product`'s SKUs and barcodes as taken by it.
  public mutating func add(_ product: Product) {
    for sku in product.allSKUs { skuOwners[Self.key(sku)] = product.id }
    for barcode in product.allBarcodes { barcodeOwners[barcode.lookupKey] = product.id }
  }

  /// Makes room for the codes of `count` more products (one SKU and one barcode each), so that
  /// adding them does not grow the index step by step.
  mutating func reserveCapacity(forAdding count: Int) {
    skuOwners.reserveCapacity(skuOwners.count + count)
    barcodeOwners.reserveCapacity(barcodeOwners.count + count)
  }

  /// Forgets `product`'s SKUs and barcodes.
  public mutating func remove(_ product: Product) {
    for sku in product.allSKUs where skuOwners[Self.key(sku)] == product.id { skuOwners[Self.key(sku)] = nil }
    for barcode in product.allBarcodes where barcodeOwners[barcode.lookupKey] == product.id {
      barcodeOwners[barcode.lookupKey] = nil
    }
  }

  /// The id of the product using `sku`, if any.
  public func owner(ofSKU sku: String) -> String? { skuOwners[Self.key(sku)] }

  /// The id of the product using `barcode`, if any.
  public func owner(of barcode: ProductBarcode) -> String? { barcodeOwners[barcode.lookupKey] }

  /// Whether another product uses `product`'s SKU or one of its barcodes: the codes
  /// ``ProductValidator`` checks (its variants' aside).
  func sharesCodes(with product: Product) -> Bool {
    if let sku = product.sku, let owner = owner(ofSKU: sku), owner != product.id { return true }
    return product.barcodes.contains { barcode in owner(of: barcode).map { $0 != product.id } ?? false }
  }

  /// The comparison key of an SKU: trimmed and uppercased.
  public static func key(_ sku: String) -> String { sku.trimmingWhitespace().uppercased() }
}
