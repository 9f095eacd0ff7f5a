import ProductsFeature
import SharedCore
import SharedTesting

/// The reference server's rules for products, for an `InMemorySyncServer` that checks what it checks.
///
/// ```swift
/// let server = InMemorySyncServer(
///   schema: try SyncSchema(ProductsSyncTypes.all), uniqueValues: ProductsServerRules.uniqueValues)
/// ```
public enum ProductsServerRules {
  /// No two products share an SKU (trimmed, case-insensitive) or a barcode (by lookup key), their
  /// variants' included; an archived product keeps its codes, a deleted one frees them.
  public static let uniqueValues: [String: InMemorySyncServer.UniqueValues] = [
    ProductsSyncTypes.products.name: codes
  ]

  /// A product's SKU and barcodes and its variants', read from its fields as the server reads them.
  @Sendable static func codes(of fields: [String: JSONValue]) -> [InMemorySyncServer.UniqueValue] {
    var values: [InMemorySyncServer.UniqueValue] = []
    func add(_ rule: String, _ field: String, _ value: JSONValue?) {
      guard let text = value?.stringValue, !ProductUniqueness.key(text).isEmpty else { return }
      let key = rule == "sku" ? ProductUniqueness.key(text) : ((try? ProductBarcode(text))?.lookupKey ?? text)
      values.append(.init(rule: rule, field: field, value: text, key: key))
    }
    add("sku", "sku", fields["sku"])
    if case .array(let barcodes)? = fields["barcodes"] {
      for (index, barcode) in barcodes.enumerated() { add("barcode", "barcodes[\(index)]", barcode) }
    }
    if case .array(let variants)? = fields["variants"] {
      for (index, variant) in variants.enumerated() {
        add("sku", "variants[\(index)].sku", variant["sku"])
        add("barcode", "variants[\(index)].barcode", variant["barcode"])
      }
    }
    return values
  }
}
