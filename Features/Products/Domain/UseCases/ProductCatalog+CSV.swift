import Foundation
import SharedCore

extension ProductCatalog {
  /// Imports products from CSV (RFC 4180; CRLF or LF; a UTF-8 BOM; a header mapped by name with
  /// aliases; prices in Indian or international grouping), reporting progress as it goes.
  ///
  /// Fields are separated by `delimiter`, or, when it is `nil`, by the comma, semicolon or tab the
  /// header line uses (`CSVDelimiter.detect(in:)`): a spreadsheet's "CSV" in a locale whose decimal
  /// separator is a comma uses semicolons. A header without a name column is refused with every
  /// header name the import accepts.
  ///
  /// Every row is validated as the product form would validate it. The valid rows are saved together
  /// in one transaction once the file is read, so an interrupted import leaves the catalog as it was;
  /// a row whose SKU matches an existing product (or an earlier row) updates it instead of creating a
  /// duplicate (columns the file lacks keep their values; empty cells clear them); every invalid row
  /// is reported with its line, column and reason, and never stops the others. The last progress
  /// update (all rows done) comes once the rows are saved.
  ///
  /// Barcodes as spreadsheets spoil them are caught: a cell in scientific notation (`8.90103E+12`,
  /// digits already lost) is refused at its cell, asking for the column to be formatted as text; a
  /// UPC-A whose leading zero was dropped (11 digits) gets it back when the check digit proves it
  /// (``ProductBarcode/init(_:)``). Variants' SKUs and barcodes are checked like the product's own,
  /// against the catalog, the rows above and the row itself.
  ///
  /// ```swift
  /// for await event in catalog.importCSV(data) {
  ///   if case .progress(let done, let total) = event { bar.update(done, of: total) }
  ///   if case .finished(let report) = event { show(report.errors) }
  /// }
  /// ```
  public func importCSV(_ data: Data, delimiter: CSVDelimiter? = nil) -> AsyncStream<ProductImportUpdate> {
    CSVImportUpdate.stream { progress in try await runImport(data, delimiter: delimiter, progress: progress) }
  }

  /// Imports `data` and returns the report (``importCSV(_:delimiter:)`` without the progress).
  public func importCSVReport(_ data: Data, delimiter: CSVDelimiter? = nil) async throws -> ProductImportReport {
    try await runImport(data, delimiter: delimiter) { _ in }
  }

  /// The catalog as CSV that ``importCSV(_:delimiter:)`` reads back to the same products: one column per
  /// draft field, per ``ProductCSVExtraColumn`` (archived, tracking flags, batches and variants) and
  /// per custom field (the company's that show in CSV, when its settings define them), prices with two
  /// decimals, CRLF line ends.
  public func exportCSV(includeArchived: Bool = false) async throws -> String {
    var writer = CSVWriter()
    let custom = try await csvCustomFields()
    let extras = ProductCSVExtraColumn.allCases
    writer.append(ProductCSVColumns.columns(customFields: custom).map(\.name))
    var queries = [ProductListQuery(filter: .all, limit: 500)]
    if includeArchived { queries.append(ProductListQuery(filter: .archived, limit: 500)) }
    for var query in queries {
      while true {
        let page = try await list(query)
        for item in page.items {
          let draft = ProductDraft(item.product)
          writer.append(
            ProductDraft.Field.allCases.map { draft[$0] } + extras.map { $0.text(of: item.product) }
              + custom.map { draft.customValues[$0.key] ?? "" })
        }
        guard let next = page.nextOffset else { break }
        query.offset = next
      }
    }
    return writer.text
  }

