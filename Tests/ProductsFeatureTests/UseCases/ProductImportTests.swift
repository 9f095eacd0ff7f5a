import Foundation
import ProductsFeature
import SharedCore
import Testing

@Suite struct ProductImportTests {
  private static let custom = [ProductCustomField(key: "shelf", label: "Shelf", kind: .text)]

  private func catalog() throws -> ProductCatalog {
    try ProductCatalogUseCaseTests.makeCatalog(ProductsConfiguration(customFields: Self.custom))
  }

  /// Valid rows import whatever the dialect (BOM, CRLF, quotes, aliases, Indian grouping); bad rows
  /// are reported with line, column and reason; nothing good is dropped.
  @Test func importsGoodRowsAndReportsBadOnes() async throws {
    let csv =
      "\u{FEFF}Item Name,SKU Code,Selling Price,GST %,Barcode,HSN,Shelf\r\n"
      + "\"Rice, Basmati\",R-1,\"1,23,456.50\",5,036000291452,1006,A-1\r\n"
      + "\"Tea \"\"Gold\"\"\",T-1,120,18,,0902,\"B\r\n2\"\r\n"
      + ",X-1,10,5,,,\r\n"
      + "Soap,S-1,-5,17,4006381333932,12,\r\n"
      + "Oil,O-1,99.999,5,,,\r\n"
      + "Broken \"quote\",B-1,1,5,,,\r\n"
      + "Short,row\r\n"
      + "Sugar,R-1,45,5,,,\r\n"
    let catalog = try catalog()
    let report = try await catalog.importCSVReport(Data(csv.utf8))
    #expect(report.rows == 8)
    #expect(report.created == 2)
    #expect(report.updated == 1)
    #expect(
      report.errors.map(\.description) == [
        "line 5, column 1 (Item Name): Name is required.",
        "line 6, column 3 (Selling Price): A price cannot be negative.",
        "line 6, column 4 (GST %): 17% is not a GST rate; the rates on 1 Jun 2026 are 0%, 0.1%, 0.25%, 1%, 1.5%, "
          + "3%, 5%, 6%, 7.5%, 18%, 40%.",
        "line 6, column 5 (Barcode): \"4006381333932\" is not a GTIN: it ends in check digit 2 at position 13; the digits before it call for 1",
        "line 6, column 6 (HSN): Invoices must show at least 4 digits of the HSN code or SAC.",
        "line 7, column 3 (Selling Price): Use at most 2 decimals.",
        "line 8, column 1: A \" appears inside a field that is not quoted.",
        "line 9, column 3: The record has 2 fields; the header has 7.",
      ])
    // Re-imported by SKU: the last row updated "Rice, Basmati" instead of duplicating it, and its
    // empty barcode cell cleared the barcode.
    let rice = try #require(try await catalog.search("R-1").first)
    #expect(rice.product.name == "Sugar")
    #expect(rice.product.salePrice?.formattedAmount == "45.00")
    #expect(rice.product.barcodes.isEmpty)
    #expect(try await catalog.lookup(barcode: "0036000291452").isEmpty)
    #expect(try await catalog.list().items.count == 2)
    let tea = try #require(try await catalog.search("tea gold").first)
    #expect(tea.product.customFields["shelf"] == .text("B\r\n2"))
  }

  /// Files that cannot be imported at all say why, on the header's line.
  @Test(arguments: [
    ("", "line 1, column 1: The file has no header row."),
    ("SKU,Price\nA,1\n", "line 1, column 3: The header has no \"name\" column."),
    ("Name,Title\nA,B\n", "line 1, column 2: The header has more than one \"name\" column."),
  ])
  func refusesUnusableHeaders(csv: String, error: String) async throws {
    let report = try await catalog().importCSVReport(Data(csv.utf8))
    // The first sentence says what is wrong; a missing column goes on to list the accepted names.
    #expect(report.errors.map { String($0.description.prefix(error.count)) } == [error])
    #expect(report.created == 0)
  }

  /// Progress counts every data row, ending at the total, before the report.
  @Test func reportsProgress() async throws {
    let rows = (1...250).map { "Item \($0),SKU-\($0),\($0).50" }.joined(separator: "\n")
    var events: [ProductImportUpdate] = []
    for await event in try catalog().importCSV(Data(("name,sku,sale_price\n" + rows).utf8)) { events.append(event) }
    let progress = events.compactMap { event -> Int? in
      if case .progress(let done, let total) = event, total == 250 { return done }
      return nil
    }
    #expect(progress.first == 0)
    #expect(progress.last == 250)
    #expect(progress == progress.sorted())
    guard case .finished(let report)? = events.last else {
      Issue.record("no report")
      return
    }
    #expect(report.created == 250)
  }

  /// Export writes what import reads: a round trip through a fresh catalog gives the same products.
  @Test func exportRoundTripsThroughImport() async throws {
    let source = try catalog()
    let csv =
      "name,sku,barcodes,sale_price,mrp,gst_rate,unit,alternative_units,description,Shelf,tax_inclusive\n"
      + "\"Rice, \"\"Gold\"\"\",R-1,\"036000291452 SHOP-1\",\"1,23,456.50\",2000000,5,kg,bag=25,\"two\nlines\",A,yes\n"
      + "बासमती चावल,R-2,,99.9,,0.25,pcs,,,,no\n"
    let first = try await source.importCSVReport(Data(csv.utf8))
    #expect(first.errors.isEmpty)
    let exported = try await source.exportCSV()
    let copy = try catalog()
    let second = try await copy.importCSVReport(Data(exported.utf8))
    #expect(second.errors.isEmpty)
    #expect(second.created == 2)
    let before = try await source.list().items.map { ProductDraft($0.product) }
    let after = try await copy.list().items.map { ProductDraft($0.product) }
    #expect(before == after)
    #expect(try await copy.exportCSV() == exported)
  }

  /// The round trip keeps what the form does not edit: archived products (when exported), batch and
  /// serial tracking, declared batches and variants (ids, options, SKUs, barcodes, prices).
  @Test func exportRoundTripsArchivedTrackedAndVariantProducts() async throws {
    let source = try catalog()
    var shirt = try await ProductCatalogUseCaseTests.add(source, [.name: "Tee", .sku: "TEE"]).product
    shirt.tracksBatches = true
    shirt.tracksSerials = true
    shirt.batches = [
      ProductBatch(
        number: "B, \"7\"", manufacturedOn: CalendarDate("2026-01-02"), expiresOn: CalendarDate("2026-07-01")),
      ProductBatch(number: "B-8"),
    ]
    shirt.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M"])]).variants(baseSKU: "TEE")
    shirt.variants[0].barcode = try ProductBarcode("036000291452")
    shirt.variants[1].salePrice = try Money("120.50", currency: .inr)
    _ = try await source.save(shirt)
    var old = try await ProductCatalogUseCaseTests.add(source, [.name: "Old stock", .sku: "OLD"]).product
    old.isArchived = true
    _ = try await source.save(old)

    let exported = try await source.exportCSV(includeArchived: true)
    let copy = try catalog()
    let report = try await copy.importCSVReport(Data(exported.utf8))
    #expect(report.errors.isEmpty, "\(report.errors)")
    #expect(report.created == 2)
    func stripped(_ catalog: ProductCatalog, _ sku: String) async throws -> Product? {
      let items =
        try await catalog.list(ProductListQuery(filter: .all)).items
        + catalog.list(ProductListQuery(filter: .archived)).items
      guard var product = items.first(where: { $0.product.sku == sku })?.product else { return nil }
      product.id = ""
      return product
    }
    for sku in ["TEE", "OLD"] {
      let original = try await stripped(source, sku)
      #expect(original != nil)
      #expect(try await stripped(copy, sku) == original)
    }
    #expect(try await copy.exportCSV(includeArchived: true) == exported)

    let broken = "name,sku,variants,archived\nTee 2,TEE-2,[{,maybe\n"
    let refused = try await copy.importCSVReport(Data(broken.utf8))
    #expect(refused.created == 0)
    #expect(refused.errors.map(\.column) == [3, 4])
    #expect(refused.errors.map(\.columnName) == ["variants", "archived"])
  }

  /// The valid rows are saved in one transaction when the file is done: an import stopped halfway
  /// leaves the catalog as it was, and nothing is queued for sync.
  @Test func anImportStoppedHalfwaySavesNothing() async throws {
    let catalog = try catalog()
    let rows = (1...4_000).map { "Item \($0),SKU-\($0),\($0).50" }.joined(separator: "\n")
    for await event in catalog.importCSV(Data(("name,sku,sale_price\n" + rows).utf8)) {
      if case .progress(let done, _) = event, done > 0 { break }
      if case .finished = event { Issue.record("the import finished before it was stopped") }
    }
    try await Task.sleep(for: .milliseconds(300))
    #expect(try await catalog.list().items.isEmpty)
    #expect(try await catalog.store.pendingMutations().isEmpty)
  }

  /// A product named twice in one file is created once and then updated by the later row.
  @Test func aRepeatedSKUInOneFileUpdatesTheProductItCreated() async throws {
    let catalog = try catalog()
    let csv = "name,sku,sale_price\nTea,T-1,10\nSalt,S-1,5\nGreen Tea,t-1,12\n"
    let report = try await catalog.importCSVReport(Data(csv.utf8))
    #expect((report.created, report.updated, report.errors.count) == (2, 1, 0))
    #expect(try await catalog.list().items.map(\.product.name).sorted() == ["Green Tea", "Salt"])
    #expect(try await catalog.store.pendingMutations().map(\.operation) == [.create, .create])
  }
}
