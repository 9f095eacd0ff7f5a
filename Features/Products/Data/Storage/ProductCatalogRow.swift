import SharedCore

/// What one product's rows in the catalog tables hold, derived from its record alone: the decoded
/// product, its list row's fields and keys, its search text and its lookup keys. Needing no
/// database, a bulk write derives them on another core, ahead of the statements that write them.
///
/// A class, so that handing a row from the core that derived it to the statements that write it
/// moves one reference instead of copying the product's and the record's every field.
final class ProductCatalogRow: Sendable {
  let record: SyncRecord
  let product: Product
  /// The record's fields as stored text, for the list row.
  let fields: String
  let nameKey: String
  let categoryKey: String?
  let search: ProductSearchText
  /// The distinct barcode lookup keys (14-digit GTINs), the variants' included.
  let barcodeKeys: Set<String>
  /// The distinct SKU keys, the variants' included.
  let skuKeys: Set<String>

  /// The rows of the product `record` holds.
  /// - Throws: `DecodingError` when the fields are not a product.
  init(_ record: SyncRecord) throws {
    self.record = record
    product = try JSONValueDecoder().decode(Product.self, from: .object(record.fields))
    fields = JSONValue.object(record.fields).serializedText()
    nameKey = ProductSearchText.folded(product.name)
    categoryKey = product.category.map(ProductSearchText.folded)
    search = ProductSearchText(product)
    barcodeKeys = Set(product.allBarcodes.map(\.lookupKey))
    skuKeys = Set(product.allSKUs.map(ProductUniqueness.key))
  }
}
