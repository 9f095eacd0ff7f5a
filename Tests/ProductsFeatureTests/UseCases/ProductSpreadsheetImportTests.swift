import Foundation
import ProductsFeature
import SharedCore
import Testing

/// Files saved by spreadsheets: other delimiters, a header that maps to nothing, barcodes Excel wrote
/// in scientific notation or without their leading zero, and variants whose codes another product
/// or row already uses.
@Suite struct ProductSpreadsheetImportTests {
  private func catalog() throws -> ProductCatalog { try ProductCatalogUseCaseTests.makeCatalog() }

  /// A file saved with `;` or tabs (Excel in a locale whose decimal separator is a comma) imports
  /// like a comma-separated one: the delimiter is read from the header line.
  @Test(arguments: [";", "\t"])
  func aSemicolonOrTabFileImports(delimiter: String) async throws {
    let csv = [
      ["Item Name", "SKU Code", "Selling Price", "Barcode"], ["Rice, Basmati", "R-1", "1,23,456.50", "036000291452"],
      ["Tea", "T-1", "120", ""],
    ].map { $0.joined(separator: delimiter) }.joined(separator: "\r\n")
    let catalog = try catalog()
    let report = try await catalog.importCSVReport(Data(csv.utf8))
    #expect(report.errors.map(\.description) == [])
    #expect(report.created == 2)
    let rice = try #require(try await catalog.lookup(barcode: "036000291452").first)
    #expect(rice.product.name == "Rice, Basmati")
    #expect(rice.product.salePrice?.formattedAmount == "123456.50")
  }

  /// A header that names no required column says which names the import accepts.
  @Test func anUnmappedHeaderListsTheAcceptedNames() async throws {
    let report = try await catalog().importCSVReport(Data("Artikel|Preis\nReis|1\n".utf8))
    let error = try #require(report.errors.first)
    #expect(report.errors.count == 1)
    #expect(error.line == 1)
    for name in ["name", "Product Name", "Item Name", "sku", "SKU Code", "sale_price", "Selling Price", "Barcode"] {
      #expect(error.message.contains("\"\(name)\""), "\(name) in \(error.message)")
    }
  }

  /// `8.90103E+12` is what Excel shows of a 13-digit barcode in a General column: the digits are lost,
  /// so the row is refused at its cell, saying how to keep them.
  @Test(arguments: ["8.90103E+12", "8,90103E+12", "8.90103e12", "8.901030E+012"])
  func aBarcodeInScientificNotationIsRefusedAtItsCell(barcode: String) async throws {
    let catalog = try catalog()
    let csv = "name,sku,barcodes\nSoap,S-1,\"\(barcode)\"\nTea,T-1,8901030865275\n"
    let report = try await catalog.importCSVReport(Data(csv.utf8))
    #expect(report.created == 1)
    let error = try #require(report.errors.first)
    #expect(report.errors.count == 1)
    #expect((error.line, error.column, error.columnName) == (2, 3, "barcodes"))
    #expect(error.message.contains("scientific notation"))
    #expect(error.message.contains("format the column as text"))
    #expect(try await catalog.search("Soap").isEmpty)
  }

  /// A UPC-A whose leading zero Excel dropped (11 digits) is restored when the check digit proves it,
  /// so a scan of the printed code finds the product; 11 digits that are no UPC-A stay a shop code.
  @Test func aUPCAMissingItsLeadingZeroIsRestored() async throws {
    let catalog = try catalog()
    let csv = "name,sku,barcodes\nCola,C-1,36000291452\nLabel,L-1,36000291453\n"
    let report = try await catalog.importCSVReport(Data(csv.utf8))
    #expect(report.errors.isEmpty)
    let cola = try #require(try await catalog.lookup(barcode: "036000291452").first)
    #expect(cola.product.name == "Cola")
    #expect(cola.product.barcodes.map(\.description) == ["036000291452"])
    #expect(try await catalog.lookup(barcode: "36000291452").map(\.product.name) == ["Cola"])
    #expect(try await catalog.lookup(barcode: "36000291453").map(\.product.name) == ["Label"])
  }

  /// Variants' SKUs and barcodes count in the uniqueness checks: against the catalog, against rows
  /// above, and within the row.
  @Test func variantCodesMustBeUniqueInTheFileAndTheCatalog() async throws {
    let catalog = try catalog()
    try await ProductCatalogUseCaseTests.add(catalog, [.name: "Shirt", .sku: "SH-1", .barcodes: "4006381333931"])
    func variants(_ sku: String, _ barcode: String = "") -> String {
      let code = barcode.isEmpty ? "" : ",\"\"barcode\"\":\"\"\(barcode)\"\""
      return "\"[{\"\"id\"\":\"\"m\"\",\"\"options\"\":{\"\"Size\"\":\"\"M\"\"},\"\"sku\"\":\"\"\(sku)\"\"\(code)}]\""
    }
    let csv = [
      "name,sku,variants",
      "Tee,TEE,\(variants("SH-1"))",  // a catalog product's SKU
      "Polo,POLO,\(variants("P-M", "4006381333931"))",  // a catalog product's barcode
      "Kurta,KURTA,\(variants("K-M"))",
      "Dhoti,DHOTI,\(variants("K-M"))",  // Kurta's variant, a row above
      "Cap,K-M,",  // Kurta's variant's SKU as a product's own
      "Scarf,SCARF,\(variants("SCARF"))",  // its own SKU again
    ].joined(separator: "\n")
    let report = try await catalog.importCSVReport(Data(csv.utf8))
    #expect(report.created == 1)
    #expect(report.errors.map(\.line) == [2, 3, 5, 6, 7])
    #expect(
      report.errors.allSatisfy {
        $0.message.contains("SH-1") || $0.message.contains("K-M") || $0.message.contains("4006381333931")
          || $0.message.contains("SCARF")
      })
    #expect(try await catalog.list().items.map(\.product.name).sorted() == ["Kurta", "Shirt"])
  }
}