  private func runImport(
    _ data: Data, delimiter: CSVDelimiter?, progress: (ProductImportUpdate) -> Void
  ) async throws -> ProductImportReport {
    let delimiter = delimiter ?? CSVDelimiter.detect(in: data)
    let document = CSVReader(delimiter: delimiter).read(data)
    var report = ProductImportReport()
    report.errors = document.errors.map(ProductImportReport.RowError.init)
    guard let header = document.records.first else {
      report.errors.append(.init(CSVError(line: 1, column: 1, reason: .missingHeader)))
      return report
    }
    let columns = ProductCSVColumns.columns(customFields: try await csvCustomFields())
    let mapping: CSVHeaderMapping
    do {
      mapping = try CSVHeaderMapping(header: header, columns: columns)
    } catch {
      report.errors.append(.init(error, columns: columns, delimiter: delimiter))
      return report
    }
    let rows = Array(document.records.dropFirst())
    report.rows = rows.count + document.errors.count
    let reader = ProductCSVRowReader(
      mapping: mapping, validator: try await validator(), products: products)
    var index = try await store.read { try ProductCatalogQueries.uniquenessIndex(in: $0) }
    index.reserveCapacity(forAdding: rows.count)
    var staged = StagedImport(rows: rows.count)
    var done = 0
    let step = max(1, rows.count / 100)
    progress(.progress(done: 0, total: rows.count))
    // Each row is read and validated on its own on all cores, a chunk at a time; here, in file
    // order, it is checked against the catalog and the rows above it.
    try await rows.concurrentMap(chunkSize: Self.rowsPerChunk, reader.standalone) { chunk in
      for row in chunk {
        try await stage(row, reader: reader, into: &staged, uniqueness: &index, report: &report)
        done += 1
        if done % step == 0, done < rows.count {
          progress(.progress(done: done, total: rows.count))
          // A long file must not hold a thread of the cooperative pool: let the reader of the
          // progress (and anyone else) run, and notice a cancellation at once.
          await Task.yield()
          try Task.checkCancellation()
        }
      }
    }
    _ = try await store.commit(try await staged.writes(through: products))
    progress(.progress(done: rows.count, total: rows.count))
    report.errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    return report
  }

  /// How many rows are read and validated at a time on each core.
  private static let rowsPerChunk = 256

  /// Stages the product `row` makes (an update when its SKU names a product already in the catalog
  /// or staged earlier), or reports why it cannot be imported.
  ///
  /// A row read on its own as a new product is taken as read when no product in the catalog or
  /// staged above it has its SKU or barcodes, since only those checks depend on them; any other row
  /// is read again here, against them.
  private func stage(
    _ row: ProductCSVRowReader.Standalone, reader: ProductCSVRowReader, into staged: inout StagedImport,
    uniqueness index: inout ProductUniqueness, report: inout ProductImportReport
  ) async throws {
    let record = row.record
    let sku = reader.sku(of: record)
    let existingID = sku.flatMap { $0.isEmpty ? nil : index.owner(ofSKU: $0) }
    if existingID == nil, let candidate = row.candidate, !index.sharesCodes(with: candidate.product) {
      index.add(candidate.product)
      staged.stage(candidate.product, isNew: true, write: candidate.write)
      report.created += 1
      return
    }
    if let error = reader.mapping.fieldCountError(of: record) {
      report.errors.append(.init(error))
      return
    }
    var existing = existingID.flatMap(staged.product)
    if existing == nil, let existingID { existing = try await product(existingID)?.product }
    // A SKU only a variant uses is not the product's own: the row is a new product, whose SKU
    // the validator then reports as taken.
    if let found = existing, found.sku.map(ProductUniqueness.key) != sku.map(ProductUniqueness.key) {
      existing = nil
    }
    let id = existing?.id ?? StagedImport.placeholderID(line: record.line)
    switch reader.product(of: record, id: id, existing: existing, uniqueness: index) {
    case .success(let product):
      if let existing { index.remove(existing) }
      index.add(product)
      staged.stage(product, isNew: existing == nil || staged.isNew(id))
      if existing == nil { report.created += 1 } else { report.updated += 1 }
    case .failure(let error):
      report.errors += reader.rowErrors(error, line: record.line)
    }
  }
}
