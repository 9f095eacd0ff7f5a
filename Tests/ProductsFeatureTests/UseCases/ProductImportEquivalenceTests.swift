import Foundation
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

/// An import reads rows on all cores and takes a row as read on its own unless the catalog or a row
/// above it shares its SKU or barcodes. Whatever the order of clashing, valid and invalid rows, a
/// file must import exactly as its rows would, one import each, in file order.
@Suite struct ProductImportEquivalenceTests {
  private static let custom = [ProductCustomField(key: "shelf", label: "Shelf", kind: .text)]
  private static let header = "Item Name,SKU,Selling Price,GST %,Barcode,Shelf"

  @Test(arguments: [3 as UInt64, 29])
  func aFileImportsAsItsRowsWouldOneByOne(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let rows = (0..<700).map { _ in Self.randomRow(using: &random) }
    let whole = try ProductCatalogUseCaseTests.makeCatalog(ProductsConfiguration(customFields: Self.custom))
    let report = try await whole.importCSVReport(Data(([Self.header] + rows).joined(separator: "\n").utf8))

    let single = try ProductCatalogUseCaseTests.makeCatalog(ProductsConfiguration(customFields: Self.custom))
    var created = 0
    var updated = 0
    var errors: [String] = []
    for (offset, row) in rows.enumerated() {
      let one = try await single.importCSVReport(Data((Self.header + "\n" + row).utf8))
      created += one.created
      updated += one.updated
      // The row is on line 2 of its own file and on line `offset + 2` of the whole one.
      errors += one.errors.map { "line \(offset + 2), column \($0.column): \($0.message)" }
    }

    #expect(report.rows == rows.count)
    #expect(report.created == created)
    #expect(report.updated == updated)
    #expect(report.errors.map { "line \($0.line), column \($0.column): \($0.message)" } == errors)
    #expect(report.created > 50 && report.updated > 50 && report.errors.count > 50)
    #expect(try await Self.contents(of: whole) == Self.contents(of: single))
  }

  /// A row drawn from small pools, so SKUs (in any case), barcodes (in any GTIN form) and names
  /// clash across the whole file, and some cells are invalid.
  private static func randomRow(using random: inout SeededGenerator) -> String {
    let names = ["Tea", "Salt", "Rice", "Oil", "Soap", ""]
    let prices = ["10", "\"1,23,456.50\"", "99.5", "-1", "9.999", ""]
    let rates = ["5", "18", "0", "17"]
    let sku = Int.random(in: 0..<60, using: &random)
    let barcode: String
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4: barcode = ""
    case 4..<8: barcode = gtin13(Int.random(in: 0..<40, using: &random), asUPC: Bool.random(using: &random))
    case 8: barcode = "4006381333932"
    default: barcode = "\(gtin13(1, asUPC: false)) \(gtin13(Int.random(in: 0..<40, using: &random), asUPC: false))"
    }
    return [
      names.randomElement(using: &random) ?? "",
      Bool.random(using: &random) ? "sku-\(sku)" : "SKU-\(sku)",
      prices.randomElement(using: &random) ?? "",
      rates.randomElement(using: &random) ?? "",
      "\"\(barcode)\"",
      ["", "A", "B-2"].randomElement(using: &random) ?? "",
    ].joined(separator: ",")
  }

  /// The `index`th EAN-13 of company prefix 0 890 (so also a UPC-A when asked, its leading zero
  /// dropped), with its GS1 check digit.
  private static func gtin13(_ index: Int, asUPC: Bool) -> String {
    let body = "0890" + String(format: "%08d", index)
    let sum = body.reversed().enumerated().reduce(0) { sum, pair in
      sum + (pair.element.wholeNumberValue ?? 0) * (pair.offset.isMultiple(of: 2) ? 3 : 1)
    }
    let code = body + String((10 - sum % 10) % 10)
    return asUPC ? String(code.dropFirst()) : code
  }

  /// Every product's fields (ids aside, which the store makes), archived ones too, ordered by SKU.
  private static func contents(of catalog: ProductCatalog) async throws -> [String] {
    var products = try await catalog.list(ProductListQuery(filter: .all, limit: 10_000)).items.map(\.product)
    products += try await catalog.list(ProductListQuery(filter: .archived, limit: 10_000)).items.map(\.product)
    return try products.map { product in
      var product = product
      product.id = ""
      return try JSONValueEncoder().encode(product).serializedText()
    }.sorted()
  }
}
