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

  /// Whether another product uses one of `product`'s SKUs or barcodes, its variants' included.
  func sharesCodes(with product: Product) -> Bool {
    if product.allSKUs.contains(where: { owner(ofSKU: $0).map { $0 != product.id } ?? false }) { return true }
    return product.allBarcodes.contains { barcode in owner(of: barcode).map { $0 != product.id } ?? false }
  }

  /// Why `product`'s variants' codes cannot be taken, one error per code at fault under the field
  /// `variants`: an SKU or barcode a variant repeats from the product or another variant, or that
  /// another product uses. The product's own SKU and barcodes are ``ProductValidator``'s to check.
  func variantConflicts(of product: Product) -> [AppError.FieldError] {
    var errors: [AppError.FieldError] = []
    var skus = Set(product.sku.map { [Self.key($0)] } ?? [])
    var barcodes = Set(product.barcodes.map(\.lookupKey))
    for variant in product.variants {
      if let sku = variant.sku {
        if !skus.insert(Self.key(sku)).inserted {
          errors.append(
            .init(field: "variants", message: "The SKU \(sku) is used twice in this product.", code: "duplicate"))
        } else if let owner = owner(ofSKU: sku), owner != product.id {
          errors.append(
            .init(field: "variants", message: "Another product already uses the SKU \(sku).", code: "duplicate"))
        }
      }
      if let barcode = variant.barcode {
        if !barcodes.insert(barcode.lookupKey).inserted {
          errors.append(
            .init(
              field: "variants", message: "The barcode \(barcode) is used twice in this product.", code: "duplicate"))
        } else if let owner = owner(of: barcode), owner != product.id {
          errors.append(
            .init(field: "variants", message: "Another product already uses the barcode \(barcode).", code: "duplicate")
          )
        }
      }
    }
    return errors
  }

  /// The comparison key of an SKU: trimmed and uppercased.
  public static func key(_ sku: String) -> String { sku.trimmingWhitespace().uppercased() }
}
